import { describe, expect, it } from 'vitest';
import { hotkeyAction, isTypingTarget } from './hotkeys';

const key = (code: string, target: EventTarget | null = document.body, extra: Partial<KeyboardEvent> = {}) => ({
  code,
  target,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  ...extra,
});

describe('hotkeys', () => {
  it('maps space, S, A and D when enabled', () => {
    expect(hotkeyAction(key('Space'), true)).toBe('bet');
    expect(hotkeyAction(key('KeyS'), true)).toBe('double');
    expect(hotkeyAction(key('KeyA'), true)).toBe('halve');
    expect(hotkeyAction(key('KeyD'), true)).toBe('zero');
    expect(hotkeyAction(key('KeyX'), true)).toBeNull();
  });

  it('does nothing when off, with modifiers, or while typing', () => {
    expect(hotkeyAction(key('Space'), false)).toBeNull();
    expect(hotkeyAction(key('KeyS', document.body, { ctrlKey: true }), true)).toBeNull();
    const input = document.createElement('input');
    expect(isTypingTarget(input)).toBe(true);
    expect(hotkeyAction(key('KeyS', input), true)).toBeNull();
    expect(hotkeyAction(key('Space', document.createElement('textarea')), true)).toBeNull();
    const box = document.createElement('input');
    box.type = 'checkbox';
    expect(isTypingTarget(box)).toBe(false);
    expect(hotkeyAction(key('Space', document.createElement('button')), true)).toBe('bet');
  });
});
