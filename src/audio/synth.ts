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

/** Every sound of the site: the shell's button click and the games' sounds. */
export type SoundName =
  'uiClick' | 'bet' | 'win' | 'lose' | 'tick' | 'click' | 'peg' | 'land' | 'gem' | 'mine' | 'launch' | 'cashout' | 'crash';

/** The recipes of the sounds (original, made here from sine/square/triangle blips). */
export const SOUND_RECIPES: Record<SoundName, readonly Note[]> = {
  // The shell's click: a 2.2 kHz tone over a 1.1 kHz body under a fast exponential decay, 30 ms.
  uiClick: [
    { freq: 2200, start: 0, duration: 0.03, wave: 'sine', gain: 0.3, decay: 220 },
    { freq: 1100, start: 0, duration: 0.03, wave: 'sine', gain: 0.2, decay: 220 },
  ],
  click: [{ freq: 1800, start: 0, duration: 0.03, wave: 'square', gain: 0.18, attack: 0.001 }],
  tick: [{ freq: 1320, start: 0, duration: 0.035, wave: 'sine', gain: 0.35, attack: 0.001 }],
  // Plinko: a glassy tap of the ball on a peg, and the thud plus chime of a ball entering its bucket.
  peg: [{ freq: 2600, freqEnd: 2300, start: 0, duration: 0.025, wave: 'sine', gain: 0.22, decay: 160 }],
  land: [
    { freq: 220, freqEnd: 120, start: 0, duration: 0.09, wave: 'triangle', gain: 0.45, attack: 0.002 },
    { freq: 1480, start: 0.01, duration: 0.12, wave: 'sine', gain: 0.22, decay: 40 },
  ],
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
  // Mines: a bright two-note chime for a gem, a low thump with a noisy square crackle for a mine.
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
  // Crash: a rising whoosh as the curve takes off, a coin-bright double chime for a cash-out, and the bust: a deep
  // falling boom under a short high crackle and a sinking tone.
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
};

/** Renders a named sound to a WAV data URI. */
export function soundDataUri(name: SoundName): string {
  return wavDataUri(encodeWav(synthesize(SOUND_RECIPES[name]), SAMPLE_RATE));
}
