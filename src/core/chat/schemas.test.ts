import { describe, expect, it } from 'vitest';
import { describeZodError } from '../schemas';
import { MAX_LENGTH } from './limits';
import { chatSendSchema, chatTextSchema, normaliseChatText } from './schemas';

const refusal = (value: unknown) => {
  const r = chatSendSchema.safeParse(value);
  return r.success ? null : describeZodError(r.error);
};

describe('chat schemas', () => {
  it('normalises text: NFC, line ends, blank lines, trimmed', () => {
    expect(normaliseChatText('  e\u0301\r\n\r\n\r\n\nx  ')).toBe('\u00e9\n\nx');
    expect(chatTextSchema.parse('<b>bold</b>')).toBe('<b>bold</b>');
  });

  it('counts characters, not UTF-16 units, against MAX_LENGTH', () => {
    expect(chatTextSchema.safeParse('😀'.repeat(MAX_LENGTH)).success).toBe(true);
    expect(chatTextSchema.safeParse('😀'.repeat(MAX_LENGTH + 1)).success).toBe(false);
  });

  it('refuses bad frames with a message naming the field', () => {
    expect(refusal({ text: 'a\u0007' })).toBe('text must not contain control or text-direction characters');
    expect(refusal({ text: 'line\nbreak' })).toBeNull();
    expect(refusal({ text: 'hi', atUsers: ['ok_name', 'x'] })).toBe(
      'atUsers.1: atUsers must hold user names (3-20 letters, digits or underscores)',
    );
    expect(refusal({ text: 'hi', color: 'red' })).toBe('Unknown field: color');
    expect(refusal({})).toBe('text must be a string');
  });

  it('accepts and ignores the spec fields the server does not trust', () => {
    const parsed = chatSendSchema.parse({ text: 'hi', from: 99, fromName: 'admin', imgUrl: 'x', privacy: 0, atUsers: ['Bob_1'] });
    expect(parsed.atUsers).toEqual(['bob_1']);
  });
});
