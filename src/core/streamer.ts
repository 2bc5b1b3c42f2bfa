import { HIDDEN_NAME } from './chat/limits';
import { COIN_CODES, FIAT_CODES } from './currency';

// Streamer mode: what a player on stream keeps off the screen. Balances and amounts, names (their own and other
// players', shown as the privacy rule's "Hidden"), email, deposit and payout addresses, and transaction ids are shown
// masked everywhere: pages, dialogs, toasts, notifications and the text of labels a screen reader reads.

/** The kinds of private value. */
export type PrivateKind = 'amount' | 'name' | 'email' | 'address' | 'id';

/** What a masked value shows (a name shows the privacy rule's word). */
export const MASK = '•••••';

/** A private value as streamer mode shows it. */
export function maskPrivate(kind: PrivateKind, value: string): string {
  if (value === '') return '';
  return kind === 'name' ? HIDDEN_NAME : MASK;
}

/** The text a screen reader hears for a masked value. */
export const MASKED_LABEL: Record<PrivateKind, string> = {
  amount: 'amount hidden in streamer mode',
  name: 'name hidden in streamer mode',
  email: 'email hidden in streamer mode',
  address: 'address hidden in streamer mode',
  id: 'id hidden in streamer mode',
};

// An amount in free text (a toast or notification): digits with optional thousands separators and decimals, followed
// or preceded by a coin or fiat code or sign. Counts and durations ("24 hours", "3 tries") are left alone.
// Longer codes first (USDT before USD).
const CODES = [...new Set([...COIN_CODES, ...FIAT_CODES])].sort((a, b) => b.length - a.length).join('|');
const NUMBER = String.raw`\d{1,3}(?:[,\u202f ]\d{3})*(?:\.\d+)?|\d+(?:\.\d+)?`;
const AMOUNT_IN_TEXT = new RegExp(
  String.raw`(?:[$€£₺]|R\$)\s?(?:${NUMBER})|(?:${NUMBER})\s?(?:${CODES})\b|(?:${CODES})\s?(?:${NUMBER})`,
  'g',
);
const EMAIL_IN_TEXT = /[^\s@<>()]+@[^\s@<>()]+\.[A-Za-z]{2,}/g;

/**
 * Masks the private parts of free text (a server's message in a toast or notification): amounts with a currency,
 * email addresses, and the given names and addresses wherever they appear.
 */
export function maskText(text: string, known: { names?: readonly string[]; secrets?: readonly string[] } = {}): string {
  let out = text.replace(AMOUNT_IN_TEXT, MASK).replace(EMAIL_IN_TEXT, MASK);
  for (const secret of known.secrets ?? []) if (secret.length >= 4) out = out.split(secret).join(MASK);
  // Longer names first, so a name inside another is not half-replaced.
  for (const name of [...(known.names ?? [])].filter((n) => n.length >= 2).sort((a, b) => b.length - a.length)) {
    out = out.replace(new RegExp(String.raw`(^|[^\p{L}\p{N}_])${escapeRegExp(name)}(?![\p{L}\p{N}_])`, 'gu'), `$1${HIDDEN_NAME}`);
  }
  return out;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
