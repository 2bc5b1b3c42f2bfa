// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The project's real eslint.config.js, so this pins the configuration the lint step runs, not a copy of it.
const cwd = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd });

const BOUNDARY_RULES = ['boundaries/allowed-imports', 'no-restricted-globals', 'no-restricted-properties'];

/** The boundary messages ESLint gives `code` as if it were the file `filePath` (project-relative). */
async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((m) => m.ruleId !== null && BOUNDARY_RULES.includes(m.ruleId))
    .map((m) => ({ ruleId: m.ruleId, message: m.message }));
}

/** Every error (any rule), to prove an allowed probe is clean, not only free of one rule. */
async function allErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

// ESLint loads its configuration and plugins at the first lint: seconds on a loaded machine, paid here once rather
// than inside whichever test runs first.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'src/core/warm.ts' });
}, 60_000);

describe('layer boundaries: refused', () => {
  it.each([
    [
      'the engine importing the http client',
      'game-engine/dice/x.ts',
      "import { http } from '../../src/app/network/http';\nexport const h = http;\n",
      /game-engine\/dice may not import src\/app/,
    ],
    [
      'ui importing an engine internal',
      'ui/games/x.tsx',
      "import { DiceScene } from '../../game-engine/dice/DiceScene';\nexport const s = DiceScene;\n",
      /ui may not import the game folder game-engine\/dice/,
    ],
    ['src/core importing pg', 'src/core/x.ts', "import pg from 'pg';\nexport const p = pg;\n", /src\/core may not import the package 'pg'/],
    [
      'src/app importing pixi.js',
      'src/app/x.ts',
      "import { Application } from 'pixi.js';\nexport const a = Application;\n",
      /src\/app may not import the package 'pixi.js'/,
    ],
    [
      'one game importing another',
      'game-engine/dice/x.ts',
      "import { createLimboEngine } from '../limbo';\nexport const c = createLimboEngine;\n",
      /may not import the game folder game-engine\/limbo/,
    ],
    [
      'a ui game folder importing its engine eagerly',
      'ui/games/dice/x.tsx',
      "import { createDiceEngine } from '../../../game-engine/dice/index';\nexport const c = createDiceEngine;\n",
      /only lazily/,
    ],
    [
      "a ui game folder loading another game's engine",
      'ui/games/dice/x.tsx',
      "export const load = () => import('../../../game-engine/limbo');\n",
      /ui\/games\/dice may not import the game folder game-engine\/limbo/,
    ],
    [
      'shared ui loading a game engine',
      'ui/games/x.tsx',
      "export const load = () => import('../../game-engine/dice/index');\n",
      /ui may not import the game folder game-engine\/dice/,
    ],
    [
      'the game kit importing a game folder',
      'ui/games/kit/x.tsx',
      "import { diceUi } from '../dice';\nexport const d = diceUi;\n",
      /ui\/games\/kit may not import the game folder ui\/games\/dice/,
    ],
    [
      "the game kit importing a game folder's file",
      'ui/games/kit/x.tsx',
      "import { DiceFields } from '../dice/DiceFields';\nexport const d = DiceFields;\n",
      /ui\/games\/kit may not import the game folder ui\/games\/dice/,
    ],
    [
      'the game kit importing the registry',
      'ui/games/kit/x.tsx',
      "import { uiModuleOf } from '../registry';\nexport const u = uiModuleOf;\n",
      /ui\/games\/kit may not import the game registry/,
    ],
    [
      'the game kit loading a game engine',
      'ui/games/kit/x.tsx',
      "export const load = () => import('../../../game-engine/dice');\n",
      /ui\/games\/kit may not import the game folder game-engine\/dice/,
    ],
    [
      'one ui game folder importing another',
      'ui/games/dice/x.tsx',
      "import { limboUi } from '../limbo';\nexport const l = limboUi;\n",
      /ui\/games\/dice may not import the game folder ui\/games\/limbo/,
    ],
    [
      'shared src/app importing a game folder',
      'src/app/store/x.ts',
      "import { createCrashSlice } from '../games/crash/crashSlice';\nexport const c = createCrashSlice;\n",
      /src\/app may not import the game folder src\/app\/games\/crash/,
    ],
    [
      "shared src/app importing a game folder's entry",
      'src/app/store/x.ts',
      "export * from '../games/crash';\n",
      /src\/app may not import the game folder src\/app\/games\/crash/,
    ],
    [
      "the game kit importing a game's client code",
      'ui/games/kit/x.tsx',
      "import { watchCrash } from '../../../src/app/games/crash/crashActions';\nexport const w = watchCrash;\n",
      /ui\/games\/kit may not import the game folder src\/app\/games\/crash/,
    ],
    [
      "a ui game folder importing another game's client code",
      'ui/games/dice/x.tsx',
      "import { watchCrash } from '../../../src/app/games/crash/crashActions';\nexport const w = watchCrash;\n",
      /ui\/games\/dice may not import the game folder src\/app\/games\/crash/,
    ],
    [
      'shared ui importing a game folder',
      'ui/home/x.tsx',
      "import { diceUi } from '../games/dice';\nexport const d = diceUi;\n",
      /ui may not import the game folder ui\/games\/dice/,
    ],
    [
      'ui importing engine core',
      'ui/games/x.tsx',
      "import { Engine } from '../../game-engine/core/Engine';\nexport const e = Engine;\n",
      /ui may not import game-engine\/core/,
    ],
    ['a pixi.js subpath in ui', 'ui/x.tsx', "import 'pixi.js/unsafe-eval';\n", /ui may not import the package 'pixi.js'/],
    [
      'src/app importing ui outside the composition root',
      'src/app/x.ts',
      "export { AppLayout } from '../../ui/layout/AppLayout';\n",
      /src\/app may not import ui/,
    ],
    ['the server importing react', 'server/x.ts', "export const r = await import('react');\n", /server may not import the package 'react'/],
    [
      'the server base importing a domain',
      'server/lib/x.ts',
      "import { Hub } from '../live/hub';\nexport const h = Hub;\n",
      /server\/lib.* may load '..\/live\/hub' only lazily/,
    ],
    [
      'the money module importing a domain',
      'server/money/x.ts',
      "import { creditDeposit } from '../wallet/deposits';\nexport const c = creditDeposit;\n",
      /server\/money may not import server/,
    ],
    [
      'a domain importing the composition root',
      'server/wallet/x.ts',
      "import { build } from '../app';\nexport const b = build;\n",
      /server may not import the server composition root/,
    ],
    [
      'production code importing a test helper',
      'src/app/x.ts',
      "import { fakeUser } from './fixtures.testing';\nexport const f = fakeUser;\n",
      /test helper '.\/fixtures.testing'/,
    ],
    [
      'the audio module importing the store',
      'src/audio/x.ts',
      "import { getState } from '../app/store';\nexport const g = getState;\n",
      /src\/audio may not import src\/app/,
    ],
    [
      'the audio module importing react',
      'src/audio/x.ts',
      "import { useState } from 'react';\nexport const u = useState;\n",
      /src\/audio may not import the package 'react'/,
    ],
    [
      'shared ui importing the celebration layer eagerly',
      'ui/streamer/x.tsx',
      "import BigWinCelebration from '../celebration/BigWinCelebration';\nexport const b = BigWinCelebration;\n",
      /ui may load '..\/celebration\/BigWinCelebration' only lazily/,
    ],
    [
      'a ui game folder loading the celebration layer',
      'ui/games/dice/x.tsx',
      "export const load = () => import('../../celebration/BigWinCelebration');\n",
      /ui\/games\/dice may not import ui\/celebration/,
    ],
    [
      'src/app importing the celebration layer',
      'src/app/x.ts',
      "export const load = () => import('../../ui/celebration/BigWinCelebration');\n",
      /src\/app may not import ui\/celebration/,
    ],
    [
      'the engine importing the celebration layer',
      'game-engine/dice/x.ts',
      "export const load = () => import('../../ui/celebration/BigWinCelebration');\n",
      /game-engine\/dice may not import ui\/celebration/,
    ],
    [
      'the celebration layer importing an engine',
      'ui/celebration/x.tsx',
      "export const load = () => import('../../game-engine/dice/index');\n",
      /ui\/celebration may not import the game folder game-engine\/dice/,
    ],
    [
      'the celebration layer importing gsap',
      'ui/celebration/x.tsx',
      "import gsap from 'gsap';\nexport const g = gsap;\n",
      /ui\/celebration may not import the package 'gsap'/,
    ],
    [
      'shared ui importing @pixi/react',
      'ui/x.tsx',
      "import { Application } from '@pixi/react';\nexport const a = Application;\n",
      /ui may not import the package '@pixi\/react'/,
    ],
    [
      'src/core importing a Node built-in',
      'src/core/x.ts',
      "import { readFileSync } from 'fs';\nexport const r = readFileSync;\n",
      /Node built-in 'fs'/,
    ],
  ])('%s', async (_name, filePath, code, reason) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.ruleId).toBe('boundaries/allowed-imports');
    expect(errors[0]!.message).toMatch(reason);
  });

  it.each([
    'window.setTimeout(() => {}, 1);',
    'globalThis.setInterval(() => {}, 1);',
    'self.requestAnimationFrame(() => {});',
    'setTimeout(() => {}, 1);',
    'requestAnimationFrame(() => {});',
  ])('engine timer: %s', async (code) => {
    const errors = await boundaryErrors('game-engine/dice/x.ts', `${code}\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.ruleId).toMatch(/^no-restricted-(globals|properties)$/);
    expect(errors[0]!.message).toMatch(/driven by its ticker/);
  });

  it('decimal.js outside src/core/money.ts is refused in favour of the configured clone', async () => {
    expect(await allErrors('src/core/x.ts', "import Decimal from 'decimal.js';\nexport const d = Decimal;\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*src\/core\/money/),
    ]);
  });

  it('zod outside src/core/zod.ts is refused in browser code (its CSP-safe configuration), types excepted', async () => {
    expect(await allErrors('src/app/x.ts', "import { z } from 'zod';\nexport const s = z.string();\n")).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-restricted-imports: .*src\/core\/zod/),
    ]);
    expect(await allErrors('ui/x.ts', "import type { z } from 'zod';\nexport type S = z.ZodString;\n")).toEqual([]);
  });
});

describe('layer boundaries: allowed', () => {
  it.each([
    [
      'ui importing the engine types',
      'ui/games/x.tsx',
      "import type { GameEngine } from '../../game-engine/types';\nexport type G = GameEngine;\n",
    ],
    [
      'a ui game folder loading its engine lazily',
      'ui/games/dice/x.tsx',
      "export const load = () => import('../../../game-engine/dice/index');\n",
    ],
    [
      'a ui game folder building on the kit',
      'ui/games/dice/x.tsx',
      "import { LinkedInput } from '../kit/LinkedInput';\nimport { readDiceParams } from './links';\nexport const x = [LinkedInput, readDiceParams];\n",
    ],
    [
      'the registry composing the game folders',
      'ui/games/registry.ts',
      "import { diceUi } from './dice';\nimport { crashUi } from './crash';\nexport const x = [diceUi, crashUi];\n",
    ],
    [
      "the store composing the games' slices through the app registry",
      'src/app/store/x.ts',
      "import { createGameSlices } from '../games/registry';\nexport const c = createGameSlices;\n",
    ],
    [
      'a ui game folder using its own client code',
      'ui/games/crash/x.tsx',
      "import { watchCrash } from '../../../src/app/games/crash/crashActions';\nexport const w = watchCrash;\n",
    ],
    [
      'a kit test composing the kit through the registry',
      'ui/games/kit/x.test.tsx',
      "import { uiModuleOf } from '../registry';\nexport const u = uiModuleOf;\n",
    ],
    [
      'shared ui using the kit and the registry',
      'ui/chat/x.tsx',
      "import { AmountField } from '../games/kit/AmountField';\nimport { BetDetailDialog } from '../games/registry';\nexport const x = [AmountField, BetDetailDialog];\n",
    ],
    ['the engine importing money', 'game-engine/dice/x.ts', "import { Decimal } from '../../src/core/money';\nexport const d = Decimal;\n"],
    [
      'a game importing engine core and pixi.js',
      'game-engine/dice/x.ts',
      "import { Engine } from '../core/Engine';\nimport { Container } from 'pixi.js';\nexport const e = [Engine, Container];\n",
    ],
    [
      'main.tsx importing ui',
      'src/app/main.tsx',
      "import '../../ui/styles/tokens.css';\nimport { AppLayout } from '../../ui/layout/AppLayout';\nexport const a = AppLayout;\n",
    ],
    [
      "the overlay page's entry importing ui",
      'src/app/overlayMain.tsx',
      "import '../../ui/styles/tokens.css';\nimport { OverlayApp } from '../../ui/overlay/OverlayApp';\nexport const a = OverlayApp;\n",
    ],
    [
      'a domain importing the money module and the pool',
      'server/wallet/x.ts',
      "import { applyMovements } from '../money/moves';\nimport { withTx } from '../db/pool';\nexport const x = [applyMovements, withTx];\n",
    ],
    [
      'the server base importing the config type',
      'server/lib/x.ts',
      "import type { WindowLimit } from '../config';\nexport type W = WindowLimit;\n",
    ],
    [
      'a server route importing node and core',
      'server/x.ts',
      "import { createHash } from 'node:crypto';\nimport { parseAmount } from '../src/core/amount';\nexport const x = [createHash, parseAmount];\n",
    ],
    [
      'shared ui loading the celebration layer lazily',
      'ui/overlay/x.tsx',
      "import { lazy } from 'react';\nexport const B = lazy(() => import('../celebration/BigWinCelebration'));\n",
    ],
    [
      'the celebration layer drawing with @pixi/react over ui, app, core and audio',
      'ui/celebration/x.tsx',
      "import { Application, extend } from '@pixi/react';\nimport { Container } from 'pixi.js';\nimport { usePrivate } from '../streamer/Private';\nimport { shellSound } from '../../src/app/feedback/sound';\nimport { createFlashLimiter } from '../../src/core/flashLimit';\nimport type { SharedSound } from '../../src/audio';\nexport const x = [Application, extend, Container, usePrivate, shellSound, createFlashLimiter];\nexport type S = SharedSound;\n",
    ],
    [
      'a unit test importing a test helper',
      'ui/x.test.tsx',
      "import { fakeUser } from '../src/app/api/fixtures.testing';\nexport const f = fakeUser;\n",
    ],
    [
      'a unit test importing vitest and node',
      'src/core/x.test.ts',
      "import { randomBytes } from 'node:crypto';\nimport { it } from 'vitest';\nit('x', () => { randomBytes(1); });\n",
    ],
  ])('%s', async (_name, filePath, code) => {
    expect(await allErrors(filePath, code)).toEqual([]);
  });

  it('src/core importing decimal.js passes the boundary rule (money.ts is where it is configured)', async () => {
    expect(await allErrors('src/core/money.ts', "import DecimalJs from 'decimal.js';\nexport const D = DecimalJs;\n")).toEqual([]);
    expect(await boundaryErrors('src/core/x.ts', "import DecimalJs from 'decimal.js';\nexport const D = DecimalJs;\n")).toEqual([]);
  });
});

describe('no HTML from strings', () => {
  const htmlErrors = async (filePath: string, code: string) =>
    (await eslint.lintText(code, { filePath }))[0]!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').length;

  it.each([
    ['dangerouslySetInnerHTML', 'ui/x.tsx', 'export const X = ({ t }: { t: string }) => <p dangerouslySetInnerHTML={{ __html: t }} />;\n'],
    ['innerHTML', 'src/app/x.ts', 'export function f(el: HTMLElement, t: string) {\n  el.innerHTML = t;\n}\n'],
    ['outerHTML', 'ui/x.tsx', 'export function f(el: HTMLElement, t: string) {\n  el.outerHTML = t;\n}\n'],
    ['insertAdjacentHTML', 'ui/x.tsx', "export function f(el: HTMLElement, t: string) {\n  el.insertAdjacentHTML('beforeend', t);\n}\n"],
    ['document.write', 'src/app/x.ts', 'export function f(t: string) {\n  document.write(t);\n}\n'],
  ])('refuses %s', async (_name, filePath, code) => {
    expect(await htmlErrors(filePath, code)).toBe(1);
  });

  it('lets text through', async () => {
    expect(await htmlErrors('ui/x.tsx', 'export const X = ({ t }: { t: string }) => <p title={t}>{t}</p>;\n')).toBe(0);
    expect(await htmlErrors('src/app/x.ts', 'export function f(el: HTMLElement, t: string) {\n  el.textContent = t;\n}\n')).toBe(0);
  });
});
