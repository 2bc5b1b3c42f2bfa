import { encodeWav, wavDataUri } from './wav';

/** Waveform of one synthesised note. */
export type Wave = 'sine' | 'square' | 'triangle';

/** One note of a synthesised sound: a frequency glide under an attack/decay envelope. */
export interface Note {
  /** Start frequency in Hz; glides to `freqEnd` when given. */
  freq: number;
  freqEnd?: number;
  /** Offset from the sound's start, seconds. */
  start: number;
  duration: number;
  wave: Wave;
  /** Peak amplitude 0..1. */
  gain: number;
  /** Attack time in seconds (linear ramp), then a decay to silence at the note's end. */
  attack?: number;
  /** When set, the decay is exp(-decay * t) (a percussive click) instead of the default curve to the note's end. */
  decay?: number;
}

/** Sample rate of the generated sounds: enough for blips, small data URIs. */
export const SAMPLE_RATE = 22050;

/** Renders notes into mono float samples in -1..1 (summed, then soft-clipped). */
export function synthesize(notes: readonly Note[], sampleRate = SAMPLE_RATE): Float32Array {
  const end = notes.reduce((max, n) => Math.max(max, n.start + n.duration), 0);
  const out = new Float32Array(Math.ceil(end * sampleRate));
  for (const note of notes) {
    const first = Math.floor(note.start * sampleRate);
    const count = Math.floor(note.duration * sampleRate);
    const attack = Math.max(note.attack ?? 0.004, 1 / sampleRate);
    const freqEnd = note.freqEnd ?? note.freq;
    let phase = 0;
    for (let i = 0; i < count && first + i < out.length; i++) {
      const t = i / sampleRate;
      const progress = i / count;
      const freq = note.freq + (freqEnd - note.freq) * progress;
      phase += freq / sampleRate;
      const env =
        note.decay !== undefined
          ? Math.exp(-t * note.decay)
          : t < attack
            ? t / attack
            : Math.pow(1 - (t - attack) / (note.duration - attack), 2.2);
      out[first + i]! += oscillator(note.wave, phase) * env * note.gain;
    }
  }
  for (let i = 0; i < out.length; i++) out[i] = Math.tanh(out[i]!);
  return out;
}

function oscillator(wave: Wave, phase: number): number {
  const p = phase - Math.floor(phase);
  switch (wave) {
    case 'sine':
      return Math.sin(2 * Math.PI * p);
    case 'square':
      return p < 0.5 ? 1 : -1;
    case 'triangle':
      return 1 - 4 * Math.abs(p - 0.5);
  }
}

/** One sound: the notes it is made of (original, made here from sine/square/triangle blips). */
export type Recipe = readonly Note[];

/** Named sounds: the shared ones below, or a game's own (each game-engine folder keeps its book beside its scene). */
export type SoundBook<N extends string = string> = Readonly<Record<N, Recipe>>;

/** The sounds shared by the shell (its button click) and by several games (bet, tick, win, lose). */
export const SHARED_SOUNDS = {
  // The shell's click: a 2.2 kHz tone over a 1.1 kHz body under a fast exponential decay, 30 ms.
  uiClick: [
    { freq: 2200, start: 0, duration: 0.03, wave: 'sine', gain: 0.3, decay: 220 },
    { freq: 1100, start: 0, duration: 0.03, wave: 'sine', gain: 0.2, decay: 220 },
  ],
  click: [{ freq: 1800, start: 0, duration: 0.03, wave: 'square', gain: 0.18, attack: 0.001 }],
  tick: [{ freq: 1320, start: 0, duration: 0.035, wave: 'sine', gain: 0.35, attack: 0.001 }],
  bet: [
    { freq: 420, freqEnd: 880, start: 0, duration: 0.11, wave: 'triangle', gain: 0.5, attack: 0.005 },
    { freq: 880, start: 0.05, duration: 0.06, wave: 'sine', gain: 0.2, attack: 0.002 },
  ],
  win: [
    { freq: 1046.5, start: 0, duration: 0.14, wave: 'sine', gain: 0.45 },
    { freq: 1318.5, start: 0.07, duration: 0.14, wave: 'sine', gain: 0.45 },
    { freq: 1568, start: 0.14, duration: 0.26, wave: 'sine', gain: 0.5 },
    { freq: 2093, start: 0.14, duration: 0.22, wave: 'triangle', gain: 0.12 },
  ],
  lose: [
    { freq: 330, freqEnd: 160, start: 0, duration: 0.26, wave: 'triangle', gain: 0.5, attack: 0.006 },
    { freq: 165, freqEnd: 80, start: 0, duration: 0.26, wave: 'square', gain: 0.06, attack: 0.006 },
  ],
  // A big win: a fast rising major arpeggio over a low swell, then a bright chord with a shimmer, 0.48 s.
  bigWin: [
    { freq: 110, freqEnd: 220, start: 0, duration: 0.45, wave: 'triangle', gain: 0.25, attack: 0.12 },
    { freq: 523.25, start: 0, duration: 0.1, wave: 'triangle', gain: 0.35 },
    { freq: 659.25, start: 0.06, duration: 0.1, wave: 'triangle', gain: 0.35 },
    { freq: 783.99, start: 0.12, duration: 0.1, wave: 'triangle', gain: 0.35 },
    { freq: 1046.5, start: 0.18, duration: 0.3, wave: 'sine', gain: 0.4, attack: 0.01 },
    { freq: 1318.5, start: 0.18, duration: 0.3, wave: 'sine', gain: 0.3, attack: 0.01 },
    { freq: 1568, start: 0.18, duration: 0.3, wave: 'sine', gain: 0.3, attack: 0.01 },
    { freq: 3136, freqEnd: 4186, start: 0.2, duration: 0.25, wave: 'sine', gain: 0.06, attack: 0.03 },
  ],
} satisfies SoundBook;

/** The name of a shared sound. */
export type SharedSound = keyof typeof SHARED_SOUNDS;

/** Renders a sound to a WAV data URI. */
export function soundDataUri(recipe: Recipe): string {
  return wavDataUri(encodeWav(synthesize(recipe), SAMPLE_RATE));
}
