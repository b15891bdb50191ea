import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseSync } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { type Chunk, runtimeInHost as rewrite } from '../../../src/ops/runtime-in-host.ts';

/** Rolldown's parser, as the build's plugin passes it (`this.parse`): it throws on a syntax error. */
function parse(code: string) {
  const { program, errors } = parseSync('chunk.js', code, { sourceType: 'module' });
  if (errors.length > 0) throw new SyntaxError(errors[0]?.message);
  return program;
}
const runtimeInHost = (host: Chunk, runtime: Chunk, bundle: readonly Chunk[]) => rewrite(parse, host, runtime, bundle);

/** Rolldown's runtime chunk as the build writes it (`__defProp`, `__commonJSMin`, `__exportAll`). */
const RUNTIME: Chunk = {
  fileName: '_astro/rolldown-runtime.js',
  code: 'var e=Object.defineProperty,t=(e,t)=>()=>(t||(e((t={exports:{}}).exports,t,t.exports),e=null),t.exports),n=(t,n)=>{let r={};for(var i in t)e(r,i,{get:t[i],enumerable:!0});return n||e(r,Symbol.toStringTag,{value:`Module`}),r};export{n,t};',
  imports: [],
};
/** The group chunk: a CommonJS module wrapped by `__commonJSMin`. */
const HOST: Chunk = {
  fileName: '_astro/islands.js',
  code: 'import{t as e}from"./rolldown-runtime.js";var r=e((x,m)=>{m.exports={react:1}});const c=r();export{c as a};',
  imports: ['_astro/rolldown-runtime.js'],
};
/** A chunk loaded later that imports the host anyway, and a namespace object made with `__exportAll`. */
const CART: Chunk = {
  fileName: '_astro/cart.js',
  code: 'import{n as e}from"./rolldown-runtime.js";import{a as h}from"./islands.js";var s=e({count:()=>k}),k=h.react+1;export{s as ns};',
  imports: ['_astro/rolldown-runtime.js', '_astro/islands.js'],
};
/** A chunk that does not import the host: it keeps the runtime chunk. */
const COMMUNES: Chunk = {
  fileName: '_astro/communes.js',
  code: 'import{n as e}from"./rolldown-runtime.js";var t=e({list:()=>n}),n=[`Gombe`];export{t as ns};',
  imports: ['_astro/rolldown-runtime.js'],
};
const BUNDLE = [RUNTIME, HOST, CART, COMMUNES];

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** Writes the chunks as ES modules into a folder of their own and imports `entry` from it. */
async function run(chunks: readonly Chunk[], entry: string): Promise<Record<string, unknown>> {
  const folder = await mkdtemp(join(tmpdir(), 'kin-runtime-'));
  folders.push(folder);
  await writeFile(join(folder, 'package.json'), '{"type":"module"}');
  await mkdir(join(folder, '_astro'));
  await Promise.all(chunks.map((chunk) => writeFile(join(folder, chunk.fileName), chunk.code)));
  return import(pathToFileURL(join(folder, entry)).href);
}

const apply = (bundle: readonly Chunk[], rewritten: ReadonlyMap<string, string>): Chunk[] =>
  bundle.map((chunk) => ({ ...chunk, code: rewritten.get(chunk.fileName) ?? chunk.code }));

