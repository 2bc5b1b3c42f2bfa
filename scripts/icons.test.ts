import { describe, expect, it } from 'vitest';
import { ICON_GROUND, ICONS, iconSvg } from './icons';

const MARK = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="16"/><path d="M0 0"/></svg>';

describe('install icons', () => {
  it('draws the plain icons as the mark itself', () => {
    expect(iconSvg(MARK, { file: 'a.png', size: 192 })).toBe(MARK);
  });
  it('centres the mark on an opaque ground for the maskable and apple icons', () => {
    const svg = iconSvg(MARK, { file: 'm.png', size: 512, inset: 0.9 });
    expect(svg).toContain(`<rect width="64" height="64" fill="${ICON_GROUND}"/>`);
    expect(svg).toContain('<g transform="translate(3.1999999999999993 3.1999999999999993) scale(0.9)"><rect width="64"');
  });
  it('has the sizes the manifest and iOS ask for', () => {
    expect(ICONS.map((i) => `${i.file} ${i.size}`)).toEqual([
      'icon-192.png 192',
      'icon-512.png 512',
      'maskable-512.png 512',
      'apple-touch-icon.png 180',
    ]);
  });
});
