import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getState, resetStore } from './store';

const plays = vi.fn();
const created: unknown[] = [];
vi.mock('howler', () => ({
  Howl: class {
    constructor(options: unknown) {
      created.push(options);
    }
    play = plays;
  },
}));

const sound = await import('./sound');
const { FakeSoundService, HowlerSoundService, clickWav, clickDataUri, installClickSound, readSoundSetting, setSoundOn, startClickSound } = sound;

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

describe('generated click sound', () => {
  it('is a valid 16-bit mono PCM WAV of about 30 ms', () => {
    const wav = clickWav();
    const view = new DataView(wav.buffer);
    const ascii = (o: number, n: number) => String.fromCharCode(...wav.slice(o, o + n));
    expect(ascii(0, 4)).toBe('RIFF');
    expect(ascii(8, 4)).toBe('WAVE');
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint16(34, true)).toBe(16);
    const rate = view.getUint32(24, true);
    const dataBytes = view.getUint32(40, true);
    expect(wav.length).toBe(44 + dataBytes);
    expect((dataBytes / 2 / rate) * 1000).toBeCloseTo(30, 0);
    // It is not silence.
    expect(Math.max(...Array.from({ length: dataBytes / 2 }, (_, i) => Math.abs(view.getInt16(44 + i * 2, true))))).toBeGreaterThan(8000);
    expect(clickDataUri()).toMatch(/^data:audio\/wav;base64,UklGR/);
  });
});

describe('click sound (spec section 2)', () => {
  it('stays silent before the first user gesture, then plays on clicks', () => {
    const fake = new FakeSoundService();
    uninstall = installClickSound(fake, () => true);
    click();
    expect(fake.played).toEqual([]);
    gesture();
    click();
    click();
    expect(fake.played).toEqual(['click', 'click']);
  });
  it('plays only while the sound setting is on', () => {
    const fake = new FakeSoundService();
    uninstall = startClickSound(fake);
    gesture();
    setSoundOn(false);
    click();
    expect(fake.played).toEqual([]);
    setSoundOn(true);
    click();
    expect(fake.played).toEqual(['click']);
  });
  it('persists the setting under an hs_ key, on by default', () => {
    expect(readSoundSetting()).toBe(true);
    setSoundOn(false);
    expect(sessionStorage.getItem('hs_sound')).toBe('off');
    expect(readSoundSetting()).toBe(false);
    resetStore();
    uninstall = startClickSound(new FakeSoundService());
    expect(getState().soundOn).toBe(false);
  });
});

describe('HowlerSoundService', () => {
  it('loads howler only on unlock and plays the generated click', async () => {
    const service = new HowlerSoundService();
    service.play('click');
    expect(created).toHaveLength(0);
    service.unlock();
    service.play('click');
    await service.ready();
    await Promise.resolve();
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ format: ['wav'], src: [expect.stringMatching(/^data:audio\/wav;base64,/)] });
    expect(plays).toHaveBeenCalledTimes(1);
    service.play('click');
    expect(plays).toHaveBeenCalledTimes(2);
  });
});
