import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mix, THEME } from './theme';

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

describe('mix', () => {
  it('blends channel by channel, clamped to the two ends', () => {
    expect(mix(0x000000, 0xffffff, 0.5)).toBe(0x808080);
    expect(mix(0x102030, 0x102030, 0.3)).toBe(0x102030);
    expect(mix(0xff0000, 0x0000ff, 0)).toBe(0xff0000);
    expect(mix(0xff0000, 0x0000ff, 2)).toBe(0x0000ff);
  });
});