describe('runtimeInHost', () => {
  const rewritten = runtimeInHost(HOST, RUNTIME, BUNDLE);

  it('rewrites the host and the chunks that import it, never the runtime or a chunk without the host', () => {
    expect([...(rewritten?.keys() ?? [])].sort()).toEqual([CART.fileName, HOST.fileName]);
  });

  it('the host no longer imports the runtime chunk and exports its helpers', () => {
    const host = rewritten?.get(HOST.fileName) ?? '';
    expect(host).not.toContain('rolldown-runtime');
    expect(host).toMatch(/export\{\$rd_n,\$rd_t\};$/);
  });

  it('a chunk importing the host takes the helpers from it, and nothing more from the runtime chunk', () => {
    const cart = rewritten?.get(CART.fileName) ?? '';
    expect(cart).not.toContain('rolldown-runtime');
    expect(cart).toMatch(/^import\{\$rd_n as e\}from"\.\/islands\.js";/);
  });

  it('the chunks behave as before: the CommonJS module and the namespace objects', async () => {
    const before = [await run(BUNDLE, CART.fileName), await run(BUNDLE, COMMUNES.fileName)];
    const after = [
      await run(apply(BUNDLE, rewritten ?? new Map()), CART.fileName),
      await run(apply(BUNDLE, rewritten ?? new Map()), COMMUNES.fileName),
    ];
    const seen = (module: Record<string, unknown>) => {
      const ns = module['ns'] as Record<string, unknown>;
      return { keys: Object.keys(ns), values: Object.values(ns), tag: Object.prototype.toString.call(ns) };
    };
    expect(after.map(seen)).toEqual(before.map(seen));
    expect(seen(after[0] ?? {})).toEqual({ keys: ['count'], values: [2], tag: '[object Module]' });
  });

  const refused: Array<[string, Chunk, Chunk, Chunk[]]> = [
    ['a runtime that imports something', HOST, { ...RUNTIME, code: `import"./x.js";${RUNTIME.code}` }, BUNDLE],
    ['a runtime exporting under another name', HOST, { ...RUNTIME, code: RUNTIME.code.replace('export{n,t}', 'export{n as a,t}') }, BUNDLE],
    ['a namespace import of the runtime', { ...HOST, code: HOST.code.replace('{t as e}', '*as e') }, RUNTIME, BUNDLE],
    ['a name the runtime does not export', { ...HOST, code: HOST.code.replace('{t as e}', '{z as e}') }, RUNTIME, BUNDLE],
    ['a chunk already using the helpers’ prefix', { ...HOST, code: `${HOST.code}var $rd_x=1;` }, RUNTIME, BUNDLE],
  ];
  it.each(refused)('keeps every chunk as it is for %s', (_case, host, runtime, bundle) => {
    expect(runtimeInHost(host, runtime, bundle)).toBeNull();
  });

  it('has nothing to do when neither the host nor a chunk importing it imports the runtime', () => {
    const cart = {
      ...CART,
      code: CART.code.replace('import{n as e}from"./rolldown-runtime.js";', 'const e=(o)=>o;'),
      imports: [HOST.fileName],
    };
    expect(runtimeInHost({ ...HOST, imports: [] }, RUNTIME, [RUNTIME, { ...HOST, imports: [] }, cart, COMMUNES])?.size).toBe(0);
  });

  /** A host without helpers of its own (the stores, below React): the chunks importing it take them from it. */
  const STORES: Chunk = { fileName: '_astro/stores.js', code: 'const a=1;export{a as s};', imports: [] };
  const REACT: Chunk = {
    ...HOST,
    code: `${HOST.code.replace('export{c as a}', 'import{s}from"./stores.js";export{c as a}')}`,
    imports: [...HOST.imports, STORES.fileName],
  };
  const SESSION: Chunk = {
    fileName: '_astro/session.js',
    code: 'import{n as e}from"./rolldown-runtime.js";import{s as h}from"./stores.js";var s=e({count:()=>k}),k=h+1;export{s as ns};',
    imports: ['_astro/rolldown-runtime.js', STORES.fileName],
  };
  const LOWER = [RUNTIME, STORES, REACT, SESSION, COMMUNES];

  it('a host that does not use the helpers holds them for the chunks importing it, which no longer import the runtime chunk', async () => {
    const lower = runtimeInHost(STORES, RUNTIME, LOWER);
    expect([...(lower?.keys() ?? [])].sort()).toEqual([REACT.fileName, SESSION.fileName, STORES.fileName]);
    expect(lower?.get(STORES.fileName)).toMatch(/export\{\$rd_n,\$rd_t\};$/);
    for (const file of [REACT.fileName, SESSION.fileName]) expect(lower?.get(file)).not.toContain('rolldown-runtime');
    const seen = (module: Record<string, unknown>) => {
      const ns = module['ns'] as Record<string, unknown>;
      return { keys: Object.keys(ns), values: Object.values(ns), tag: Object.prototype.toString.call(ns) };
    };
    const after = apply(LOWER, lower ?? new Map());
    expect(seen(await run(after, SESSION.fileName))).toEqual(seen(await run(LOWER, SESSION.fileName)));
    expect((await run(after, REACT.fileName))['a']).toEqual((await run(LOWER, REACT.fileName))['a']);
  });

  it('leaves a chunk that the host loads itself (a cycle) and a namespace import of the runtime to the runtime chunk', () => {
    const host = { ...HOST, imports: [...HOST.imports, CART.fileName] };
    const star = { ...COMMUNES, fileName: '_astro/star.js', code: COMMUNES.code.replace('{n as e}', '*as r').replace('e({', 'r.n({') };
    const bundle = [RUNTIME, host, CART, { ...star, imports: [...star.imports, HOST.fileName] }];
    expect([...(runtimeInHost(host, RUNTIME, bundle)?.keys() ?? [])]).toEqual([HOST.fileName]);
  });
});
