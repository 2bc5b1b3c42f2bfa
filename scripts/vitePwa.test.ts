import { describe, expect, it } from 'vitest';
import { MANIFEST, staticClosure } from './vitePwa';

const chunk = (fileName: string, imports: string[], css: string[] = []) => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

describe('the precached shell', () => {
  it('holds the roots, their static imports (transitively) and their CSS, not the lazy chunks', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], ['assets/index.css']),
      'assets/react.js': chunk('assets/react.js', []),
      'assets/HomePage.js': chunk('assets/HomePage.js', ['assets/react.js', 'assets/CoinIcon.js'], ['assets/lobby.css']),
      'assets/CoinIcon.js': chunk('assets/CoinIcon.js', []),
      'assets/GamePage.js': chunk('assets/GamePage.js', ['assets/pixi.js']),
      'assets/index.css': { type: 'asset' },
    };
    expect([...staticClosure(bundle, ['assets/index.js', 'assets/HomePage.js'])].sort()).toEqual([
      'assets/CoinIcon.js',
      'assets/HomePage.js',
      'assets/index.css',
      'assets/index.js',
      'assets/lobby.css',
      'assets/react.js',
    ]);
  });
});

describe('the manifest', () => {
  it('installs the site standalone from its start page, with any and maskable icons', () => {
    expect(MANIFEST).toMatchObject({ start_url: '/', scope: '/', display: 'standalone', orientation: 'any' });
    expect(MANIFEST.icons?.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });
});
