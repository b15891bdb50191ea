/**
 * The child process of `publishChanges` (change-release.ts): prepares the release of what changed in its folder, away
 * from the serving process's event loop (issue 39), and prints its answer as JSON on its last line (child-task.ts).
 * Its environment is the build's.
 */
import { type ChangeReleaseInput, prepareChanges } from './change-release.ts';
import { answerParent } from './child-task.ts';

await answerParent((input) => prepareChanges(input as ChangeReleaseInput));
