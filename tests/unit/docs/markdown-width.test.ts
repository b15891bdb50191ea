import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const WIDTH = 140;

/** Every Markdown file git tracks (README.md, docs/**, each area's README…). */
const markdownFiles = execFileSync('git', ['ls-files', '-z', '--', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '');

/** `file:line (width)` for each line of `text` wider than WIDTH characters. */
function wideLinesOf(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    const width = [...line].length;
    return width > WIDTH ? [`${file}:${index + 1} (${width})`] : [];
  });
}

const wideLines = (file: string): string[] => wideLinesOf(file, readFileSync(join(root, file), 'utf8'));

describe(`no Markdown line is wider than ${WIDTH} characters (wide tables become lists)`, () => {
  it('reads every tracked Markdown file', () => {
    expect(markdownFiles).toEqual(expect.arrayContaining(['README.md', 'docs/deploying.md', 'src/server/README.md']));
    expect(markdownFiles.length).toBeGreaterThan(25);
  });

  it('counts characters, not bytes, and names each wide line', () => {
    const text = ['# Titre', 'é'.repeat(WIDTH), `| ${'x'.repeat(WIDTH - 4)} |`, `| ${'x'.repeat(WIDTH - 3)} |`].join('\n');
    expect(wideLinesOf('x.md', text)).toEqual([`x.md:4 (${WIDTH + 1})`]);
  });

  it('every line of every file fits', () => {
    expect(markdownFiles.flatMap(wideLines)).toEqual([]);
  });
});
