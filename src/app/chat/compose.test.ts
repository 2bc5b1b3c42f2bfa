import { describe, expect, it } from 'vitest';
import { appendMention, insertMention, mentionQueryAt, pickedInText } from './compose';

describe('composer mentions', () => {
  it('finds the @name being typed before the caret', () => {
    expect(mentionQueryAt('hi @bo', 6)).toEqual({ start: 3, keyword: 'bo' });
    expect(mentionQueryAt('@a', 2)).toEqual({ start: 0, keyword: 'a' });
    expect(mentionQueryAt('hi @', 4)).toBeNull();
    expect(mentionQueryAt('me@bo', 5)).toBeNull();
    expect(mentionQueryAt('hi @bo there', 12)).toBeNull();
  });

  it('inserts the picked name with a trailing space and moves the caret after it', () => {
    const q = mentionQueryAt('hi @bo', 6)!;
    expect(insertMention('hi @bo', 6, q, 'bobby')).toEqual({ text: 'hi @bobby ', caret: 10 });
    expect(insertMention('hi @bo and', 6, q, 'bobby')).toEqual({ text: 'hi @bobby and', caret: 10 });
  });

  it('appends a mention to a draft', () => {
    expect(appendMention('', 'bob')).toBe('@bob ');
    expect(appendMention('hi', 'bob')).toBe('hi @bob ');
    expect(appendMention('hi ', 'bob')).toBe('hi @bob ');
  });

  it('sends only the picked handles still written, lower-case, once, at most five', () => {
    expect(pickedInText(['Bob', 'carol', 'bob'], 'hi @bob')).toEqual(['bob']);
    expect(pickedInText(['bob'], 'hi @bobby')).toEqual([]);
    const six = ['aaa', 'bbb', 'ccc', 'ddd', 'eee', 'fff'];
    expect(pickedInText(six, six.map((n) => `@${n}`).join(' '))).toHaveLength(5);
  });
});
