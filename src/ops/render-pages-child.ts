/**
 * The child process of `renderPages` (render-functions.ts): reads its options as JSON on standard input, renders,
 * prints the files written as JSON on its last line. Its environment is the build's.
 */
import { text } from 'node:stream/consumers';
import { renderPagesHere } from './render-functions.ts';

const options = JSON.parse(await text(process.stdin));
// Exits once the answer is written: what the bundle leaves open (its pictures' workers, timers) would hold the
// process about two seconds more, in the publication's time.
process.stdout.write(`\n${JSON.stringify(await renderPagesHere(options))}\n`, () => process.exit(0));
