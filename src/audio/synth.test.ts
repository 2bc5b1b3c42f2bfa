import { describe, expect, it } from 'vitest';
import { SAMPLE_RATE, SHARED_SOUNDS, soundDataUri, synthesize } from './synth';
import { encodeWav, wavDataUri } from './wav';

describe('synth', () => {
  it('renders notes for their duration, within -1..1, silent at the end of the envelope', () => {
    const samples = synthesize([{ freq: 440, start: 0.01, duration: 0.1, wave: 'sine', gain: 1 }]);
    expect(samples.length).toBe(Math.ceil(0.11 * SAMPLE_RATE));
    expect(samples[0]).toBe(0);
    const peak = samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0);
    expect(peak).toBeGreaterThan(0.5);
    expect(peak).toBeLessThanOrEqual(1);
    expect(Math.abs(samples[samples.length - 2]!)).toBeLessThan(0.01);
  });

  it('encodes a 16-bit mono PCM WAV header', () => {
    const bytes = encodeWav(new Float32Array([0, 1, -1, 0.5]), SAMPLE_RATE);
    const view = new DataView(bytes.buffer);
    const text = (o: number) => String.fromCharCode(...bytes.subarray(o, o + 4));
    expect(text(0)).toBe('RIFF');
    expect(text(8)).toBe('WAVE');
    expect(text(36)).toBe('data');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(SAMPLE_RATE);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(8);
    expect(view.getInt16(46, true)).toBe(32767);
    expect(view.getInt16(48, true)).toBe(-32767);
    expect(bytes.length).toBe(52);
  });

  it('makes a base64 data URI that decodes back to the bytes', () => {
    const bytes = encodeWav(new Float32Array([0.25, -0.25]), SAMPLE_RATE);
    const uri = wavDataUri(bytes);
    expect(uri.startsWith('data:audio/wav;base64,')).toBe(true);
    const decoded = Uint8Array.from(atob(uri.split(',')[1]!), (c) => c.charCodeAt(0));
    expect([...decoded]).toEqual([...bytes]);
  });

  it('makes the shell click: a 30 ms WAV that is not silence', () => {
    const samples = synthesize(SHARED_SOUNDS.uiClick);
    expect((samples.length / SAMPLE_RATE) * 1000).toBeCloseTo(30, 0);
    expect(samples.reduce((m, s) => Math.max(m, Math.abs(s)), 0)).toBeGreaterThan(0.25);
    // Percussive: the last millisecond is near silence.
    expect(Math.abs(samples[samples.length - 5]!)).toBeLessThan(0.01);
  });

  it('has every shared sound, each short and small', () => {
    for (const recipe of Object.values(SHARED_SOUNDS)) {
      const uri = soundDataUri(recipe);
      expect(uri.length).toBeLessThan(30_000);
      expect(uri.length).toBeGreaterThan(500);
    }
  });
});
