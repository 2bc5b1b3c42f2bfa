import { useEffect, useRef } from 'react';
import { hotkeyAction, isTypingTarget, type HotkeyAction } from '../../../src/app/games/hotkeys';
import { useTouchOnly } from './touchOnly';

/** What the game page does on a hotkey. */
export interface HotkeyHandlers {
  /** Space: bet (or start / stop auto-bet on the Auto tab); not repeated while the key is held. */
  bet(): void;
  /** S, A, D: double, halve or zero the amount. */
  amount(action: Exclude<HotkeyAction, 'bet'>): void;
  /**
   * The game's own keys, tried first (mines: arrows move the focus ring, Space/Enter reveal while a game is in play,
   * C cashes out); true when the key was handled. Same guards as the common keys (typing, modifiers, dialogs).
   */
  game?(event: KeyboardEvent): boolean;
}

/**
 * The game page's hotkeys (off by default, never on a touch-only device): listened to on the document only while
 * enabled, ignored while a dialog is open (`blocked`) or while typing (hotkeyAction). The handlers may change every
 * render; the latest one runs.
 */
export function useGameHotkeys(enabled: boolean, blocked: boolean, handlers: HotkeyHandlers): void {
  const latest = useRef({ blocked, handlers });
  useEffect(() => {
    latest.current = { blocked, handlers };
  });
  // A touch-only device offers no hotkeys (its panel has no switch for them), whatever was stored on another device.
  const touchOnly = useTouchOnly();
  const on = enabled && !touchOnly;
  useEffect(() => {
    if (!on) return;
    const listener = (e: KeyboardEvent) => {
      const own = latest.current.handlers.game;
      if (own && !latest.current.blocked && gameKeyAllowed(e) && own(e)) {
        e.preventDefault();
        return;
      }
      const action = hotkeyAction(e, true);
      if (!action || latest.current.blocked) return;
      e.preventDefault();
      if (action !== 'bet') latest.current.handlers.amount(action);
      else if (!e.repeat) latest.current.handlers.bet();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [on]);
}

// A game's own key counts like the common ones: not while typing in a field or with a modifier.
function gameKeyAllowed(e: KeyboardEvent): boolean {
  return !e.ctrlKey && !e.metaKey && !e.altKey && !isTypingTarget(e.target);
}
