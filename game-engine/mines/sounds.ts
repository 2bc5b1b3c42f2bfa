import type { SharedSound, SoundBook } from '../../src/audio/synth';

/**
 * Mines' own sounds, played by its scene beside the shared ones: a bright two-note chime for a gem, a low thump with
 * a noisy square crackle for a mine.
 */
export const MINES_SOUNDS = {
  gem: [
    { freq: 1568, start: 0, duration: 0.09, wave: 'sine', gain: 0.4, attack: 0.002 },
    { freq: 2349, start: 0.045, duration: 0.16, wave: 'sine', gain: 0.32, attack: 0.002 },
    { freq: 3136, start: 0.045, duration: 0.1, wave: 'triangle', gain: 0.08, attack: 0.002 },
  ],
  mine: [
    { freq: 140, freqEnd: 40, start: 0, duration: 0.42, wave: 'sine', gain: 0.8, attack: 0.003, decay: 9 },
    { freq: 97, freqEnd: 31, start: 0, duration: 0.3, wave: 'square', gain: 0.14, attack: 0.002, decay: 14 },
    { freq: 1900, freqEnd: 300, start: 0, duration: 0.12, wave: 'square', gain: 0.05, attack: 0.001, decay: 40 },
  ],
} satisfies SoundBook;

/** A sound a mines scene plays: a shared one or its own. */
export type MinesSound = SharedSound | keyof typeof MINES_SOUNDS;
