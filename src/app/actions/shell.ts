import { setLeftIsCloseCookie } from '../storage/cookies';
import { getState } from '../store';

/** Collapses or expands the desktop sidebar, remembered in the left-is-close cookie read by the route middleware. */
export function setLeftIsClose(closed: boolean): void {
  setLeftIsCloseCookie(closed);
  getState().setLeftIsClose(closed);
}
