import { BitmapFont } from 'pixi.js';

/** Web faces the shell self-hosts (weights it loads), each with fallbacks present on most systems. */
const MONO = { face: 'JetBrains Mono', weight: '700', fallbacks: ['DejaVu Sans Mono', 'Menlo', 'Consolas', 'monospace'] };
const DISPLAY = { face: 'Space Grotesk', weight: '700', fallbacks: ['Inter', 'DejaVu Sans', 'Arial', 'sans-serif'] };
const CHARS = [['0', '9'], ['a', 'z'], ['A', 'Z'], '.,:%+-×<> @…/()!?#·'];

/** Names of the installed bitmap fonts. */
export interface EngineFonts {
  /** Mono, for small changing numbers (readouts, pills, labels). */
  small: string;
  /** Bold display face at a large size (the limbo multiplier). */
  large: string;
}

let generation = -1;
let current: EngineFonts | null = null;
let installedWithWebFaces = false;
const listeners = new Set<(fonts: EngineFonts) => void>();

function faceLoaded(face: string, weight: string): boolean {
  if (typeof document === 'undefined' || !document.fonts) return false;
  for (const f of document.fonts) {
    if (f.family.replace(/["']/g, '') === face && f.weight === weight && f.status === 'loaded') return true;
  }
  return false;
}

function install(): EngineFonts {
  generation += 1;
  const mono = faceLoaded(MONO.face, MONO.weight);
  const display = faceLoaded(DISPLAY.face, DISPLAY.weight);
  installedWithWebFaces = mono && display;
  const fonts: EngineFonts = { small: `hs-mono-${generation}`, large: `hs-display-${generation}` };
  BitmapFont.install({
    name: fonts.small,
    style: { fontFamily: mono ? [MONO.face, ...MONO.fallbacks] : MONO.fallbacks, fontSize: 32, fontWeight: '700', fill: 0xffffff },
    chars: CHARS,
    resolution: 2,
    padding: 4,
  });
  BitmapFont.install({
    name: fonts.large,
    style: {
      fontFamily: display ? [DISPLAY.face, ...DISPLAY.fallbacks] : DISPLAY.fallbacks,
      fontSize: 128,
      fontWeight: '700',
      fill: 0xffffff,
    },
    chars: CHARS,
    resolution: 1.5,
    padding: 6,
  });
  return fonts;
}

/**
 * Installs the engine's bitmap fonts once per page (shared by every engine, never blocking start). If the shell's web
 * faces are not loaded yet, the fonts are installed with fallbacks now and installed again, under new names, once the
 * faces arrive; subscribers then switch their texts over.
 */
export function engineFonts(): EngineFonts {
  if (current) return current;
  current = install();
  if (!installedWithWebFaces && typeof document !== 'undefined' && document.fonts) {
    Promise.all([
      document.fonts.load(`${MONO.weight} 32px "${MONO.face}"`),
      document.fonts.load(`${DISPLAY.weight} 32px "${DISPLAY.face}"`),
    ])
      .then(([mono, display]) => {
        if (installedWithWebFaces || (mono.length === 0 && display.length === 0)) return;
        current = install();
        for (const listener of listeners) listener(current);
      })
      .catch(() => undefined);
  }
  return current;
}

/** Calls `listener` when the fonts are re-installed with the web faces; returns the unsubscribe. */
export function onFontsChanged(listener: (fonts: EngineFonts) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
