import { expect } from 'vitest';
import { SHARED_SOUNDS, soundDataUri, type SoundBook } from '../../src/audio/synth';

/** Checks a game's own sound book: every recipe renders to a short, small WAV, and none takes a shared sound's name. */
export function expectOwnSounds(book: SoundBook): void {
  expect(Object.keys(book).filter((name) => name in SHARED_SOUNDS)).toEqual([]);
  for (const recipe of Object.values(book)) {
    const uri = soundDataUri(recipe);
    expect(uri.length).toBeLessThan(30_000);
    expect(uri.length).toBeGreaterThan(500);
  }
}
