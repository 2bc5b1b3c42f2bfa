import { COIN_CODES, coinDecimals, isCoin, type Coin } from '../../core/currency';
import { DECIMAL_STRING } from '../../core/money';

/** What a chat command asks for: a tip (the confirm dialog, prefilled), the rain dialog, or a refusal to show. */
export type ChatCommand =
  { kind: 'tip'; userName: string; amount: string; coin: Coin } | { kind: 'rain' } | { kind: 'error'; message: string };

/** How /tip is written. */
export const TIP_USAGE = 'Usage: /tip @name amount coin';
/** How /rain is written. */
export const RAIN_USAGE = 'Usage: /rain (then pick the coin and the amount)';

const HANDLE = /^[A-Za-z0-9_]{3,20}$/;
const COMMAND = /^\/([A-Za-z]+)(?:\s+([\s\S]*))?$/;

const error = (message: string): ChatCommand => ({ kind: 'error', message });

/** A typed amount as a strict decimal string ("1.50"; ".5" is read as "0.5"), or the reason it is not one. */
function readAmount(text: string, coin: Coin): { amount: string } | { problem: string } {
  const amount = text.startsWith('.') ? `0${text}` : text;
  if (!DECIMAL_STRING.test(amount)) return { problem: `Amount must be a positive number such as 1.50, not ${text}` };
  if (/^0(\.0+)?$/.test(amount)) return { problem: 'Amount must be greater than 0' };
  const decimals = coinDecimals(coin);
  if ((amount.split('.')[1] ?? '').length > decimals) return { problem: `${coin} allows at most ${decimals} decimals` };
  return { amount };
}

function parseTip(args: string[]): ChatCommand {
  if (args.length === 0) return error(TIP_USAGE);
  const [rawName, rawAmount, rawCoin, ...extra] = args as [string, string | undefined, string | undefined, ...string[]];
  const name = rawName.replace(/^@/, '');
  // "/tip 5 usdt": an amount and a coin, nobody to tip.
  if (!rawName.startsWith('@') && args.length <= 2 && DECIMAL_STRING.test(rawName)) return error(`${TIP_USAGE}: the @name is missing`);
  if (!HANDLE.test(name)) return error(`${TIP_USAGE}: "${rawName}" is not a player name (3-20 letters, digits or underscores)`);
  if (rawAmount === undefined) return error(`${TIP_USAGE}: the amount is missing`);
  if (rawCoin === undefined) {
    return isCoin(rawAmount.toUpperCase()) ? error(`${TIP_USAGE}: the amount is missing`) : error(`${TIP_USAGE}: the coin is missing`);
  }
  if (extra.length > 0) return error(`${TIP_USAGE}: too many words after the coin`);
  const coin = rawCoin.toUpperCase();
  if (!isCoin(coin)) {
    // "/tip @bob usdt 5": the right words in the wrong order.
    if (isCoin(rawAmount.toUpperCase()) && DECIMAL_STRING.test(rawCoin)) return error(`${TIP_USAGE}: the amount comes before the coin`);
    return error(`Unknown coin ${rawCoin}: use one of ${COIN_CODES.join(', ')}`);
  }
  const read = readAmount(rawAmount, coin);
  if ('problem' in read) return error(read.problem);
  return { kind: 'tip', userName: name, amount: read.amount, coin };
}

/**
 * Reads a chat command: `/tip @name amount coin` (the coin in any case) or `/rain`. Null when the text is not a
 * command (it does not start with a slash and a word), so it is sent as a message; a malformed or unknown command is
 * an error naming what is wrong.
 */
export function parseChatCommand(text: string): ChatCommand | null {
  const match = COMMAND.exec(text.trim());
  if (!match) return null;
  const name = match[1]!.toLowerCase();
  const args = (match[2] ?? '').split(/\s+/).filter(Boolean);
  if (name === 'tip') return parseTip(args);
  if (name === 'rain') return args.length === 0 ? { kind: 'rain' } : error(RAIN_USAGE);
  return error(`Unknown command /${match[1]}: the commands are /tip @name amount coin and /rain`);
}
