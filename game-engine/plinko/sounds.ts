import type { SharedSound, SoundBook } from '../../src/audio/synth';

/**
 * Plinko's own sounds, played by its scene beside the shared ones: a glassy tap of the ball on a peg, and the thud
 * plus chime of a ball entering its bucket.
 */
export const PLINKO_SOUNDS = {
  peg: [{ freq: 2600, freqEnd: 2300, start: 0, duration: 0.025, wave: 'sine', gain: 0.22, decay: 160 }],
  land: [
    { freq: 220, freqEnd: 120, start: 0, duration: 0.09, wave: 'triangle', gain: 0.45, attack: 0.002 },
    { freq: 1480, start: 0.01, duration: 0.12, wave: 'sine', gain: 0.22, decay: 40 },
  ],
} satisfies SoundBook;

/** A sound a plinko scene plays: a shared one or its own. */
export type PlinkoSound = SharedSound | keyof typeof PLINKO_SOUNDS;
