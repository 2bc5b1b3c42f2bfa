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
    const pick = (userName: string, name = userName) => ({ name, userName });
    expect(pickedInText([pick('Bob'), pick('carol'), pick('bob')], 'hi @bob')).toEqual(['bob']);
    expect(pickedInText([pick('bob')], 'hi @bobby')).toEqual([]);
    const six = ['aaa', 'bbb', 'ccc', 'ddd', 'eee', 'fff'];
    expect(
      pickedInText(
        six.map((n) => pick(n)),
        six.map((n) => `@${n}`).join(' '),
      ),
    ).toHaveLength(5);
  });

  it('mentions a renamed player by the nickname everyone sees, sent as their handle', () => {
    const lucky = { name: 'Lucky 🎲', userName: 'Player_77' };
    expect(appendMention('gg', lucky.name)).toBe('gg @Lucky 🎲 ');
    expect(pickedInText([lucky], 'gg @Lucky 🎲 nice')).toEqual(['player_77']);
    // Typed out as the handle still counts; edited away it does not.
    expect(pickedInText([lucky], 'gg @player_77')).toEqual(['player_77']);
    expect(pickedInText([lucky], 'gg @Lucky')).toEqual([]);
    expect(pickedInText([{ name: 'Bo', userName: 'bo_1' }], 'hi @Bob')).toEqual([]);
  });
});
