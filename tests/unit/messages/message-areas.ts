/** Every area file of src/messages/ (all but the `plural.ts` helper): its name, path, source text and exports. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const messagesDir = fileURLToPath(new URL('../../../src/messages/', import.meta.url));

export interface Area {
  /** `cart` for `cart.ts`. */
  name: string;
  /** `cartMessages` for `cart.ts`. */
  exportName: string;
  file: string;
  source: string;
  exports: Record<string, unknown>;
}

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

const areaFiles = readdirSync(messagesDir)
  .filter((f) => f.endsWith('.ts') && f !== 'plural.ts')
  .sort();

export const areas: Area[] = await Promise.all(
  areaFiles.map(async (f) => {
    const name = f.replace(/\.ts$/, '');
    const file = join(messagesDir, f);
    return {
      name,
      exportName: `${camel(name)}Messages`,
      file,
      source: readFileSync(file, 'utf8'),
      exports: (await import(file)) as Record<string, unknown>,
    };
  }),
);
