/** Listens to a window's messages, passing on those `read` accepts (an origin check and a shape); returns the stop. */
export function listenToMessages<T>(win: Window, read: (event: MessageEvent) => T | null, onMessage: (message: T) => void): () => void {
  const listener = (event: MessageEvent) => {
    const message = read(event);
    if (message !== null) onMessage(message);
  };
  win.addEventListener('message', listener);
  return () => win.removeEventListener('message', listener);
}
