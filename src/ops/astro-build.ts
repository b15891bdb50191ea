import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { howItEnded, runNodeChild } from './node-child.ts';

export type AstroBuildOptions = {
  /** `build` (the default) or `sync`: the content layer alone, its data store written again (render-functions.ts). */
  command?: 'build' | 'sync';
  projectDir: string;
  outDir: string;
  /** The build's current folder: an empty folder of its own inside the project (see runAstroBuild). */
  workDir: string;
  catalogueApiUrl: string;
  publicApiUrl: string;
  /** Extra environment for the build (SITE_URL, DATA_DIR…), passed down by the entry that read the configuration. */
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
};

/** Astro's command-line entry as its package.json declares it (`bin.astro`). */
function astroEntry(projectDir: string): string {
  const manifest = createRequire(join(projectDir, 'package.json')).resolve('astro/package.json');
  const { bin } = z.object({ bin: z.object({ astro: z.string() }).partial().optional() }).parse(JSON.parse(readFileSync(manifest, 'utf8')));
  return join(dirname(manifest), bin?.astro ?? 'bin/astro.mjs');
}

export type AstroBuildResult = { peakMemoryBytes: number; durationMs: number };

/**
 * Runs `astro build` (or `astro sync`) in a child process on this very Node (process.execPath, so Node 24),
 * pointed at the catalogue API and writing into `outDir`; rejects with the end of its output.
 */
export async function runAstroBuild(options: AstroBuildOptions): Promise<AstroBuildResult> {
  // Astro writes its intermediate server files (`.prerender/`, which import packages from node_modules)
  // into outDir when outDir "is inside" its current folder, tested as a bare string prefix, else into
  // `<current folder>/.astro/`. From the project folder, a data folder beside it (`/srv/kin-boissons-data`
  // next to `/srv/kin-boissons`) passes that test, and the build fails to import its own packages. Run
  // from an empty folder of its own inside the project, no outDir can share its prefix: the
  // intermediate files always land inside the project (packages resolve), and never in another
  // build's folder (docs/decisions/010).
  const command = options.command ?? 'build';
  const end = await runNodeChild({
    args: [astroEntry(options.projectDir), command, '--root', options.projectDir],
    cwd: options.workDir,
    // Read back by astro.config.mjs through src/config/ (the build's schema).
    env: {
      ...options.env,
      ASTRO_OUT_DIR: options.outDir,
      CATALOGUE_API_URL: options.catalogueApiUrl,
      PUBLIC_API_URL: options.publicApiUrl,
      ASTRO_TELEMETRY_DISABLED: '1',
      FORCE_COLOR: '0',
      NO_COLOR: '1',
    },
    onLine: (line) => options.log?.(line),
  });
  if (end.code !== 0) throw new Error(`astro ${command} a échoué (${howItEnded(end)}) :\n${end.tail.slice(-12).join('\n')}`);
  return { peakMemoryBytes: end.peakMemoryBytes, durationMs: end.durationMs };
}
