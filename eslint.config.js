import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', '.data-test/**', 'test-results/**', 'playwright-report/**'] },
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
  // Boundaries of DESIGN.md.
  {
    files: ['src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/app/**', '**/ui/**', '**/game-engine/**', '**/server/**', 'react', 'react-dom', 'pixi.js', 'node:*', 'fs', 'path'], message: 'src/core is pure: it imports nothing of ours, no DOM and no Node APIs.' },
      ] }],
    },
  },
  {
    files: ['game-engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['react', 'react-dom', '**/ui/**', '**/app/store/**', 'axios'], message: 'The engine gets a narrow interface: no React, ui, store or http.' },
      ] }],
      'no-restricted-globals': ['error', 'setTimeout', 'setInterval', 'requestAnimationFrame'],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['pixi.js', 'pixi.js/*'], message: 'ui never imports pixi.js: it talks to game-engine through its API.' },
      ] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/src/app/**', '**/ui/**', '**/game-engine/**', 'react', 'react-dom'], message: 'The server imports only src/core of the browser side.' },
      ] }],
    },
  },
);
