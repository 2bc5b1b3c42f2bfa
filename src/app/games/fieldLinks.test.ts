import { describe, expect, it } from 'vitest';
import { configDecimal, profitOnWin, readField, sentence } from './fieldLinks';

describe('generic field links', () => {
  it('reads what a player types leniently, and nothing else', () => {
    expect(readField(' 50.5 ')?.toFixed()).toBe('50.5');
    expect(readField('.5')?.toFixed()).toBe('0.5');
    expect(readField('2.')?.toFixed()).toBe('2');
    expect(readField('abc')).toBeNull();
    expect(readField('-1')).toBeNull();
    expect(readField('1e3')).toBeNull();
  });

  it('reads config values strictly, falling back when malformed', () => {
    expect(configDecimal({ a: '95', b: 1, c: ' 2', d: 'x', e: -1, f: '1e3' }, 'a', '9')).toBe('95');
    expect(configDecimal({ b: 1 }, 'b', '9')).toBe('1');
    expect(configDecimal({ c: ' 2' }, 'c', '9')).toBe('9');
    expect(configDecimal({ d: 'x' }, 'd', '9')).toBe('9');
    expect(configDecimal({ e: -1 }, 'e', '9')).toBe('9');
    expect(configDecimal({ f: '1e3' }, 'f', '9')).toBe('9');
    expect(configDecimal(undefined, 'a', '9')).toBe('9');
  });

  it('profit on win rounds down to the coin decimals', () => {
    expect(profitOnWin('1', '2.0000', 6)).toBe('1.000000');
    expect(profitOnWin('0.333333', '1.0102', 6)).toBe('0.003399');
    expect(profitOnWin('', '2', 2)).toBe('0.00');
    expect(profitOnWin('1', null, 2)).toBe('0.00');
    expect(profitOnWin('1', '1', 2)).toBe('0.00');
  });

  it('capitalises a core message for the panel', () => {
    expect(sentence('target must be between 1.01 and 1000000')).toBe('Target must be between 1.01 and 1000000');
  });
});
