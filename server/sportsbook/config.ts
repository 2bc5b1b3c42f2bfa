import { readPem } from '../lib/pem';

/** The sportsbook: where it runs, who we are to it, and the key its tokens are signed with. */
export interface SportsbookConfig {
  /** The sportsbook's page (its frame's address); null when none is configured. */
  url: string | null;
  /** Its origin: the only one the host page frames and takes messages from. */
  origin: string | null;
  /** Our brand as the sportsbook knows us (the tokens' issuer). */
  brand: string;
  /** The ES256 (P-256) private key in PKCS #8 PEM; undefined in demo mode means one made once per database. */
  privateKey: string | undefined;
  /** The key's id in the tokens' header and the published key set. */
  keyId: string;
  /** A token's life: the sportsbook asks for a fresh one before it ends. */
  tokenTtlSec: number;
  /** The book's id: the issuer of its signed wallet calls. */
  bookId: string;
  /** The book's ES256 public key (SPKI PEM) its wallet calls are checked with; undefined: the wallet takes no calls. */
  bookPublicKey: string | undefined;
}

/** A sportsbook setting the server cannot use; `loadConfig` reports it as a configuration error. */
export class SportsbookConfigError extends Error {}

const ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/**
 * SPORTSBOOK_URL (its frame's address), SPORTSBOOK_BRAND, SPORTSBOOK_JWT_PRIVATE_KEY (PEM inline with \n, or @file),
 * SPORTSBOOK_JWT_KID and SPORTSBOOK_TOKEN_TTL_SEC (60 to 3600, default 300); SPORTSBOOK_BOOK_ID (default demo-book)
 * and SPORTSBOOK_BOOK_PUBLIC_KEY (SPKI PEM inline or @file), the book its wallet calls come from. Outside demo mode a
 * configured sportsbook needs its key.
 */
export function sportsbookConfig(env: NodeJS.ProcessEnv, demoMode: boolean): SportsbookConfig {
  const rawUrl = env.SPORTSBOOK_URL?.trim() || null;
  let url: URL | null = null;
  if (rawUrl) {
    try {
      url = new URL(rawUrl);
    } catch {
      throw new SportsbookConfigError(`SPORTSBOOK_URL must be an http(s) URL, got "${rawUrl}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new SportsbookConfigError(`SPORTSBOOK_URL must be an http(s) URL, got "${rawUrl}"`);
    }
  }
  const brand = env.SPORTSBOOK_BRAND?.trim() || 'highstakes';
  if (!ID.test(brand)) throw new SportsbookConfigError(`SPORTSBOOK_BRAND must be letters, digits, '.', '_' or '-', got "${brand}"`);
  const keyId = env.SPORTSBOOK_JWT_KID?.trim() || 'hs-1';
  if (!ID.test(keyId)) throw new SportsbookConfigError(`SPORTSBOOK_JWT_KID must be letters, digits, '.', '_' or '-', got "${keyId}"`);
  const rawTtl = env.SPORTSBOOK_TOKEN_TTL_SEC?.trim();
  const tokenTtlSec = rawTtl ? Number(rawTtl) : 300;
  if (!/^\d+$/.test(rawTtl ?? '300') || tokenTtlSec < 60 || tokenTtlSec > 3600) {
    throw new SportsbookConfigError(`SPORTSBOOK_TOKEN_TTL_SEC must be a whole number from 60 to 3600, got "${rawTtl}"`);
  }
  const privateKey = pem(env.SPORTSBOOK_JWT_PRIVATE_KEY);
  if (url && !privateKey && !demoMode) {
    throw new SportsbookConfigError('SPORTSBOOK_URL needs SPORTSBOOK_JWT_PRIVATE_KEY (an ES256 key in PKCS #8 PEM) outside demo mode');
  }
  const bookId = env.SPORTSBOOK_BOOK_ID?.trim() || 'demo-book';
  if (!ID.test(bookId)) throw new SportsbookConfigError(`SPORTSBOOK_BOOK_ID must be letters, digits, '.', '_' or '-', got "${bookId}"`);
  const bookPublicKey = readPem(env.SPORTSBOOK_BOOK_PUBLIC_KEY, 'PUBLIC KEY');
  if (bookPublicKey === null)
    throw new SportsbookConfigError('SPORTSBOOK_BOOK_PUBLIC_KEY must be an SPKI PEM public key (inline or @file)');
  return { url: url?.href ?? null, origin: url?.origin ?? null, brand, privateKey, keyId, tokenTtlSec, bookId, bookPublicKey };
}

function pem(raw: string | undefined): string | undefined {
  const text = readPem(raw, 'PRIVATE KEY');
  if (text === null) throw new SportsbookConfigError('SPORTSBOOK_JWT_PRIVATE_KEY must be a PKCS #8 PEM key (inline or @file)');
  return text;
}
