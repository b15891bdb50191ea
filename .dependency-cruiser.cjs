/**
 * Import boundaries of the shop (README, "Dependency direction"): run by `npm run test:boundaries`.
 *
 *   messages ← contract ← domain ← api ← stores ← islands ← pages
 *
 * `src/server/` uses messages, contract, domain and config only; nothing that runs in the browser reaches the
 * server, the operations code, the build-time catalogue or a Node API; only `src/config/` reads
 * the environment (checked by tests/unit/config/environment-readers.test.ts).
 */
const browser = '^src/(messages|contract|domain|api|stores|islands)/';
/** Gestion's own modules (astro.config.mjs names their chunks `gestion-…`). */
const gestion =
  '^src/((islands|stores)/gestion/|api/staff/|contract/staff-|messages/gestion\\.ts$|domain/(staff|delivery-slip|photo|stock-movement|order-alert|journal-entry)\\.ts$)';

/** A layer may import only the layers named (and itself). */
function only(layer, allowed) {
  return {
    name: `${layer}-imports`,
    comment: `src/${layer}/ may import only ${allowed.map((a) => `src/${a}/`).join(', ') || 'itself'} (README, dependency direction).`,
    severity: 'error',
    from: { path: `^src/${layer}/` },
    to: { path: '^src/', pathNot: [`^src/${layer}/`, ...allowed.map((a) => `^src/${a}/`)] },
  };
}

module.exports = {
  forbidden: [
    only('messages', []),
    only('contract', ['messages']),
    only('domain', ['messages', 'contract']),
    only('api', ['messages', 'contract', 'domain']),
    only('stores', ['messages', 'contract', 'domain', 'api', 'config/(shop|public-api-url|paths)\\.ts$|^src/config/paths']),
    only('islands', ['messages', 'contract', 'domain', 'api', 'stores', 'config/(shop|public-api-url|paths)\\.ts$|^src/config/paths']),
    only('server', ['messages', 'contract', 'domain', 'config']),
    {
      name: 'browser-no-node',
      comment: 'Code that runs in the browser imports no Node API.',
      severity: 'error',
      from: { path: browser },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'nothing-imports-server',
      comment: 'Only the entries that compose a process (src/serve.ts, src/server/main.ts), scripts and tests import src/server/.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/server/', '^src/serve\\.ts$'] },
      to: { path: '^src/server/' },
    },
    {
      name: 'gestion-apart',
      comment:
        "Gestion's browser code (the staff's screens) is its own: the storefront never imports it, so none of it loads on a customer page (npm run bench:pages checks the built chunks).",
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: [gestion, '^src/pages/gestion/', '^src/layouts/GestionLayout\\.astro$', '^src/server/', '^src/serve\\.ts$'],
      },
      to: { path: gestion },
    },
    {
      name: 'no-circular',
      comment:
        'No import cycle, static, dynamic (`import()`) or of types alike: a light store hands over to the full one by `import()`, and the full one never imports it back.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-test',
      comment: 'Shop code never imports tests.',
      severity: 'error',
      from: { path: '^(src|scripts)/' },
      to: { path: '^tests/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Not `includeOnly`: it would drop Node's core modules from the graph, and browser-no-node would never fire.
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
