// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeFrame } from './socket';

const text = (s: string) => Buffer.from(s, 'utf8');

describe('decodeFrame', () => {
  it('accepts JSON objects with an integer type', () => {
    expect(decodeFrame(text('{"type":0}'), false)).toEqual({ type: 0 });
    expect(decodeFrame(text('{"type":10,"data":{"text":"hi"}}'), false)).toEqual({ type: 10, data: { text: 'hi' } });
  });

  it('explains what is wrong with anything else', () => {
    expect(decodeFrame(text('{"type":0}'), true)).toBe('Frames must be JSON text');
    expect(decodeFrame(text('{'), false)).toBe('Frame is not valid JSON');
    expect(decodeFrame(text('[1]'), false)).toBe('Frame must be a JSON object');
    expect(decodeFrame(text('null'), false)).toBe('Frame must be a JSON object');
    expect(decodeFrame(text('{"type":"0"}'), false)).toBe('Frame type must be an integer');
    expect(decodeFrame(text('{"type":1.5}'), false)).toBe('Frame type must be an integer');
    expect(decodeFrame(text('{"type":0,"code":"1"}'), false)).toBe('Frame code must be an integer');
    // Only the types a browser may send (clientFrameSchemas): a server push type sent back is unknown.
    expect(decodeFrame(text('{"type":3,"data":{}}'), false)).toBe('Unknown frame type 3');
  });
});
