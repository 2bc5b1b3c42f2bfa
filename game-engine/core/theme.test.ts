import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME } from './theme';

// The engine's colours are the site's tokens: a game's greens and reds are the dialogs' greens and reds.
const TOKENS = readFileSync(resolve('ui/styles/tokens.css'), 'utf8');

function token(name: string): number {
  const match = new RegExp(`--${name}:\\s*#([0-9a-fA-F]{6});`).exec(TOKENS);
  if (!match) throw new Error(`no --${name} in tokens.css`);
  return parseInt(match[1]!, 16);
}

describe('THEME follows the design tokens', () => {
  it.each([
    ['navy', 'bg-1'],
    ['panel', 'bg-3'],
    ['slate', 'bg-5'],
    ['slateLight', 'text-4'],
    ['text', 'text-2'],
    ['green', 'accent'],
    ['greenDeep', 'accent-strong'],
    ['red', 'red'],
    ['blue', 'blue'],
    ['violet', 'violet'],
    ['amber', 'amber'],
    ['cyan', 'cyan'],
  ] as const)('%s is --%s', (key, name) => {
    expect(THEME[key].toString(16)).toBe(token(name).toString(16));
  });
});
