import { opsMessages } from '../messages/ops.ts';

const text = opsMessages.build;

/** Pages every release has besides the catalogue's (home, cart, account, legal pages, sitemap…). */
const FIXED_PAGES = 25;
/** Wait at least this long between two progress lines. */
const EVERY_MS = 3000;

const SUMMARY = /(\d+) produits, (\d+) catégories, (\d+) marques, \d+ avis, (\d+) images depuis/;
const PAGE = /[├└]─ \//;
const DONE = /\[build\] (\d+) page\(s\) built in/;
/**
 * Astro warns on every build that reads an empty collection; a shop without reviews yet has an empty
 * `avis` collection, which is normal, not a problem to report.
 */
const EMPTY_REVIEWS = /The collection "avis" does not exist or is empty/;
const PROBLEM = /\[(WARN|ERROR)\]|\berror\b/i;
/** Astro's steps that take seconds before any page is written: each gets a line, so the build never looks frozen. */
const PHASES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\[content\] Syncing content/, text.phases.catalogue],
  [/\[build\] Building static entrypoints/, text.phases.scripts],
  [/generating static routes/, text.phases.pages],
];

export interface BuildLog {
  info: (line: string) => void;
  warn: (line: string) => void;
}

/**
 * Reads an `astro build`'s output line by line and tells the operator what it does: the catalogue it
 * read, the pages written so far against the expected total (estimated from the catalogue: a product
 * page per product, two picture sizes per image, index and search file per category, a page per
 * brand, the fixed pages) with the time elapsed, and its warnings and errors, without the false alarm
 * of an empty review collection.
 */
export function buildProgress(log: BuildLog, now: () => number = () => performance.now()): (line: string) => void {
  const started = now();
  let total: number | null = null;
  let pages = 0;
  let lastReport = started;
  const seconds = () => Math.round((now() - started) / 1000);
  return (line) => {
    const summary = SUMMARY.exec(line);
    if (summary) {
      const [products, categories, brands, images] = summary.slice(1).map(Number) as [number, number, number, number];
      total = products + 2 * images + 3 * categories + brands + FIXED_PAGES;
      log.info(text.catalogueRead(line.slice(line.indexOf(summary[0]))));
      return;
    }
    if (PAGE.test(line)) {
      pages += 1;
      if (now() - lastReport >= EVERY_MS) {
        lastReport = now();
        log.info(text.progress(pages, total === null ? null : Math.max(total, pages), seconds()));
      }
      return;
    }
    const phase = PHASES.find(([pattern]) => pattern.test(line));
    if (phase) return log.info(`${phase[1]} (${seconds()} s)`);
    const done = DONE.exec(line);
    if (done) return log.info(text.pagesDone(pages, seconds()));
    if (EMPTY_REVIEWS.test(line)) return;
    if (PROBLEM.test(line)) log.warn(`[astro] ${line.trim()}`);
  };
}
