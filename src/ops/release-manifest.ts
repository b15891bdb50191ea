import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';

/** `release.json`, written by the serving process (never by Astro) once a release passed its check. */
const releaseManifestSchema = z.object({
  id: z.string(),
  built_at: z.string(),
  duration_ms: z.number(),
  catalogue_api_url: z.string(),
  counts: z.object({ products: z.number(), categories: z.number(), files: z.number() }),
  csp: z.string(),
  /** Brotli quality of its `.br` files (absent: written before releases recorded it, at quality 4 for pages). */
  brotli_quality: z.number().optional(),
});
export type ReleaseManifest = z.infer<typeof releaseManifestSchema>;

const MANIFEST_FILE = 'release.json';

export async function writeManifest(dir: string, manifest: ReleaseManifest): Promise<void> {
  await writeFile(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** The manifest of a release folder, or null when it is missing or not valid. */
export function readManifestSync(dir: string): ReleaseManifest | null {
  try {
    const parsed = releaseManifestSchema.safeParse(JSON.parse(readFileSync(join(dir, MANIFEST_FILE), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
