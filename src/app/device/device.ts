import { deviceClass } from '../../core/device';
import { getState } from '../store';

/** Keeps the device class (mobile / tablet / pc) in the store, live on resize; returns the stop. */
export function watchDevice(win: Window = window): () => void {
  const update = () => getState().setDevice(deviceClass(win.navigator.userAgent, win.innerWidth));
  update();
  win.addEventListener('resize', update, { passive: true });
  return () => win.removeEventListener('resize', update);
}
