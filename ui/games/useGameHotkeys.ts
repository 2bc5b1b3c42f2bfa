import { useEffect, useRef } from 'react';
import { hotkeyAction, type HotkeyAction } from '../../src/app/games/hotkeys';

/** What the game page does on a hotkey. */
export interface HotkeyHandlers {
  /** Space: bet (or start / stop auto-bet on the Auto tab); not repeated while the key is held. */
  bet(): void;
  /** S, A, D: double, halve or zero the amount. */
  amount(action: Exclude<HotkeyAction, 'bet'>): void;
}

/**
 * The game page's hotkeys (off by default): listened to on the document only while enabled, ignored while a dialog
 * is open (`blocked`) or while typing (hotkeyAction). The handlers may change every render; the latest one runs.
 */
export function useGameHotkeys(enabled: boolean, blocked: boolean, handlers: HotkeyHandlers): void {
  const latest = useRef({ blocked, handlers });
  useEffect(() => {
    latest.current = { blocked, handlers };
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (e: KeyboardEvent) => {
      const action = hotkeyAction(e, true);
      if (!action || latest.current.blocked) return;
      e.preventDefault();
      if (action !== 'bet') latest.current.handlers.amount(action);
      else if (!e.repeat) latest.current.handlers.bet();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
