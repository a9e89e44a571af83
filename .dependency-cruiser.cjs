/**
 * The engine's data flow as rules (issue #14, "no import against the data flow"): a module may
 * import its own layer or a lower one, never a higher one. Run by `npm run depcheck` (part of
 * `npm test`). Type-only imports count: a type reached against the flow couples the layers as
 * much as a value does, and moving it down is the fix.
 */

/** Lowest first. A module's layer is the first entry whose pattern matches its path. */
const LAYERS = [
  { name: 'shared', paths: ['^shared/'] },
  {
    name: 'foundation',
    paths: ['^electron/engine/(store|settings|place|pipeline|llm)/'],
  },
  { name: 'watch', paths: ['^electron/engine/watch/'] },
  { name: 'ingest', paths: ['^electron/engine/ingest/'] },
  { name: 'perception', paths: ['^electron/engine/(video|perception)/'] },
  { name: 'augment', paths: ['^electron/engine/augment/'] },
  { name: 'answer', paths: ['^electron/engine/(search|qa)/'] },
  {
    name: 'composition',
    paths: ['^electron/engine/(library|media|handlers)/', '^electron/engine/(index|engine|library-engine)\\.ts$'],
  },
  { name: 'hosts', paths: ['^electron/engine/(cli|serve)/', '^electron/(main|preload)/'] },
];

const layerRules = LAYERS.slice(0, -1).map((layer, i) => ({
  name: `layer-${layer.name}`,
  comment: `${layer.name} (layer ${i}) imports only its own layer or lower ones; higher: ${LAYERS.slice(i + 1)
    .map((l) => l.name)
    .join(', ')}`,
  severity: 'error',
  from: { path: layer.paths },
  to: { path: LAYERS.slice(i + 1).flatMap((l) => l.paths) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'engine-unlayered',
      comment: 'Every engine module belongs to a layer: a new folder gets its place in LAYERS (.dependency-cruiser.cjs) first.',
      severity: 'error',
      from: { path: '^electron/engine/', pathNot: LAYERS.flatMap((l) => l.paths) },
      to: {},
    },
    {
      name: 'no-circular',
      comment:
        'A cycle makes two modules one: neither can be understood, tested or moved alone. A cycle closed only by a type import is not one at run time, and is how zustand slices type the store they are part of (renderer/src/state/*.ts ↔ store.ts).',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'engine-not-electron',
      comment: 'The engine is plain Node (it runs in the CLI, the server and a utility process): never the electron module.',
      severity: 'error',
      from: { path: '^electron/engine/' },
      // Unanchored: node_modules may be a symlink, and the cruiser reports the path it resolves to.
      to: { path: '(^|/)node_modules/electron/' },
    },
    {
      name: 'shared-is-the-contract',
      comment: 'shared/ is the contract between the engine, the hosts and the renderer: it imports nothing of theirs.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(electron|renderer)/' },
    },
    {
      name: 'renderer-only-shared',
      comment: 'The renderer talks to the engine through the bridge: of the project it imports only shared/ and itself.',
      severity: 'error',
      from: { path: '^renderer/' },
      to: { dependencyTypesNot: ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg', 'npm-unknown'], pathNot: ['^renderer/', '^shared/'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import the cruiser cannot resolve is an edge these rules cannot see.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^out/', '^dist/', '^node_modules/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
