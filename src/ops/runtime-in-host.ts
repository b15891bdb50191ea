import { posix } from 'node:path';

/**
 * Rolldown gives its helpers (`__commonJS`, `__export`…) a chunk of their own whenever chunks are grouped
 * (`codeSplitting.groups`), and never lets a group's chunk host them while other chunks use them too. The
 * chunks every island loads (React, the shared stores) would import that tiny chunk, which the browser then
 * discovers only once they have arrived: on Slow 3G a whole round trip (2 s) at the end of every island's
 * hydration. `runtimeInHost` moves a copy of the helpers into the host chunk instead (the `stores` chunk, which
 * every island's chunk imports), and the chunks that import the host anyway take them from it; the runtime
 * chunk stays for the chunks that do not import the host. The helpers are pure functions: two copies behave as
 * one. Decisions 022 and 048.
 */

type Node = { type: string; start: number; end: number };
type Name = { name?: string; value?: string };
type Specifier = Node & { imported?: Name; exported?: Name; local: Name };
type Statement = Node & { source?: { value: string } | null; specifiers?: Specifier[]; declaration?: unknown };

/** What this module reads of a bundle's chunk (Rolldown's OutputChunk has these fields). */
export type Chunk = { fileName: string; code: string; imports: readonly string[] };
/** The bundler's parser (a plugin's `this.parse`): a module's code to its ESTree program. */
export type Parse = (code: string) => { body: readonly unknown[] };

/** Prefix of the names under which the host holds and exports the helpers; no chunk concerned may use it already. */
const PREFIX = '$rd_';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const nameOf = (name: Name | undefined): string | undefined => name?.name ?? name?.value;

function statements(parse: Parse, chunk: Chunk): Statement[] | null {
  try {
    return parse(chunk.code).body as Statement[];
  } catch {
    return null;
  }
}

/** The specifier by which `from` imports `to` (both file names of one bundle). */
function specifier(from: string, to: string): string {
  const path = posix.relative(posix.dirname(from), to);
  return path.startsWith('.') ? path : `./${path}`;
}

function cut(code: string, nodes: readonly Node[], replacement: (node: Node) => string = () => ''): string {
  let result = code;
  for (const node of [...nodes].sort((a, b) => b.start - a.start))
    result = result.slice(0, node.start) + replacement(node) + result.slice(node.end);
  return result;
}

/** The runtime chunk's code without its export list, and its exported names (each the name of its local); null if it is not that plain. */
function runtimeParts(parse: Parse, runtime: Chunk): { body: string; names: string[] } | null {
  const body = statements(parse, runtime);
  if (!body) return null;
  const names: string[] = [];
  const lists: Statement[] = [];
  for (const statement of body) {
    if (['ImportDeclaration', 'ExportAllDeclaration', 'ExportDefaultDeclaration'].includes(statement.type)) return null;
    if (statement.type !== 'ExportNamedDeclaration') continue;
    if (statement.source || statement.declaration) return null;
    for (const spec of statement.specifiers ?? []) {
      const exported = nameOf(spec.exported);
      if (exported === undefined || exported !== nameOf(spec.local) || !IDENTIFIER.test(exported)) return null;
      names.push(exported);
    }
    lists.push(statement);
  }
  return { body: cut(runtime.code, lists).trim().replace(/;?$/, ';'), names };
}

/** `chunk`'s import declarations of `target`, when all are plain named imports (or bare imports); null otherwise. */
function importsOf(parse: Parse, chunk: Chunk, target: string): Statement[] | null {
  const body = statements(parse, chunk);
  if (!body) return null;
  const source = specifier(chunk.fileName, target);
  const found = body.filter((s) => s.type === 'ImportDeclaration' && s.source?.value === source);
  const plain = found.every((s) =>
    (s.specifiers ?? []).every((spec) => spec.type === 'ImportSpecifier' && nameOf(spec.imported) !== undefined),
  );
  return plain ? found : null;
}

/** Chunks reachable from `start` by static imports, `start` included. */
function reachable(start: string, chunks: ReadonlyMap<string, Chunk>): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(chunks.get(file)?.imports ?? []));
  }
  return seen;
}

/**
 * New code for the chunks concerned (file name → code): `host` without its import of `runtime` if it had one,
 * starting with a copy of the runtime's code (called at once, its helpers kept under `$rd_` names and exported
 * under them), and every other chunk that imports both `runtime` and `host` (and that `host` does not load
 * itself, which would be a cycle) taking the helpers from `host`. A host that does not use the helpers itself
 * holds them for those chunks. Empty when neither `host` nor any such chunk imports `runtime`; null when the
 * shapes are not the plain ones Rolldown writes (the caller keeps the chunks).
 */
export function runtimeInHost(parse: Parse, host: Chunk, runtime: Chunk, bundle: readonly Chunk[]): Map<string, string> | null {
  const rewritten = new Map<string, string>();
  const chunks = new Map(bundle.map((chunk) => [chunk.fileName, chunk]));
  const loadedByHost = reachable(
    host.fileName,
    new Map([...chunks, [host.fileName, { ...host, imports: host.imports.filter((f) => f !== runtime.fileName) }]]),
  );
  const consumers = bundle.filter(
    (chunk) => chunk.imports.includes(runtime.fileName) && chunk.imports.includes(host.fileName) && !loadedByHost.has(chunk.fileName),
  );
  const hostUses = host.imports.includes(runtime.fileName);
  if (!hostUses && consumers.length === 0) return rewritten;
  const parts = runtimeParts(parse, runtime);
  const hostImports = hostUses ? importsOf(parse, host, runtime.fileName) : [];
  if (!parts || !hostImports) return null;
  if ([host, ...consumers].some((chunk) => chunk.code.includes(PREFIX))) return null;

  const exported = new Set(parts.names);
  const aliases: string[] = [];
  for (const declaration of hostImports) {
    for (const spec of declaration.specifiers ?? []) {
      const imported = nameOf(spec.imported) ?? '';
      if (!exported.has(imported)) return null;
      aliases.push(`${nameOf(spec.local)}=${PREFIX}${imported}`);
    }
  }
  const held = parts.names.map((name) => `${name}:${PREFIX}${name}`).join(',');
  const returned = parts.names.map((name) => `${name}:${name}`).join(',');
  const prologue = `var{${held}}=(()=>{${parts.body}return{${returned}}})()${aliases.map((alias) => `,${alias}`).join('')};`;
  const exports = `export{${parts.names.map((name) => PREFIX + name).join(',')}};`;
  rewritten.set(host.fileName, `${prologue}${cut(host.code, hostImports)}\n${exports}`);

  for (const consumer of consumers) {
    const declarations = importsOf(parse, consumer, runtime.fileName);
    if (!declarations) continue;
    const names = declarations.flatMap((d) => d.specifiers ?? []).map((spec) => [nameOf(spec.imported) ?? '', nameOf(spec.local)] as const);
    if (names.some(([imported]) => !exported.has(imported))) continue;
    const from = JSON.stringify(specifier(consumer.fileName, host.fileName));
    const list = names.map(([imported, local]) => `${PREFIX}${imported} as ${local}`).join(',');
    const [first, ...others] = declarations;
    if (!first) continue;
    const code = cut(consumer.code, others);
    rewritten.set(
      consumer.fileName,
      cut(code, [first], () => (list === '' ? '' : `import{${list}}from${from};`)),
    );
  }
  return rewritten;
}
