/**
 * The child process of release-removal.ts: prunes the old releases, or removes one, and answers the ids removed
 * (child-task.ts).
 */
import { answerParent } from './child-task.ts';
import type { RemovalInput } from './release-removal.ts';
import { pruneReleases, removeRelease } from './releases.ts';

await answerParent(async (input) => {
  const asked = input as RemovalInput;
  if ('remove' in asked) {
    await removeRelease(asked.dataDir, asked.remove);
    return [asked.remove];
  }
  return pruneReleases(asked.dataDir, asked.keep);
});
