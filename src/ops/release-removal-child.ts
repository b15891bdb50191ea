/**
 * The child process of release-removal.ts: deletes everything set aside in `cache/removing/` (child-task.ts).
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { answerParent } from './child-task.ts';

await answerParent(async (input) => {
  const { dir } = input as { dir: string };
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) await rm(join(dir, name), { recursive: true, force: true });
  return names.length;
});
