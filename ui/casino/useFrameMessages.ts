import { useEffect, useRef } from 'react';
import { listenToFrame, type FrameMessageType } from '../../src/app/casino/frameMessages';

/**
 * Acts on the game frame's messages while a launch answer is on screen: only those from its `origin` and of the
 * accepted types (src/app/casino/frameMessages.ts); null listens to nothing.
 */
export function useFrameMessages(origin: string | null, handlers: Partial<Record<FrameMessageType, () => void>>): void {
  const ref = useRef(handlers);
  useEffect(() => {
    ref.current = handlers;
  });
  useEffect(() => {
    if (!origin) return;
    return listenToFrame(window, origin, (type) => ref.current[type]?.());
  }, [origin]);
}
