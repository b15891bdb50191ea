/**
 * The import graph of a release's JavaScript modules, read from their import statements: one reading for the
 * build (which preloads what a page's islands import, island-preload.ts) and for the benches that weigh the
 * pages (scripts/bench/page-scripts.ts).
 */

/** Loads a module's source by absolute URL; null when it does not exist. */
export type LoadModule = (url: string) => Promise<string | null>;

/** Static (`from"./x.js"`, `import"./x.js"`) and dynamic (`import("./x.js")`, any quote) imports of a module. */
export function importsOf(code: string, url: string): { statics: string[]; dynamics: string[] } {
  const resolve = (spec: string) => new URL(spec, url).href;
  const local = /^(?:\.{1,2}\/|\/)[^"'`]*\.m?js(?:\?[^"'`]*)?$/;
  const statics = [...code.matchAll(/(?:\bfrom|\bimport)\s*(["'])([^"'`\n]+?)\1/g)].map((m) => m[2] ?? '').filter((s) => local.test(s));
  const dynamics = [...code.matchAll(/\bimport\s*\(\s*(["'`])([^"'`\n]+?)\1\s*[,)]/g)].map((m) => m[2] ?? '').filter((s) => local.test(s));
  return { statics: statics.map(resolve), dynamics: dynamics.map(resolve) };
}

/** Every module reachable from `entries` by static imports (entries first), and the dynamic imports met on the way. */
export async function staticGraph(
  entries: string[],
  load: LoadModule,
  skip: ReadonlySet<string>,
): Promise<{ files: string[]; dynamics: string[] }> {
  const files = new Set<string>();
  const dynamics = new Set<string>();
  const queue = [...entries];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (files.has(url) || skip.has(url)) continue;
    files.add(url);
    const code = await load(url);
    if (code === null) continue;
    const found = importsOf(code, url);
    queue.push(...found.statics);
    for (const dynamic of found.dynamics) dynamics.add(dynamic);
  }
  return { files: [...files], dynamics: [...dynamics] };
}
