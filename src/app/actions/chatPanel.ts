import { MOBILE_MAX_WIDTH } from '../../core/device';
import { setChatOpenFlag } from '../storage/storage';
import { getState } from '../store';

/**
 * Opens or closes the chat panel. The docked panel's state is remembered in local storage; a phone's sheet is not
 * (it covers the page, so it starts closed on every visit).
 */
export function setChatPanelOpen(open: boolean): void {
  getState().setChatOpen(open);
  if (window.innerWidth > MOBILE_MAX_WIDTH) setChatOpenFlag(open);
}

/** Opens the panel when closed and closes it when open (the header and bottom-bar buttons). */
export function toggleChatPanel(): void {
  setChatPanelOpen(!getState().chatOpen);
}
