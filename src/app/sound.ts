import { getState } from './store';
import { storage } from './storage';

/*
 * Sounds of the app shell (spec section 2: "Clicks play a click sound when the sound setting is on"). A tiny service
 * interface with a Howler implementation and a fake for tests. Howler is loaded lazily on the first user gesture, so
 * no audio context exists (and nothing plays) before the player has interacted with the page (DESIGN.md).
 */

/** Names of the shell's sounds. */
export type SoundName = 'click';

/** Plays named sounds; silent until unlock() is called from a user gesture. */
export interface SoundService {
  /** Called on the first user gesture: from now on play() may make sound. */
  unlock(): void;
  /** Plays a sound if unlocked; never throws. */
  play(name: SoundName): void;
  readonly unlocked: boolean;
}

/** Sample rate of the generated click. */
const RATE = 22050;
/** Length of the generated click in ms. */
const CLICK_MS = 30;

/**
 * A short click generated in code (original work, no sample files): a 16-bit mono PCM WAV of a 2.2 kHz tone with a
 * 1.1 kHz body under a fast exponential decay, 30 ms long. Returns the WAV bytes.
 */
export function clickWav(): Uint8Array {
  const samples = Math.round((RATE * CLICK_MS) / 1000);
  const bytes = new Uint8Array(44 + samples * 2);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, s: string) => [...s].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, RATE, true);
  view.setUint32(28, RATE * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    const t = i / RATE;
    const envelope = Math.exp(-t * 220);
    const value = envelope * (0.6 * Math.sin(2 * Math.PI * 2200 * t) + 0.4 * Math.sin(2 * Math.PI * 1100 * t));
    view.setInt16(44 + i * 2, Math.round(value * 0.5 * 32767), true);
  }
  return bytes;
}

/** The generated click as a data URI Howler can load. */
export function clickDataUri(): string {
  let binary = '';
  for (const b of clickWav()) binary += String.fromCharCode(b);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

/** The Howler-backed service: loads howler and decodes the sounds on unlock. */
export class HowlerSoundService implements SoundService {
  private howls: Partial<Record<SoundName, { play(): unknown }>> = {};
  private loading: Promise<void> | null = null;
  unlocked = false;

  unlock(): void {
    if (this.unlocked) return;
    this.unlocked = true;
    this.loading = import('howler')
      .then(({ Howl }) => {
        this.howls.click = new Howl({ src: [clickDataUri()], format: ['wav'], volume: 0.5 });
      })
      .catch((error: unknown) => console.warn('sound: howler failed to load', error));
  }

  play(name: SoundName): void {
    if (!this.unlocked) return;
    const howl = this.howls[name];
    if (howl) {
      try {
        howl.play();
      } catch (error) {
        console.warn('sound: play failed', error);
      }
      return;
    }
    // The first click unlocks and asks at once: play as soon as the sound is ready.
    void this.loading?.then(() => {
      try {
        this.howls[name]?.play();
      } catch {
        // ignore
      }
    });
  }

  /** Resolves when howler has loaded (tests). */
  ready(): Promise<void> {
    return this.loading ?? Promise.resolve();
  }
}

/** A silent service recording what would have played (tests). */
export class FakeSoundService implements SoundService {
  unlocked = false;
  readonly played: SoundName[] = [];
  unlock(): void {
    this.unlocked = true;
  }
  play(name: SoundName): void {
    if (this.unlocked) this.played.push(name);
  }
}

/** Storage key of the sound setting (hs_sound, session storage like every non-listed key, spec section 3). */
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
export function installClickSound(service: SoundService, isOn: () => boolean, target: EventTarget = document): () => void {
  const unlock = () => {
    service.unlock();
    for (const type of GESTURES) target.removeEventListener(type, unlock, true);
  };
  // Before the first gesture the service is locked and play() stays silent.
  const click = () => {
    if (isOn()) service.play('click');
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

/** Loads the stored setting into the store and starts the click sound (boot). */
export function startClickSound(service: SoundService = new HowlerSoundService()): () => void {
  getState().setSoundOn(readSoundSetting());
  return installClickSound(service, () => getState().soundOn);
}
