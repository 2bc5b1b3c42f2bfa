import type { SharedSound, SoundBook } from '../../src/audio/synth';

/**
 * Crash's own sounds, played by its scene beside the shared ones: a rising whoosh as the curve takes off, a
 * coin-bright double chime for a cash-out, and the bust: a deep falling boom under a short high crackle and a sinking
 * tone.
 */
export const CRASH_SOUNDS = {
  launch: [
    { freq: 170, freqEnd: 520, start: 0, duration: 0.36, wave: 'triangle', gain: 0.32, attack: 0.09 },
    { freq: 85, freqEnd: 170, start: 0, duration: 0.36, wave: 'sine', gain: 0.3, attack: 0.06 },
  ],
  cashout: [
    { freq: 987.8, start: 0, duration: 0.08, wave: 'sine', gain: 0.38, attack: 0.002 },
    { freq: 1318.5, start: 0.06, duration: 0.26, wave: 'sine', gain: 0.45, attack: 0.002, decay: 12 },
    { freq: 2637, start: 0.06, duration: 0.16, wave: 'triangle', gain: 0.08, attack: 0.002, decay: 20 },
  ],
  crash: [
    { freq: 160, freqEnd: 34, start: 0, duration: 0.46, wave: 'sine', gain: 0.85, attack: 0.003, decay: 7 },
    { freq: 110, freqEnd: 28, start: 0, duration: 0.38, wave: 'square', gain: 0.12, attack: 0.002, decay: 11 },
    { freq: 2400, freqEnd: 220, start: 0, duration: 0.16, wave: 'square', gain: 0.06, attack: 0.001, decay: 30 },
    { freq: 620, freqEnd: 140, start: 0.04, duration: 0.4, wave: 'triangle', gain: 0.22, attack: 0.004 },
  ],
} satisfies SoundBook;

/** A sound a crash scene plays: a shared one or its own. */
export type CrashSound = SharedSound | keyof typeof CRASH_SOUNDS;
