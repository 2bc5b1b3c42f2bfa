/** Product prefix of every storage key and cookie the app writes. */
export const STORAGE_PREFIX = 'hs_';

/** Keys kept in local storage (long-lived); every other key lives in session storage. */
export const LOCAL_KEYS = [
  'internationalConfig',
  'internationalSysConfig',
  'lang',
  'levelConfig',
  'privilegeConfig',
  'sideChildId',
] as const;

/** Local flags written next to the long-lived keys; they survive clearStorage() and are removed on purpose. */
export const FLAG_KEYS = {
  loginStatus: 'loginStatus',
  thirdLogin: 'thirdLogin',
  /** The local day (YYYY-MM-DD) the home page's activity pop-up was last shown on this device. */
  promoPopup: 'promoPopupDay',
  /**
   * The spec's favorites key: the player's own order of their favourite games (codes, JSON), kept on this device. Not
   * one of the six long-lived keys clearing removes: an arrangement outlives a logout, like the other flags.
   */
  favorites: 'favorites',
  /** Streamer mode on this device ('1'): it outlives a logout, as a streamer's setup does. */
  streamerMode: 'streamerMode',
} as const;

/** The language when none is stored: en_US. */
export const DEFAULT_LANGUAGE = 'en_US';

/** The two storage areas. */
export type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  // Storage access throws in some privacy modes and sandboxed iframes: behave as if empty.
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function areaOf(key: string): Area {
  return (LOCAL_KEYS as readonly string[]).includes(key) ? 'local' : 'session';
}

/** Reads a prefixed key of an area (null when absent or storage is unavailable). */
export function read(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(STORAGE_PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

/** Writes (or, with null, removes) a prefixed key of an area; storage errors are swallowed. */
export function write(kind: Area, key: string, value: string | null): void {
  try {
    const store = area(kind);
    if (value === null) store?.removeItem(STORAGE_PREFIX + key);
    else store?.setItem(STORAGE_PREFIX + key, value);
  } catch {
    // Quota or privacy errors: the app works without persistence.
  }
}

/** Prefixed key/value storage that picks local or session storage by key. */
export const storage = {
  get(key: string): string | null {
    return read(areaOf(key), key);
  },
  set(key: string, value: string): void {
    write(areaOf(key), key, value);
  },
  remove(key: string): void {
    write(areaOf(key), key, null);
  },
  getJson<T>(key: string): T | null {
    const raw = read(areaOf(key), key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown): void {
    write(areaOf(key), key, JSON.stringify(value));
  },
};

/** The stored language, default en_US. */
export function getLanguage(): string {
  return storage.get('lang') || DEFAULT_LANGUAGE;
}

/** Login status flag, kept in local and session storage. */
export function setLoginStatus(loggedIn: boolean): void {
  for (const kind of ['local', 'session'] as const) write(kind, FLAG_KEYS.loginStatus, loggedIn ? '1' : null);
}

/** True when a login status flag is stored. */
export function getLoginStatus(): boolean {
  return read('local', FLAG_KEYS.loginStatus) === '1' || read('session', FLAG_KEYS.loginStatus) === '1';
}

/** Whether streamer mode is on on this device. */
export function getStreamerFlag(): boolean {
  return read('local', FLAG_KEYS.streamerMode) === '1';
}

/** Remembers streamer mode on this device. */
export function setStreamerFlag(on: boolean): void {
  write('local', FLAG_KEYS.streamerMode, on ? '1' : null);
}

/** Session key of the docked chat panel's open state: it is not on the spec's long-lived list, so it lives per tab. */
const CHAT_OPEN_KEY = 'chatOpen';

/** Remembers, for this tab (reloads included), whether the docked chat panel is open. */
export function setChatOpenFlag(open: boolean): void {
  write('session', CHAT_OPEN_KEY, open ? '1' : null);
}

/** True when the docked chat panel was left open in this tab. */
export function getChatOpenFlag(): boolean {
  return read('session', CHAT_OPEN_KEY) === '1';
}

/** Removes the third-party login entries (flag and per-provider account ids). */
export function removeThirdLoginEntries(): void {
  const local = area('local');
  if (!local) return;
  try {
    const prefix = STORAGE_PREFIX + FLAG_KEYS.thirdLogin;
    for (const key of Object.keys(local)) if (key.startsWith(prefix)) local.removeItem(key);
  } catch {
    // ignore
  }
}

/** Clears all session storage items (logout). */
export function clearSessionStorage(): void {
  try {
    area('session')?.clear();
  } catch {
    // ignore
  }
}

/** Clears the long-lived items listed in LOCAL_KEYS plus all session items. */
export function clearStorage(): void {
  for (const key of LOCAL_KEYS) write('local', key, null);
  clearSessionStorage();
}
