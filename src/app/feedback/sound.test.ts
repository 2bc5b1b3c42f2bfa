import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getState, resetStore } from '../store';

const plays = vi.fn();
const created: { src: string[] }[] = [];
/** What happened first: the AudioContext made ('context') or a Howl ('howl'). */
const order: string[] = [];
vi.mock('howler', () => ({
  // Howler.volume() makes the AudioContext when there is none, as the library does.
  Howler: {
    ctx: null as object | null,
    volume() {
      if (!this.ctx) {
        this.ctx = {};
        order.push('context');
      }
      return 1;
    },
  },
  Howl: class {
    constructor(options: { src: string[] }) {
      created.push(options);
      order.push('howl');
    }
    play = plays;
    volume = vi.fn();
    unload = vi.fn();
  },
}));

const { FakeSound } = await import('../../audio/FakeSound.testing');
const { createShellSound, installClickSound, readSoundSetting, setSoundOn, startClickSound } = await import('./sound');

let uninstall: (() => void) | null = null;
beforeEach(() => {
  resetStore();
  sessionStorage.clear();
  localStorage.clear();
  plays.mockClear();
  created.length = 0;
});
afterEach(() => {
  uninstall?.();
  uninstall = null;
});

const click = () => document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
const gesture = () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));

describe('click sound', () => {
  it('stays silent before the first user gesture, then plays on clicks', () => {
    const fake = new FakeSound();
    uninstall = installClickSound(fake, () => true);
    click();
    expect(fake.names).toEqual([]);
    gesture();
    click();
    click();
    expect(fake.names).toEqual(['uiClick', 'uiClick']);
  });
  it('plays only while the sound setting is on', () => {
    const fake = new FakeSound();
    uninstall = startClickSound(fake);
    gesture();
    setSoundOn(false);
    click();
    expect(fake.names).toEqual([]);
    setSoundOn(true);
    click();
    expect(fake.names).toEqual(['uiClick']);
  });
  it('persists the setting under an hs_ key, on by default', () => {
    expect(readSoundSetting()).toBe(true);
    setSoundOn(false);
    expect(sessionStorage.getItem('hs_sound')).toBe('off');
    expect(readSoundSetting()).toBe(false);
    resetStore();
    uninstall = startClickSound(new FakeSound());
    expect(getState().soundOn).toBe(false);
  });
});

describe('the shell sound service (src/audio over Howler)', () => {
  it('loads howler only on the first gesture and plays the generated click', async () => {
    const service = createShellSound();
    uninstall = installClickSound(service, () => true);
    click();
    await service.ready();
    expect(created).toHaveLength(0);
    gesture();
    click();
    await service.ready();
    await Promise.resolve();
    expect(created).toHaveLength(1);
    // The AudioContext was made in its own task once howler had loaded, before the first sound's Howl.
    expect(order).toEqual(['context', 'howl']);
    expect(created[0]).toMatchObject({ format: ['wav'], src: [expect.stringMatching(/^data:audio\/wav;base64,UklGR/)] });
    expect(plays).toHaveBeenCalledTimes(1);
    click();
    expect(plays).toHaveBeenCalledTimes(2);
    getState().setSoundOn(false);
    service.play('uiClick');
    expect(plays).toHaveBeenCalledTimes(2);
  });
});
