/**
 * The catalogue changes not yet live, kept on disk beside the releases (docs/decisions/043): each change is written
 * there before the write that made it is answered, and leaves only once a publication that covered it is live. A
 * process stopped (SIGTERM, crash, the machine off) between « Enregistrer » and the publication publishes them at its
 * next start.
 *
 * Each announcement gets the next number; a publication covers the numbers announced before it was asked for
 * (`covered`); its success drops those, its failure keeps them. The file is written whole, to a new file renamed over
 * the old, flushed to the disk: a stop in the middle leaves the previous list or the new one, never half of one.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CatalogueChange, mergeChanges } from '../domain/catalogue-change.ts';
import { releasesDir } from './releases.ts';

/** One announcement: its number, its changes, and when it was made (ISO date; absent in a list written before). */
type Announced = { seq: number; changes: CatalogueChange[]; at?: string };

export interface WaitingChanges {
  /** Keeps `changes` on disk before returning (throws when the disk refuses: the caller says so in the log). */
  add: (changes: readonly CatalogueChange[]) => void;
  /** The number of the last change announced: a publication asked for now covers every change up to it. */
  covered: () => number;
  /** A publication covering the changes up to `seq` is live: they no longer wait. */
  published: (seq: number) => void;
  /** What waits, merged as one publication (empty: nothing). */
  waiting: () => CatalogueChange[];
  /** How many saves are not live yet (each « Enregistrer » one), and since when the oldest of them waits. */
  summary: () => { count: number; since: string | null };
}

export const waitingChangesFile = (dataDir: string): string => join(releasesDir(dataDir), 'waiting-changes.json');

/** Reads the list the last process left (none, or unreadable: nothing waits, and a whole build at start covers it). */
function readAnnounced(file: string): Announced[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  try {
    const list = JSON.parse(text) as unknown;
    return Array.isArray(list) ? (list as Announced[]).filter((a) => Number.isInteger(a?.seq) && Array.isArray(a.changes)) : [];
  } catch {
    // A file that is not JSON was not written by this module (it renames whole files): a whole build covers anything.
    return [{ seq: 0, changes: [{ kind: 'structural' }] }];
  }
}

export function waitingChanges(dataDir: string, now: () => Date = () => new Date()): WaitingChanges {
  const file = waitingChangesFile(dataDir);
  let announced = readAnnounced(file);
  let seq = announced.reduce((max, a) => Math.max(max, a.seq), 0);
  const write = () => {
    const next = `${file}.${process.pid}.tmp`;
    writeFileSync(next, JSON.stringify(announced), { flush: true });
    renameSync(next, file);
  };
  return {
    add: (changes) => {
      if (changes.length === 0) return;
      seq += 1;
      announced.push({ seq, changes: [...changes], at: now().toISOString() });
      write();
    },
    covered: () => seq,
    published: (upTo) => {
      const left = announced.filter((a) => a.seq > upTo);
      if (left.length === announced.length) return;
      announced = left;
      write();
    },
    waiting: () => announced.reduce<CatalogueChange[]>((all, a) => mergeChanges(all, a.changes), []),
    summary: () => ({ count: announced.length, since: announced.find((a) => a.at)?.at ?? null }),
  };
}
