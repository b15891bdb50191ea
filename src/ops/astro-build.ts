import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { childEnvironment } from '../config/process-env.ts';
import { watchPeakMemory } from './process-memory.ts';

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

const children = new Set<ReturnType<typeof spawn>>();
let stopping = false;

/**
 * Stops the builds still running and refuses new ones (the serving process is shutting down): each
 * build then fails, and its release folder is removed without touching the live one.
 */
export function stopBuilds(): number {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  return children.size;
}

/**
 * A child process of a publication other than `astro build` (child-task.ts): stopped with the builds when the
 * process shuts down; refused (false, the child left to the caller to kill) once it does.
 */
export function followBuildChild(child: ReturnType<typeof spawn>): boolean {
  if (stopping) return false;
  children.add(child);
  child.on('exit', () => children.delete(child));
  return true;
}

export type AstroBuildResult = { peakMemoryBytes: number; durationMs: number };

/**
 * Runs `astro build` (or `astro sync`) in a child process on this very Node (process.execPath, so Node 24),
 * pointed at the catalogue API and writing into `outDir`; rejects with the end of its output.
 */
export function runAstroBuild(options: AstroBuildOptions): Promise<AstroBuildResult> {
  if (stopping) return Promise.reject(new Error('arrêt du processus en cours'));
  const started = performance.now();
  // Astro writes its intermediate server files (`.prerender/`, which import packages from node_modules)
  // into outDir when outDir "is inside" its current folder, tested as a bare string prefix, else into
  // `<current folder>/.astro/`. From the project folder, a data folder beside it (`/srv/kin-boissons-data`
  // next to `/srv/kin-boissons`) passes that test, and the build fails to import its own packages. Run
  // from an empty folder of its own inside the project, no outDir can share its prefix: the
  // intermediate files always land inside the project (packages resolve), and never in another
  // build's folder (docs/decisions/010).
  const command = options.command ?? 'build';
  const child = spawn(process.execPath, [astroEntry(options.projectDir), command, '--root', options.projectDir], {
    cwd: options.workDir,
    // Read back by astro.config.mjs through src/config/ (the build's schema).
    env: childEnvironment({
      ...options.env,
      ASTRO_OUT_DIR: options.outDir,
      CATALOGUE_API_URL: options.catalogueApiUrl,
      PUBLIC_API_URL: options.publicApiUrl,
      ASTRO_TELEMETRY_DISABLED: '1',
      FORCE_COLOR: '0',
      NO_COLOR: '1',
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const memory = child.pid === undefined ? null : watchPeakMemory(child.pid);
  const tail: string[] = [];
  const collect = (chunk: Buffer): void => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      options.log?.(line);
      tail.push(line);
      if (tail.length > 30) tail.shift();
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      memory?.stop();
      reject(error);
    });
    child.on('close', (code, signal) => {
      const peakMemoryBytes = memory?.stop() ?? 0;
      const durationMs = performance.now() - started;
      if (code === 0) resolve({ peakMemoryBytes, durationMs });
      else reject(new Error(`astro ${command} a échoué (${signal ?? `code ${code}`}) :\n${tail.slice(-12).join('\n')}`));
    });
  });
}
