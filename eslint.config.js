import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './eslint/boundaries.js';

/** Timers the engine may not use: its ticker is the one clock (pause on hidden tab, speed, fake time in tests). */
const TIMERS = ['setTimeout', 'setInterval', 'requestAnimationFrame'];
const TIMER_MESSAGE = 'Engine timers: game-engine is driven by its ticker (Clock), never by timers.';
/** decimal.js is configured once, as a clone, in src/core/money.ts; every restriction list of a file repeats this. */
const DECIMAL_IMPORT = {
  name: 'decimal.js',
  message: 'Import Decimal from src/core/money: it is the clone configured for money (precision 50, round down).',
};
const HTML_MESSAGE = 'No HTML from strings: render text as React text nodes (players write chat, names and feeds).';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      '.data-test/**',
      '.data-e2e*/**',
      '.data-bench/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Layer boundaries of DESIGN.md as allow-lists: each layer imports only what the LAYERS table in
  // eslint/boundaries.js names. tests/**, scripts/** and root configs are outside the layers (they drive or test
  // several layers at once); a *.test.ts(x) or *.testing.ts beside the code keeps its layer's list and may add
  // vitest, @testing-library and Node built-ins.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries },
    rules: { 'boundaries/allowed-imports': 'error' },
  },
  {
    // decimal.js is configured once, as a clone, in src/core/money.ts; everyone else imports that clone.
    files: ['**/*.{ts,tsx}'],
    ignores: ['src/core/money.ts', 'src/core/money.test.ts'], // the test checks that the global stays untouched
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [DECIMAL_IMPORT],
        },
      ],
    },
  },
  {
    // The server hashes with node:crypto only (server/lib/hmac.ts, server/games/crash/chain.ts); crypto-js, which the
    // core's hashing helpers below use, is the browser's, where players verify with it.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [DECIMAL_IMPORT],
          patterns: [
            { group: ['crypto-js', 'crypto-js/*'], message: 'The server hashes with node:crypto (server/lib/hmac.ts).' },
            {
              group: ['**/src/core/fairness', '**/src/core/fairness/*', '**/src/core/games/crash', '**/src/core/games/crash/*'],
              importNames: ['crashBits', 'crashPoint', 'previousCrashHash', 'previousCrashHashes', 'sha256Hex', 'cryptoJsHmac'],
              message: 'These hash with crypto-js: on the server use server/lib/hmac.ts or server/games/crash/chain.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // End-to-end specs take `test` from tests/e2e/test.ts, whose fixture closes the browser contexts a test opened.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            DECIMAL_IMPORT,
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './test': it closes the browser contexts a test opens, pass or fail.",
            },
          ],
        },
      ],
    },
  },
  {
    // zod is configured once (no code generation: the CSP forbids eval) in src/core/zod.ts, before any schema is built,
    // whatever order the browser's chunks load in; browser-side code takes `z` from there. Type imports are harmless.
    files: ['src/**/*.{ts,tsx}', 'ui/**/*.{ts,tsx}'],
    ignores: ['src/core/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: 'Import z from src/core/zod: it is configured without code generation (the page CSP forbids eval).',
            },
          ],
        },
      ],
    },
  },
  {
    // Only the engine ticker drives animation: no timers in any form, global or as a member of window/globalThis/self.
    files: ['game-engine/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...TIMERS.map((name) => ({ name, message: TIMER_MESSAGE }))],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].flatMap((object) => TIMERS.map((property) => ({ object, property, message: TIMER_MESSAGE }))),
      ],
    },
  },
  {
    // Text is text: nothing in the app ever turns a string into markup (chat, names and feeds carry players' text).
    files: ['src/**/*.{ts,tsx}', 'ui/**/*.{ts,tsx}', 'game-engine/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: HTML_MESSAGE },
        { selector: 'AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]', message: HTML_MESSAGE },
        { selector: 'CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment)$/]', message: HTML_MESSAGE },
        { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]", message: HTML_MESSAGE },
      ],
    },
  },
);
