/**
 * Every text of src/messages/ is read somewhere in the shop's code (src/ and scripts/, outside the
 * messages folder; tests do not count). Heuristic, on the files as text: a top-level key `k` of `xMessages`
 * counts as read when some file names `xMessages` and also reads `.k`, `['k']` or destructures `{ k }`.
 * Nested maps (order statuses, notification types, field labels…) are indexed by values from the wire,
 * so only their own key (`status`, `types`, `labels`) is looked for.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { areas, messagesDir } from './message-areas.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|astro|mjs)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !file.startsWith(messagesDir));
}

const code = ['src', 'scripts'].flatMap(sourceFiles).map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }));

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` reads key `key` (of an object it names elsewhere). */
function readsKey(text: string, key: string): boolean {
  const k = literal(key);
  return new RegExp(`\\.${k}\\b|\\[\\s*['"]${k}['"]\\s*\\]|\\{[^}]*\\b${k}\\b[^}]*\\}\\s*=`).test(text);
}

/** Top-level keys of `exportName`'s object that no file of the shop reads. */
function unreadKeys(exportName: string, keys: readonly string[]): string[] {
  const users = code.filter(({ text }) => new RegExp(`\\b${exportName}\\b`).test(text));
  return keys.filter((key) => !users.some(({ text }) => readsKey(text, key)));
}

describe('readsKey', () => {
  it.each([
    ['cartMessages.addError', 'addError', true],
    ["cartMessages['addError']", 'addError', true],
    ['const { addError, empty } = cartMessages;', 'addError', true],
    ['cartMessages.addErrorTwice', 'addError', false],
    ['cartMessages.empty', 'addError', false],
    ['addError: 1', 'addError', false],
  ])('%s reads %s: %s', (text, key, expected) => {
    expect(readsKey(text, key)).toBe(expected);
  });

  it('finds a key nothing reads', () => {
    expect(unreadKeys('cartMessages', ['addError', 'aKeyNothingReads'])).toEqual(['aKeyNothingReads']);
  });
});

describe.each(areas.map((a) => [a.name, a] as const))('area %s', (_name, area) => {
  it(`every key of ${area.exportName} is read by the shop's code`, () => {
    const object = area.exports[area.exportName] as Record<string, unknown>;
    expect(unreadKeys(area.exportName, Object.keys(object))).toEqual([]);
  });
});
