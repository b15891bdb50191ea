/**
 * The child process of `renderPages` (render-functions.ts): reads its options as JSON on standard input, renders,
 * prints the files written as JSON on its last line (child-task.ts). Its environment is the build's.
 */
import { answerParent } from './child-task.ts';
import { type RenderPagesOptions, renderPagesHere } from './render-functions.ts';

await answerParent((options) => renderPagesHere(options as RenderPagesOptions));
