import type { SharedSound, Sound } from '../../audio';
import { getState } from '../store';
import { storage } from '../storage/storage';

/*
 * Sounds of the app shell ("Clicks play a click sound when the sound setting is on"), through the one
 * audio module of src/audio (the game engines use it too). The service loads Howler on the first user gesture, so no
 * audio context exists (and nothing plays) before the player has interacted with the page (DESIGN.md).
 */

/** Volume of the shell click (its own level under the master volume of 1). */
const CLICK_GAIN = 0.5;

/** Storage key of the sound setting (hs_sound, session storage like every non-listed key). */
export const SOUND_KEY = 'sound';

/** The stored sound setting; on unless the player turned it off. */
export function readSoundSetting(): boolean {
  return storage.get(SOUND_KEY) !== 'off';
}

/** Stores the sound setting. */
export function writeSoundSetting(on: boolean): void {
  storage.set(SOUND_KEY, on ? 'on' : 'off');
}

/** Events that count as a user gesture for audio (the browsers' autoplay rules). */
const GESTURES = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Unlocks the service on the first user gesture and plays the click sound on every click while isOn() says so.
 * Returns a function that removes the listeners.
 */
export function installClickSound(service: Sound, isOn: () => boolean, target: EventTarget = document): () => void {
  const unlock = () => {
    service.unlock();
    for (const type of GESTURES) target.removeEventListener(type, unlock, true);
  };
  // Before the first gesture the service is locked and play() stays silent.
  const click = () => {
    if (isOn()) service.play('uiClick', CLICK_GAIN);
  };
  for (const type of GESTURES) target.addEventListener(type, unlock, { capture: true, passive: true });
  target.addEventListener('click', click, { capture: true, passive: true });
  return () => {
    for (const type of GESTURES) target.removeEventListener(type, unlock, true);
    target.removeEventListener('click', click, true);
  };
}

/** Turns the click sound on or off and remembers the choice. */
export function setSoundOn(on: boolean): void {
  getState().setSoundOn(on);
  writeSoundSetting(on);
}

/**
 * A Sound whose real service (the audio module: synth, WAV encoder, Howler) is loaded on the first user gesture, not
 * with the shell: nothing can sound before that gesture anyway, and the lobby's first paint stays small. Plays asked
 * for before it has loaded (the click of that first gesture) play once it is there.
 */
export class DeferredSound implements Sound {
  private real: Sound | null = null;
  private loading: Promise<void> | null = null;
  private pending: [SharedSound, number | undefined][] = [];
  private destroyed = false;

  constructor(private readonly load: () => Promise<Sound>) {}

  unlock(): void {
    this.loading ??= this.load().then(
      (real) => {
        if (this.destroyed) return real.destroy();
        this.real = real;
        real.unlock();
        for (const [name, gain] of this.pending.splice(0)) real.play(name, gain);
      },
      (error: unknown) => console.warn('sound: the audio module failed to load', error),
    );
    if (this.real) this.real.unlock();
  }

  play(name: SharedSound, gain?: number): void {
    if (this.destroyed) return;
    if (this.real) this.real.play(name, gain);
    else if (this.loading && this.pending.length < 4) this.pending.push([name, gain]);
  }

  /** Resolves when the real service has loaded (tests). */
  async ready(): Promise<void> {
    await this.loading;
    await (this.real as { ready?: () => Promise<void> } | null)?.ready?.();
  }

  destroy(): void {
    this.destroyed = true;
    this.pending = [];
    this.real?.destroy();
  }
}

/** The shell's sound service: mute follows the sound setting; the audio module loads on the first gesture. */
export function createShellSound(): DeferredSound {
  return new DeferredSound(() =>
    import('../../audio').then(
      ({ HowlerSound, SHARED_SOUNDS }) => new HowlerSound(SHARED_SOUNDS, () => ({ volume: 1, muted: !getState().soundOn })),
    ),
  );
}

let shared: DeferredSound | null = null;

/**
 * The page's one sound service (the click, and the big-win celebration's chord): made on first use, muted while the
 * sound setting is off.
 */
export function shellSound(): DeferredSound {
  shared ??= createShellSound();
  return shared;
}

/** Loads the stored setting into the store and starts the click sound (boot). */
export function startClickSound(service: Sound = shellSound()): () => void {
  getState().setSoundOn(readSoundSetting());
  return installClickSound(service, () => getState().soundOn);
}
