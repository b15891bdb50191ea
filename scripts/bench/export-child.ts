/**
 * The exporting process of `npm run bench:export`: opens the shop's data (SQLite file or PostgreSQL address, argv[2]),
 * writes the orders CSV of a period (argv[3], argv[4]) to a file (argv[5]) as the CLI and the staff endpoint do, then
 * prints on its standard output one JSON line: peak RSS of this process, time taken, bytes and lines written.
 */
import { createWriteStream, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Engine, postgresEngine, sqliteEngine } from '../../src/server/db/engine.ts';
import { openDatabase } from '../../src/server/db/open.ts';
import { exportFile } from '../../src/server/exports/exports.ts';

const [place = '', du = '', au = '', out = ''] = process.argv.slice(2);
const engine: Engine = place.startsWith('postgres') ? await postgresEngine(place, { seed: false }) : sqliteEngine(openDatabase(place));
const began = performance.now();
let lines = 0;
const counted = async function* () {
  for await (const chunk of exportFile(engine.db, { kind: 'commandes', days: { du, au }, author: (a) => a })) {
    for (let at = chunk.indexOf('\n'); at !== -1; at = chunk.indexOf('\n', at + 1)) lines++;
    yield chunk;
  }
};
await pipeline(Readable.from(counted()), createWriteStream(out));
const ms = performance.now() - began;
await engine.close();
const peakRssMb = process.resourceUsage().maxRSS / 1024;
process.stdout.write(`${JSON.stringify({ peakRssMb, ms, bytes: statSync(out).size, lines })}\n`);
