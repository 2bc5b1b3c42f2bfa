// The page's settings, written by the book's server into a JSON island: the casino origins allowed to frame and talk
// to the book, and the book's name.

/** What the book's server tells its page. */
export interface BookConfig {
  casinoOrigins: string[];
  bookName: string;
}

const DEFAULT_NAME = 'Sportsbook';

/** Whether a string is exactly an origin (scheme, host, port; no path). */
function isOrigin(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === v;
  } catch {
    return false;
  }
}

/** The config island's settings; a missing or broken island gives no casino origins (a standalone preview). */
export function readConfig(doc: Pick<Document, 'getElementById'>): BookConfig {
  const island = doc.getElementById('book-config');
  let raw: unknown;
  try {
    raw = JSON.parse(island?.textContent ?? 'null');
  } catch {
    raw = null;
  }
  const r = (raw ?? {}) as Partial<Record<keyof BookConfig, unknown>>;
  const origins = Array.isArray(r.casinoOrigins) ? r.casinoOrigins.filter(isOrigin) : [];
  const name = typeof r.bookName === 'string' && r.bookName.trim() ? r.bookName.trim().slice(0, 60) : DEFAULT_NAME;
  return { casinoOrigins: origins, bookName: name };
}
