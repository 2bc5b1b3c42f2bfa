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
  /** Attack time in seconds (linear ramp), then an exponential decay to silence at the note's end. */
  attack?: number;
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
      const env = t < attack ? t / attack : Math.pow(1 - (t - attack) / (note.duration - attack), 2.2);
      out[first + i] += oscillator(note.wave, phase) * env * note.gain;
    }
  }
  for (let i = 0; i < out.length; i++) out[i] = Math.tanh(out[i]);
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

/** Encodes mono samples as a 16-bit PCM WAV file. */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Uint8Array {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]));
    view.setInt16(44 + i * 2, Math.round(s * 32767), true);
  }
  return bytes;
}

/** A `data:audio/wav;base64,...` URI of the bytes. */
export function wavDataUri(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:audio/wav;base64,${btoa(binary)}`;
}

/** The engine's sound names. */
export type SoundName = 'bet' | 'win' | 'lose' | 'tick' | 'click';

/** The recipes of the engine's sounds (original, made here from sine/square/triangle blips). */
export const SOUND_RECIPES: Record<SoundName, readonly Note[]> = {
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
};

/** Renders a named sound to a WAV data URI. */
export function soundDataUri(name: SoundName): string {
  return wavDataUri(encodeWav(synthesize(SOUND_RECIPES[name])));
}
