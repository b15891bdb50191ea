import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mts|mjs|js|astro)$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** `process.env` or `import.meta.env`, written with any spacing or as `process['env']`. */
const READS_ENVIRONMENT = /\bprocess\s*(\.\s*env\b|\[\s*['"`]env['"`]\s*\])|\bimport\.meta\.env\b/;

describe('only src/config/ reads the environment', () => {
  const files = [...sourceFiles('src'), ...sourceFiles('scripts')];

  it('scans the shop code', () => {
    expect(files).toContain('src/serve.ts');
    expect(files).toContain('src/components/SupportForm.astro');
    expect(files).toContain('scripts/shop.ts');
    expect(files.length).toBeGreaterThan(200);
  });

  it('finds a read in any of its spellings', () => {
    for (const text of [
      'process.env.PORT',
      "process.env['PORT']",
      "process['env']",
      'import.meta.env.PUBLIC_API_URL',
      '{ ...process.env }',
    ])
      expect(text).toMatch(READS_ENVIRONMENT);
    expect('processEnvironment(config)').not.toMatch(READS_ENVIRONMENT);
  });

  it('no file outside src/config/ contains process.env or import.meta.env', () => {
    const readers = files.filter(
      (file) => !file.startsWith('src/config/') && READS_ENVIRONMENT.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(readers).toEqual([]);
  });
});
