import { Howl } from 'howler';
import type { EngineHost } from '../types';
import { soundDataUri, type SoundName } from './synth';

/** The part of a Howl the service uses (a fake in unit tests). */
export interface SoundPlayer {
  play(): unknown;
  volume(volume: number): unknown;
  unload(): void;
}

/** Makes a player for a data URI (Howler in the browser). */
export type SoundPlayerFactory = (src: string) => SoundPlayer;

const howlFactory: SoundPlayerFactory = (src) => new Howl({ src: [src], format: ['wav'], preload: true });

/**
 * The engine's sounds over Howler: synthesised WAV data URIs, created lazily on the first play (no AudioContext before
 * it is needed). Volume and mute come from `host.getSound()` at each play; nothing plays before the page has had a
 * user gesture (Howler's autoUnlock resumes the context on that gesture; we never try to autoplay before it).
 */
export class SoundService {
  private readonly players = new Map<SoundName, SoundPlayer>();
  private destroyed = false;

  constructor(
    private readonly host: Pick<EngineHost, 'getSound'>,
    private readonly factory: SoundPlayerFactory = howlFactory,
    private readonly hasUserGesture: () => boolean = defaultHasUserGesture,
  ) {}

  /** Plays a sound at the host's master volume, unless muted, destroyed or before the first gesture. */
  play(name: SoundName, gain = 1): void {
    if (this.destroyed || !this.hasUserGesture()) return;
    let settings: { volume: number; muted: boolean };
    try {
      settings = this.host.getSound();
    } catch {
      return;
    }
    const volume = Math.max(0, Math.min(1, settings.volume * gain));
    if (settings.muted || volume <= 0) return;
    let player = this.players.get(name);
    if (!player) {
      player = this.factory(soundDataUri(name));
      this.players.set(name, player);
    }
    player.volume(volume);
    player.play();
  }

  /** Unloads every sound. */
  destroy(): void {
    this.destroyed = true;
    for (const player of this.players.values()) player.unload();
    this.players.clear();
  }
}

function defaultHasUserGesture(): boolean {
  // userActivation is sticky: true once the page has seen a click, tap or key press.
  const activation = (globalThis.navigator as Navigator | undefined)?.userActivation;
  return activation ? activation.hasBeenActive : false;
}
