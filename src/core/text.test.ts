import { describe, expect, it } from 'vitest';
import { hasChinese, stripChinese } from './text';

describe('stripChinese', () => {
  it('removes Chinese characters and keeps everything else', () => {
    expect(stripChinese('abc中文123')).toBe('abc123');
    expect(stripChinese('玩家 player_1')).toBe(' player_1');
    expect(stripChinese('héllo wörld!')).toBe('héllo wörld!');
    expect(stripChinese('你好，世界。')).toBe('');
    expect(stripChinese('𠀀x')).toBe('x');
  });
  it('treats null and undefined as empty', () => {
    expect(stripChinese(null)).toBe('');
    expect(stripChinese(undefined)).toBe('');
  });
  it('detects Chinese characters', () => {
    expect(hasChinese('ab中')).toBe(true);
    expect(hasChinese('abc')).toBe(false);
    expect(hasChinese('abc')).toBe(false);
  });
});
