import { getState } from '../store';
import { setStreamerFlag } from '../storage/storage';

// Streamer mode's switch: turning it on is instant (a streamer going live cannot wait), turning it off asks first (one
// slip would show the balance and the deposit address to everyone watching). Kept on this device.

/** Turns streamer mode on at once. */
export function turnStreamerModeOn(): void {
  getState().setStreamerMode(true);
  setStreamerFlag(true);
}

/** Turns streamer mode off (after the player confirmed). */
export function turnStreamerModeOff(): void {
  getState().setStreamerMode(false);
  setStreamerFlag(false);
}

/** The switch: on at once; off only through the confirmation it opens. */
export function toggleStreamerMode(): void {
  if (getState().streamerMode) getState().setStreamerModeConfirm(true);
  else turnStreamerModeOn();
}

/** The hotkey: Alt+Shift+S (no game hotkey uses Alt), wherever focus is. */
export function isStreamerHotkey(event: Pick<KeyboardEvent, 'code' | 'altKey' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'repeat'>): boolean {
  return event.code === 'KeyS' && event.altKey && event.shiftKey && !event.ctrlKey && !event.metaKey && !event.repeat;
}

/** Listens for the hotkey; returns the function that stops listening. */
export function installStreamerHotkey(target: EventTarget = window): () => void {
  const onKey = (event: Event) => {
    if (!isStreamerHotkey(event as KeyboardEvent)) return;
    event.preventDefault();
    toggleStreamerMode();
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}
