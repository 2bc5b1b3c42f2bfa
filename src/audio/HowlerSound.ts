import { soundDataUri, type SharedSound, type SoundBook } from './synth';

/** Master volume 0..1 and mute, read from the host each time a sound plays. */
export interface SoundSettings {
  volume: number;
  muted: boolean;
}

/** What plays named sounds (`N`: the names it knows): the shell's click and the games' sounds go through one of these. */
export interface Sound<N extends string = SharedSound> {
  /** Called from the first user gesture: from now on play() may make sound. */
  unlock(): void;
  /** Plays a sound at the host volume times `gain`, unless muted, destroyed or before the first gesture. Never throws. */
  play(name: N, gain?: number): void;
  /** Unloads this service's sounds; plays nothing after. */
  destroy(): void;
}

/** The part of a Howl the service uses (a fake in unit tests). */
export interface SoundPlayer {
  play(): unknown;
  volume(volume: number): unknown;
  unload(): void;
}

/** Makes a player for a WAV data URI. */
export type SoundPlayerFactory = (src: string) => SoundPlayer;

/** Options of a HowlerSound; the defaults are the browser's. */
export interface HowlerSoundOptions {
  /** Loads the player factory (howler is imported on first need, so it is never in the shell's first paint). */
  load?: () => Promise<SoundPlayerFactory>;
  /** True once the page has had a user gesture (default: navigator.userActivation.hasBeenActive). */
  hasUserGesture?: () => boolean;
}

/** How long a hidden tab (no frames) waits before the context is made all the same. */
const HIDDEN_FALLBACK_MS = 250;

/**
 * Resolves in a task after the next frame is painted (a timeout queued from a frame callback runs after it), or after
 * HIDDEN_FALLBACK_MS when no frame comes (a hidden tab), so the sounds asked for meanwhile are not held until it shows.
 */
const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const fallback = setTimeout(resolve, HIDDEN_FALLBACK_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });

const loadHowler = async (): Promise<SoundPlayerFactory> => {
  const { Howl, Howler } = await import('howler');
  // Howler makes its AudioContext on first use, synchronously (about 290 ms of main thread in headless Chromium at a
  // phone's 4x slower CPU, measured): inside a tap's handler when that tap played the first sound once howler had
  // loaded. Made here instead, in a task of its own after the next paint; the page has had its gesture, so it runs.
  await afterNextPaint();
  if (!Howler.ctx) Howler.volume();
  return (src: string) => new Howl({ src: [src], format: ['wav'], preload: true });
};

function browserHasUserGesture(): boolean {
  // userActivation is sticky: true once the page has seen a click, tap or key press.
  const activation = (globalThis.navigator as Navigator | undefined)?.userActivation;
  return activation ? activation.hasBeenActive : false;
}

/**
 * Sounds over Howler: the recipes of `sounds` synthesised to WAV data URIs, each Howl created lazily on its first play.
 * Nothing is loaded and no AudioContext exists before the first user gesture (an explicit unlock() or the browser's
 * sticky user activation); howler itself is imported then. Volume and mute come from `settings()` at each play.
 */
export class HowlerSound<N extends string = SharedSound> implements Sound<N> {
  private readonly players = new Map<N, SoundPlayer>();
  private factory: SoundPlayerFactory | null = null;
  private loading: Promise<void> | null = null;
  private unlocked = false;
  private destroyed = false;

  constructor(
    private readonly sounds: SoundBook<N>,
    private readonly settings: () => SoundSettings,
    private readonly options: HowlerSoundOptions = {},
  ) {}

  /** Whether sound may play (a gesture has happened). */
  get isUnlocked(): boolean {
    return this.unlocked || (this.options.hasUserGesture ?? browserHasUserGesture)();
  }

  unlock(): void {
    this.unlocked = true;
    this.startLoading();
  }

  play(name: N, gain = 1): void {
    if (this.destroyed || !this.isUnlocked) return;
    let settings: SoundSettings;
    try {
      settings = this.settings();
    } catch {
      return;
    }
    const volume = Math.max(0, Math.min(1, settings.volume * gain));
    if (settings.muted || volume <= 0) return;
    if (this.factory) {
      this.playNow(name, volume);
      return;
    }
    // The first sound after the gesture asks before howler has loaded: play it as soon as it is there.
    void this.startLoading().then(() => this.playNow(name, volume));
  }

  /** Resolves when the player factory has loaded (tests). */
  ready(): Promise<void> {
    return this.loading ?? Promise.resolve();
  }

  destroy(): void {
    this.destroyed = true;
    for (const player of this.players.values()) player.unload();
    this.players.clear();
  }

  private startLoading(): Promise<void> {
    this.loading ??= (this.options.load ?? loadHowler)().then(
      (factory) => {
        this.factory = factory;
      },
      (error: unknown) => console.warn('sound: howler failed to load', error),
    );
    return this.loading;
  }

  private playNow(name: N, volume: number): void {
    if (this.destroyed || !this.factory) return;
    try {
      let player = this.players.get(name);
      if (!player) {
        player = this.factory(soundDataUri(this.sounds[name]));
        this.players.set(name, player);
      }
      player.volume(volume);
      player.play();
    } catch (error) {
      console.warn('sound: play failed', error);
    }
  }
}
