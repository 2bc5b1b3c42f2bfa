/** Actions bound to keys on the game pages. */
export type HotkeyAction = 'bet' | 'double' | 'halve' | 'zero';

/** Key bindings, listed in the help dialog. */
export const HOTKEYS: readonly { key: string; code: string; label: string; action: HotkeyAction }[] = [
  { key: 'Space', code: 'Space', label: 'Place a bet', action: 'bet' },
  { key: 'S', code: 'KeyS', label: 'Double the bet amount', action: 'double' },
  { key: 'A', code: 'KeyA', label: 'Halve the bet amount', action: 'halve' },
  { key: 'D', code: 'KeyD', label: 'Set the bet amount to zero', action: 'zero' },
];

/** True when the event comes from a place where keys are typed (inputs, text areas, selects, editable content). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const el = target as HTMLElement;
  const tag = el.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select' || el.isContentEditable) return true;
  if (tag === 'input') {
    const type = (el as HTMLInputElement).type;
    return !['checkbox', 'radio', 'button', 'submit', 'range'].includes(type);
  }
  return false;
}

/** The action of a key event, or null (modifier keys, typing, a repeat of space, or hotkeys off). */
export function hotkeyAction(
  event: Pick<KeyboardEvent, 'code' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey' | 'repeat'>,
  enabled: boolean,
): HotkeyAction | null {
  if (!enabled || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  const hit = HOTKEYS.find((h) => h.code === event.code);
  if (!hit) return null;
  return hit.action;
}
