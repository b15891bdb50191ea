/**
 * The orders CSV opened by a real spreadsheet: LibreOffice Calc (Debian's `libreoffice-calc-nogui`, scripts/ensure-libreoffice.ts)
 * reads it as French Excel does (« ; », UTF-8, French locale) and writes an xlsx, read back here: the right rows, accents
 * intact, amounts and dates as numbers, and a customer's name that is a formula arriving as text.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { afterAll, describe, expect, it } from 'vitest';
import { toCents } from '../../../src/domain/money.ts';
import { exportsMessages } from '../../../src/messages/exports.ts';
import { novemberOrders } from './export-helpers.ts';
import { makeShop } from './helpers.ts';

/** `soffice` converting `file` to xlsx in `dir`, with a profile of its own; its stderr in the failure. */
function toXlsx(dir: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('soffice', [
      `-env:UserInstallation=file://${join(dir, 'profil')}`,
      '--headless',
      '--norestore',
      // Separator « ; » (59), quote « " » (34), UTF-8 (76), from line 1, French (France) locale (1036): French Excel's reading.
      '--infilter=CSV:59,34,76,1,,1036',
      '--convert-to',
      'xlsx',
      '--outdir',
      dir,
      file,
    ]);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`soffice exited with ${code}: ${stderr}`))));
  });
}

interface Cell {
  /** `s`: shared text, `str`/`inlineStr`: text, absent or `n`: a number. */
  type: string;
  value: string;
  formula: boolean;
}

/** The first sheet's cells by row, as the xlsx stores them (shared strings resolved). */
async function sheetOf(xlsx: Buffer): Promise<Cell[][]> {
  const zip = await JSZip.loadAsync(xlsx);
  const shared = [...((await zip.file('xl/sharedStrings.xml')?.async('string')) ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    [...(m[1] ?? '').matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join(''),
  );
  const decode = (text: string) =>
    text.replaceAll('&quot;', '"').replaceAll('&apos;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
  const sheet = (await zip.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
  // An empty cell is left out of the file: each cell goes to the column its reference (`r="C2"`) names.
  const column = (ref: string) => [...(/^[A-Z]+/.exec(ref)?.[0] ?? 'A')].reduce((n, letter) => n * 26 + letter.charCodeAt(0) - 64, 0) - 1;
  return [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
    const cells: Cell[] = [];
    for (const c of (row[1] ?? '').matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const type = /t="([^"]+)"/.exec(c[1] ?? '')?.[1] ?? 'n';
      const raw = /<v>([\s\S]*?)<\/v>/.exec(c[2] ?? '')?.[1] ?? /<t[^>]*>([\s\S]*?)<\/t>/.exec(c[2] ?? '')?.[1] ?? '';
      const at = column(/r="([A-Z]+\d+)"/.exec(c[1] ?? '')?.[1] ?? 'A');
      cells[at] = { type, value: decode(type === 's' ? (shared[Number(raw)] ?? '') : raw), formula: /<f[ >]/.test(c[2] ?? '') };
    }
    return Array.from(cells, (cell) => cell ?? { type: 'empty', value: '', formula: false });
  });
}

/** Days since 30 December 1899 (a spreadsheet's date number) of a Kinshasa wall clock time. */
const serial = (y: number, m: number, d: number, h: number, min: number) =>
  (Date.UTC(y, m - 1, d, h, min) - Date.UTC(1899, 11, 30)) / 86_400_000;

describe('the orders CSV of a month opened by LibreOffice Calc', { timeout: 180_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'kb-calc-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has a row per line, accents intact, amounts and dates as numbers, and a formula name as text', async () => {
    const shop = makeShop();
    const { placed } = await novemberOrders(shop);
    const admin = await shop.staff();
    const res = await shop.call('GET', '/api/v1/staff/exports/commandes/?du=2026-11-01&au=2026-11-30', { token: admin });
    expect(res.status).toBe(200);
    const csv = join(dir, 'commandes.csv');
    writeFileSync(csv, new Uint8Array(await res.arrayBuffer()));
    await toXlsx(dir, csv);
    const [header, ...rows] = await sheetOf(readFileSync(join(dir, 'commandes.xlsx')));
    const columns = exportsMessages.columns.commandes;
    expect(header?.map((c) => c.value)).toEqual([...columns]);
    // Four orders of November (one of two lines); the one of 1 December in Kinshasa is left out.
    expect(rows).toHaveLength(5);
    const at = (name: (typeof columns)[number]) => columns.indexOf(name);
    const names = rows.map((r) => r[at('Client')]);
    expect(names.map((c) => c?.value)).toContain('Béatrice Ngalula');
    expect(names.map((c) => c?.value)).toContain('Jean-Pierre Mbuyi');
    const evil = names.find((c) => c?.value.includes('HYPERLINK'));
    expect(evil).toMatchObject({ formula: false, value: expect.stringMatching(/^'?=HYPERLINK\("http:\/\/evil\.example"\)$/) });
    expect(['s', 'str', 'inlineStr']).toContain(evil?.type);
    expect(rows.flat().some((c) => c.formula)).toBe(false);
    // Amounts are numbers, each order's total on its first row (an empty cell after it), equal to the order's total;
    // the first order's date is 1 November 00:30 in Kinshasa.
    const totalled = new Set<string | undefined>();
    for (const row of rows) {
      const number = row[at('Commande')]?.value;
      const total = row[at('Total de la commande (FC)')];
      expect(row[at('Date')]?.type).toBe('n');
      if (totalled.has(number)) {
        expect(total?.value ?? '').toBe('');
        continue;
      }
      totalled.add(number);
      expect(total?.type).toBe('n');
      const order = placed.find((o) => o.numero_commande === number);
      expect(Math.round(Number(total?.value) * 100)).toBe(toCents(order?.total_commande));
    }
    expect(totalled.size).toBe(4);
    const first = rows.find((r) => r[at('Commande')]?.value === placed[0]?.numero_commande);
    expect(Number(first?.[at('Date')]?.value)).toBeCloseTo(serial(2026, 11, 1, 0, 30), 6);
  });
});
