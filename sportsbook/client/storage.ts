// The page's storage. A framed page is a third party to the casino's: a browser that blocks third-party storage throws
// on the first touch of localStorage, so the page then keeps its slip and settings in memory for its own life.

/** The storage the page keeps its slip and settings in. */
export type KeptStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The window's localStorage when the browser allows it, else a memory store. */
export function pageStorage(win: Window): KeptStorage {
  try {
    const storage = win.localStorage;
    storage.getItem('book.probe');
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (key) => memory.get(key) ?? null, setItem: (key, value) => void memory.set(key, value) };
  }
}
