// The games' sounds, synthesised with WebAudio (oscillators and filtered noise): no sound files. The audio context is
// made on the player's first gesture (browsers keep audio locked until then), and the on/off choice is remembered.

/** The sounds the games make. */
export type SoundName =
  | 'click'
  | 'spin'
  | 'reelStop'
  | 'win'
  | 'bigWin'
  | 'lose'
  | 'tick'
  | 'card'
  | 'flip'
  | 'chip'
  | 'pick'
  | 'unpick'
  | 'draw'
  | 'hit'
  | 'error';

interface Tone {
  type?: OscillatorType;
  freq: number;
  to?: number;
  at?: number;
  dur: number;
  gain: number;
  attack?: number;
}

interface Noise {
  at?: number;
  dur: number;
  gain: number;
  filter: BiquadFilterType;
  freq: number;
  to?: number;
  q?: number;
}

type Voice = { tone: Tone } | { noise: Noise };

const arp = (notes: number[], step: number, dur: number, gain: number, type: OscillatorType = 'triangle'): Voice[] =>
  notes.map((freq, i) => ({ tone: { type, freq, at: i * step, dur, gain } }));

const RECIPES: Record<SoundName, Voice[]> = {
  click: [{ tone: { type: 'sine', freq: 1900, dur: 0.035, gain: 0.18, attack: 0.001 } }],
  spin: [
    { noise: { dur: 0.45, gain: 0.22, filter: 'bandpass', freq: 300, to: 2400, q: 1.4 } },
    { tone: { type: 'sawtooth', freq: 110, to: 330, dur: 0.35, gain: 0.05 } },
  ],
  reelStop: [
    { tone: { type: 'sine', freq: 170, to: 55, dur: 0.16, gain: 0.5, attack: 0.002 } },
    { noise: { dur: 0.05, gain: 0.2, filter: 'lowpass', freq: 2500 } },
  ],
  win: arp([523.25, 659.25, 783.99, 1046.5], 0.08, 0.22, 0.16),
  bigWin: [
    ...arp([392, 523.25, 659.25, 783.99, 1046.5, 1318.5, 1568], 0.09, 0.4, 0.15),
    { tone: { type: 'sine', freq: 2093, at: 0.6, dur: 0.9, gain: 0.06 } },
  ],
  lose: arp([392, 311.13], 0.12, 0.2, 0.08, 'sine'),
  tick: [{ tone: { type: 'square', freq: 2600, dur: 0.018, gain: 0.025, attack: 0.001 } }],
  card: [{ noise: { dur: 0.09, gain: 0.3, filter: 'highpass', freq: 2600, to: 5200 } }],
  flip: [
    { noise: { dur: 0.06, gain: 0.22, filter: 'bandpass', freq: 1800, q: 2 } },
    { tone: { type: 'sine', freq: 900, to: 1400, dur: 0.05, gain: 0.05 } },
  ],
  chip: [
    { tone: { type: 'sine', freq: 3300, dur: 0.09, gain: 0.12, attack: 0.001 } },
    { tone: { type: 'sine', freq: 4350, at: 0.035, dur: 0.08, gain: 0.09, attack: 0.001 } },
  ],
  pick: [{ tone: { type: 'sine', freq: 880, to: 1320, dur: 0.08, gain: 0.16 } }],
  unpick: [{ tone: { type: 'sine', freq: 700, to: 440, dur: 0.08, gain: 0.12 } }],
  draw: [{ tone: { type: 'triangle', freq: 1046.5, dur: 0.22, gain: 0.1 } }],
  hit: [
    { tone: { type: 'sine', freq: 1568, dur: 0.45, gain: 0.14 } },
    { tone: { type: 'sine', freq: 2093, at: 0.05, dur: 0.5, gain: 0.1 } },
  ],
  error: [{ tone: { type: 'square', freq: 220, to: 170, dur: 0.16, gain: 0.05 } }],
};

const STORAGE_KEY = 'studio.sound';

/** The sound service: `play(name)` once unlocked and switched on. */
export class Sound {
  private ctx: AudioContext | null = null;
  private master: GainNode | null = null;
  private noiseBuffer: AudioBuffer | null = null;
  private on: boolean;

  constructor() {
    this.on = readSetting();
  }

  /** Whether sound is on. */
  get enabled(): boolean {
    return this.on;
  }

  /** Switches sound on or off (remembered where the browser lets the page store it). */
  setEnabled(on: boolean): void {
    this.on = on;
    try {
      localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // A sandboxed frame may have no storage: the choice lasts for this page.
    }
    if (on) this.unlock();
  }

  /** Makes (or resumes) the audio context: call from a user gesture. */
  unlock(): void {
    if (!this.on) return;
    if (this.ctx) {
      if (this.ctx.state === 'suspended') void this.ctx.resume().catch(() => undefined);
      return;
    }
    const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    try {
      this.ctx = new Context();
      this.master = this.ctx.createGain();
      this.master.gain.value = 0.7;
      const compressor = this.ctx.createDynamicsCompressor();
      this.master.connect(compressor).connect(this.ctx.destination);
    } catch {
      this.ctx = null;
    }
  }

  /** Plays a sound now (nothing while off or locked). */
  play(name: SoundName): void {
    const ctx = this.ctx;
    if (!this.on || !ctx || !this.master || ctx.state !== 'running') return;
    const t0 = ctx.currentTime + 0.005;
    for (const voice of RECIPES[name]) {
      if ('tone' in voice) this.tone(ctx, voice.tone, t0);
      else this.noise(ctx, voice.noise, t0);
    }
  }

  private envelope(ctx: AudioContext, at: number, dur: number, gain: number, attack: number): GainNode {
    const g = ctx.createGain();
    g.gain.setValueAtTime(0.0001, at);
    g.gain.exponentialRampToValueAtTime(gain, at + attack);
    g.gain.exponentialRampToValueAtTime(0.0001, at + dur);
    g.connect(this.master!);
    return g;
  }

  private tone(ctx: AudioContext, tone: Tone, t0: number): void {
    const at = t0 + (tone.at ?? 0);
    const osc = ctx.createOscillator();
    osc.type = tone.type ?? 'sine';
    osc.frequency.setValueAtTime(tone.freq, at);
    if (tone.to) osc.frequency.exponentialRampToValueAtTime(tone.to, at + tone.dur);
    osc.connect(this.envelope(ctx, at, tone.dur, tone.gain, tone.attack ?? 0.006));
    osc.start(at);
    osc.stop(at + tone.dur + 0.02);
  }

  private noise(ctx: AudioContext, noise: Noise, t0: number): void {
    const at = t0 + (noise.at ?? 0);
    const source = ctx.createBufferSource();
    source.buffer = this.noiseBuffer ??= whiteNoise(ctx);
    const filter = ctx.createBiquadFilter();
    filter.type = noise.filter;
    filter.Q.value = noise.q ?? 0.8;
    filter.frequency.setValueAtTime(noise.freq, at);
    if (noise.to) filter.frequency.exponentialRampToValueAtTime(noise.to, at + noise.dur);
    source.connect(filter).connect(this.envelope(ctx, at, noise.dur, noise.gain, 0.004));
    source.start(at);
    source.stop(at + noise.dur + 0.02);
  }
}

function whiteNoise(ctx: AudioContext): AudioBuffer {
  const buffer = ctx.createBuffer(1, Math.floor(ctx.sampleRate * 0.5), ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
  return buffer;
}

function readSetting(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}
