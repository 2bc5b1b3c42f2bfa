/** What the `/casino/{token}` segment carries: game code, a second argument and the demo flag. */
export interface CasinoLaunch {
  gameCode: string;
  /** The second launch argument (a provider or table id); may be empty. */
  arg: string;
  demo: boolean;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
// Game codes are provider ids such as "10003" or "pg-fortune-tiger"; no separator, no spaces.
const GAME_CODE = /^[A-Za-z0-9._-]{1,64}$/;
const TOKEN = /^[A-Za-z0-9_-]+$/;

function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i]!;
    const b1 = bytes[i + 1];
    const b2 = bytes[i + 2];
    out += ALPHABET[b0 >> 2]!;
    out += ALPHABET[((b0 & 3) << 4) | ((b1 ?? 0) >> 4)]!;
    if (b1 !== undefined) out += ALPHABET[((b1 & 15) << 2) | ((b2 ?? 0) >> 6)]!;
    if (b2 !== undefined) out += ALPHABET[b2 & 63]!;
  }
  return out;
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!TOKEN.test(text) || text.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of text) {
    buffer = (buffer << 6) | ALPHABET.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  // Leftover bits must be zero padding, or the token was not made by encodeCasinoToken.
  if ((buffer & ((1 << bits) - 1)) !== 0) return null;
  return Uint8Array.from(bytes);
}

/** The URL segment for a third-party game: base64url of `${gameCode}|${arg}|${demo ? 1 : 0}`. */
export function encodeCasinoToken(launch: CasinoLaunch): string {
  if (!GAME_CODE.test(launch.gameCode)) throw new Error(`Invalid game code: ${launch.gameCode}`);
  if (launch.arg.includes('|')) throw new Error('The second argument cannot contain |');
  return toBase64Url(new TextEncoder().encode(`${launch.gameCode}|${launch.arg}|${launch.demo ? 1 : 0}`));
}

/** Decodes a `/casino/{token}` segment; null when it is not a token encodeCasinoToken could have made. */
export function decodeCasinoToken(token: string | undefined): CasinoLaunch | null {
  if (!token || token.length > 512) return null;
  const bytes = fromBase64Url(token);
  if (!bytes) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  const parts = text.split('|');
  if (parts.length !== 3) return null;
  const [gameCode, arg, demo] = parts as [string, string, string];
  if (!GAME_CODE.test(gameCode) || (demo !== '0' && demo !== '1')) return null;
  return { gameCode, arg, demo: demo === '1' };
}
