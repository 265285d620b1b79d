/**
 * Import rules of src/ (see ../shared/design/architecture.md), checked in `npm test` by test/architecture/.
 * Engine rooms, bottom to top: kube, kruise, workloads, inplace, update, rollout; each imports only itself and the
 * rooms below it. Nothing outside the engine holds rules, so nothing in the engine reaches out of it.
 */
const ROOMS = ['kube', 'kruise', 'workloads', 'inplace', 'update', 'rollout']

const roomRules = ROOMS.map((room, i) => ({
  name: `engine-${room}-imports-below`,
  comment: `engine/${room}/ imports only ${ROOMS.slice(0, i + 1).join(', ')}`,
  severity: 'error',
  from: { path: `^src/engine/${room}/` },
  to: { path: '^src/engine/', pathNot: [`^src/engine/(${ROOMS.slice(0, i + 1).join('|')})/`] },
}))

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'an import cycle anywhere in src/',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    ...roomRules,
    {
      name: 'engine-nothing-flat',
      comment: 'only index.ts lies flat in src/engine/; everything else lives in a room',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^src/engine/[^/]+$', pathNot: '^src/engine/index\\.ts$' },
    },
    {
      name: 'engine-is-pure',
      comment: 'the engine does no I/O and knows no framework: only itself and the error registry',
      severity: 'error',
      from: { path: '^src/engine/' },
      to: { pathNot: ['^src/engine/', '^src/errors\\.ts$'] },
    },
    {
      name: 'engine-index-unused-inside',
      comment: 'engine rooms import each other directly, never the public index (it would hide upward imports)',
      severity: 'error',
      from: { path: '^src/engine/[^/]+/' },
      to: { path: '^src/engine/index\\.ts$' },
    },
    {
      name: 'admission-is-pure',
      comment: 'admission: the AdmissionReview contract and the policy, over the engine; no server, sockets or files',
      severity: 'error',
      from: { path: '^src/admission/' },
      to: { pathNot: ['^src/admission/', '^src/engine/', '^src/errors\\.ts$', '^node_modules/fast-json-patch/'] },
    },
    {
      name: 'reconciler-no-adapters-above',
      comment: 'the reconciler is an adapter over the engine; it never reaches the server, the CLI or admission',
      severity: 'error',
      from: { path: '^src/reconciler/' },
      to: { path: '^src/(server|cli|admission)/' },
    },
    {
      name: 'server-no-cli',
      comment: 'the server serves; the CLI starts it, never the other way round',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'config-is-a-leaf',
      comment: 'config reads flags and env into one typed value; it may name engine values (gates, releases) only',
      severity: 'error',
      from: { path: '^src/config\\.ts$' },
      to: { path: '^src/(admission|server|reconciler|cli|certs)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.js', '.json'] },
  },
}
