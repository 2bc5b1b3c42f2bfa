import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { base58, base58xrp, bech32, bech32m, type BytesCoder } from '@scure/base';
import type { Coin } from '../currency';
import { COIN_CHAINS, type AddressKind } from './chains';

// Withdrawal destinations are checked offline, byte for byte, against each chain's address format: a payout sent to a
// mistyped or foreign address is lost, so anything that is not plainly valid for the coin's one network is refused
// with a message saying what to fix. Nothing is trimmed or rewritten: the address checked is the address paid.

/** Highest XRP destination tag (an unsigned 32-bit integer). */
export const MAX_DESTINATION_TAG = 4294967295;
/** Longest Solana memo accepted with a withdrawal, in characters. */
export const MAX_MEMO_LENGTH = 120;

// Both base58 alphabets (Bitcoin's and XRP's) are the same 58 characters in a different order: no 0, O, I or l.
const BASE58_CHARS = /^[1-9A-HJ-NP-Za-km-z]+$/;
const BECH32_CHARS = /^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]*$/;
// Longer than any address of the six formats (bech32 is at most 90): refused before any decoding, which is quadratic.
const MAX_ADDRESS_LENGTH = 128;

/** Version bytes (first payload byte) of the base58check formats. */
const VERSION = {
  btcP2pkh: 0x00,
  btcP2sh: 0x05,
  btcTestP2pkh: 0x6f,
  btcTestP2sh: 0xc4,
  tron: 0x41,
  // TRON's early testnet prefix; today's testnets share the mainnet format, which no address can tell apart.
  tronOldTest: 0xa0,
  dogeP2pkh: 0x1e,
  dogeP2sh: 0x16,
  dogeTestP2pkh: 0x71,
  dogeTestP2sh: 0xc4,
  xrpAccount: 0x00,
} as const;

// X-addresses (XLS-5d) pack the account and a tag into one string; their two-byte prefixes.
const X_ADDRESS_MAIN = [0x05, 0x44] as const;
const X_ADDRESS_TEST = [0x04, 0x93] as const;
const X_ADDRESS_MESSAGE = 'This is an X-address: enter the classic address (starting with r) and put the destination tag in its own field';

/** What a chain is called in a message, with its article ("a Bitcoin", "an XRP"). */
const KIND_NAME: Record<AddressKind, string> = {
  bech32: 'a Bitcoin',
  evm: 'an Ethereum',
  tron: 'a TRON',
  doge: 'a Dogecoin',
  xrp: 'an XRP',
  sol: 'a Solana',
};

const HINT: Record<AddressKind, string> = {
  bech32: 'bc1q…',
  evm: '0x…',
  tron: 'T…',
  doge: 'D…',
  xrp: 'r…',
  sol: 'Base58, 32–44 characters',
};

type Base58Check = { ok: true; payload: Uint8Array } | { ok: false; reason: 'chars' | 'checksum' };

/** Base58 with the 4-byte double SHA-256 checksum that Bitcoin, Dogecoin, TRON and XRP all use. */
function decodeBase58Check(text: string, coder: BytesCoder): Base58Check {
  if (!BASE58_CHARS.test(text)) return { ok: false, reason: 'chars' };
  const raw = coder.decode(text);
  if (raw.length < 5) return { ok: false, reason: 'checksum' };
  const payload = raw.subarray(0, raw.length - 4);
  const sum = sha256(sha256(payload));
  for (let i = 0; i < 4; i++) if (sum[i] !== raw[raw.length - 4 + i]) return { ok: false, reason: 'checksum' };
  return { ok: true, payload };
}

/** Messages shared by the checks; `name` is the network as people call it ("Bitcoin", "TRON"…). */
const say = {
  invalid: (name: string) => `This is not a valid ${name} address`,
  checksum: () => 'Checksum mismatch: check the address for a typo',
  chars: (name: string) => `This is not a valid ${name} address: it contains a character that never appears in one (0, O, I or l)`,
  testnet: (name: string, mainnet: string) =>
    `This is ${withArticle(name)} testnet address; withdrawals go to a mainnet address (${mainnet})`,
};

function checkBitcoin(address: string, name: string): string | null {
  const lower = address.toLowerCase();
  if (lower.startsWith('tb1') || lower.startsWith('bcrt1')) return say.testnet(name, 'bc1…, 1… or 3…');
  if (lower.startsWith('bc1')) return checkSegwit(address, lower, name);
  const decoded = decodeBase58Check(address, base58);
  if (!decoded.ok) return decoded.reason === 'chars' ? say.chars(name) : say.checksum();
  const [version] = decoded.payload;
  if (decoded.payload.length !== 21) return say.invalid(name);
  if (version === VERSION.btcP2pkh || version === VERSION.btcP2sh) return null;
  if (version === VERSION.btcTestP2pkh || version === VERSION.btcTestP2sh) return say.testnet(name, 'bc1…, 1… or 3…');
  return say.invalid(name);
}

/** BIP-173 (witness version 0, bech32) and BIP-350 (version 1 taproot, bech32m) mainnet addresses. */
function checkSegwit(address: string, lower: string, name: string): string | null {
  // BIP-173: an address is all lowercase or all uppercase; mixed case is invalid, not something to normalise.
  if (address !== lower && address !== address.toUpperCase()) {
    return 'Bitcoin addresses starting with bc1 are all lowercase or all uppercase, never mixed';
  }
  if (!BECH32_CHARS.test(lower.slice(3))) {
    return `This is not a valid ${name} address: after bc1 it can only use lowercase letters and digits except 1, b, i and o`;
  }
  // BIP-173 bounds: 6 checksum characters after "bc1" and at least one data character, 90 characters in all.
  if (lower.length < 14 || lower.length > 90) return say.invalid(name);
  const asBech32 = bech32.decodeUnsafe(lower, 90);
  const asBech32m = asBech32 ? undefined : bech32m.decodeUnsafe(lower, 90);
  const decoded = asBech32 ?? asBech32m;
  if (!decoded) return say.checksum();
  const [version, ...words] = decoded.words;
  if (version === undefined || version > 16) return say.invalid(name);
  // Version 0 must carry the bech32 checksum and later versions bech32m (BIP-350); the other one is a corrupted address.
  if ((version === 0) !== Boolean(asBech32)) return say.checksum();
  const program = bech32.fromWordsUnsafe(words);
  if (!program) return say.invalid(name);
  if (version === 0) return program.length === 20 || program.length === 32 ? null : say.invalid(name);
  if (version === 1) return program.length === 32 ? null : say.invalid(name);
  // Future witness versions are valid addresses, but nothing says what spends them yet: coins sent there may be lost.
  return `This ${name} address uses a newer format (witness version ${version}) that withdrawals cannot be sent to yet`;
}

function checkEvm(address: string, name: string): string | null {
  const body = address.slice(2);
  if (!address.startsWith('0x')) {
    return /^[0-9a-fA-F]{40}$/.test(address) ? 'Start the address with 0x' : say.invalid(name);
  }
  if (!/^[0-9a-fA-F]*$/.test(body)) return `This is not a valid ${name} address: after 0x it has only 0-9 and a-f`;
  if (body.length !== 40) return `This is not a valid ${name} address: it has 40 characters after 0x, not ${body.length}`;
  // EIP-55: a single-case address carries no checksum; a mixed-case one must match its checksum exactly.
  if (body === body.toLowerCase() || body === body.toUpperCase()) return null;
  return body === eip55(body.toLowerCase()) ? null : "Checksum mismatch: check the address's capital letters";
}

/** EIP-55 capitals of 40 lowercase hex characters: a letter is upper case where keccak-256 of the text has a nibble ≥ 8. */
function eip55(lowerHex: string): string {
  const hash = bytesToHex(keccak_256(utf8ToBytes(lowerHex)));
  let out = '';
  for (let i = 0; i < lowerHex.length; i++) {
    const c = lowerHex[i]!;
    out += parseInt(hash[i]!, 16) >= 8 ? c.toUpperCase() : c;
  }
  return out;
}

/** The EIP-55 checksummed form ("0x" and mixed case) of 20 address bytes. */
export function toChecksumAddress(bytes: Uint8Array): string {
  return `0x${eip55(bytesToHex(bytes))}`;
}

function checkTron(address: string, name: string): string | null {
  if (/^(0x)?41[0-9a-fA-F]{40}$/.test(address)) return 'Enter the TRON address in its T… form, not as hexadecimal';
  const decoded = decodeBase58Check(address, base58);
  if (!decoded.ok) return decoded.reason === 'chars' ? say.chars(name) : say.checksum();
  if (decoded.payload.length !== 21) return say.invalid(name);
  if (decoded.payload[0] === VERSION.tron) return null;
  if (decoded.payload[0] === VERSION.tronOldTest) return say.testnet(name, 'T…');
  return say.invalid(name);
}

function checkDoge(address: string, name: string): string | null {
  const decoded = decodeBase58Check(address, base58);
  if (!decoded.ok) return decoded.reason === 'chars' ? say.chars(name) : say.checksum();
  const [version] = decoded.payload;
  if (decoded.payload.length !== 21) return say.invalid(name);
  if (version === VERSION.dogeP2pkh || version === VERSION.dogeP2sh) return null;
  if (version === VERSION.dogeTestP2pkh || version === VERSION.dogeTestP2sh) return say.testnet(name, 'D…, 9… or A…');
  return say.invalid(name);
}

function checkXrp(address: string, name: string): string | null {
  const decoded = decodeBase58Check(address, base58xrp);
  if (!decoded.ok) return decoded.reason === 'chars' ? say.chars(name) : say.checksum();
  const { payload } = decoded;
  if (payload.length === 31 && payload[0] === X_ADDRESS_MAIN[0] && payload[1] === X_ADDRESS_MAIN[1]) {
    return X_ADDRESS_MESSAGE;
  }
  if (payload.length === 31 && payload[0] === X_ADDRESS_TEST[0] && payload[1] === X_ADDRESS_TEST[1]) {
    return say.testnet(name, 'a classic r… address');
  }
  if (payload.length === 21 && payload[0] === VERSION.xrpAccount) return null;
  return say.invalid(name);
}

function checkSolana(address: string, name: string): string | null {
  if (!BASE58_CHARS.test(address)) return say.chars(name);
  const bytes = base58.decode(address);
  if (bytes.length !== 32) return `This is not a valid ${name} address: it must decode to 32 bytes, not ${bytes.length}`;
  let point;
  try {
    point = ed25519.Point.fromBytes(bytes);
  } catch {
    // Off the curve: a program-derived address (a token account, a program's vault), which no wallet key signs for.
    return `This ${name} address is not a wallet: it may be a token account or a program address; enter the wallet's own address`;
  }
  // A wallet key is a multiple of the base point: a small-order point (such as the system program's all-zero id) or
  // one with a small-order part has no owner who could spend what is sent to it.
  if (point.isSmallOrder() || !point.isTorsionFree()) return `No wallet can own this ${name} address; enter the wallet's own address`;
  return null;
}

const CHECKS: Record<AddressKind, (address: string, name: string) => string | null> = {
  bech32: checkBitcoin,
  evm: checkEvm,
  tron: checkTron,
  doge: checkDoge,
  xrp: checkXrp,
  sol: checkSolana,
};

const KINDS = Object.keys(CHECKS) as AddressKind[];

/** The other chain an address belongs to (mainnet, checksum verified), for a "wrong network" message. */
function otherKindOf(address: string, own: AddressKind): AddressKind | null {
  for (const kind of KINDS) {
    if (kind === own) continue;
    const error = CHECKS[kind](address, '');
    // An X-address is an XRP address even though XRP withdrawals refuse it.
    if (error === null || (kind === 'xrp' && error === X_ADDRESS_MESSAGE)) return kind;
  }
  return null;
}

/** "a Bitcoin" / "an Ethereum (ERC-20)": the network label with its article. */
function withArticle(label: string): string {
  return `${/^[AEIOX]/.test(label) ? 'an' : 'a'} ${label}`;
}

function tagError(coin: Coin, tag: string): string | null {
  const label = COIN_CHAINS[coin].tagLabel;
  if (label === null) return `${coin} withdrawals take no destination tag or memo: leave it empty`;
  const field = label.toLowerCase();
  if (tag !== tag.trim()) return `Remove the spaces around the ${field}`;
  if (label === 'Destination tag') {
    if (!/^\d+$/.test(tag) || Number(tag) > MAX_DESTINATION_TAG) {
      return `Destination tag must be a whole number from 0 to ${MAX_DESTINATION_TAG}`;
    }
    // "007" and "7" are the same tag to the ledger; only the plain form is stored, so what was typed is what is sent.
    if (tag.length > 1 && tag.startsWith('0')) return 'Remove the leading zeros from the destination tag';
    return null;
  }
  if ([...tag].length > MAX_MEMO_LENGTH) return `Memo must be at most ${MAX_MEMO_LENGTH} characters`;
  // Control, format and separator characters are invisible or break lines: the memo the exchange expects is plain text.
  if (/[\p{C}\p{Zl}\p{Zp}]/u.test(tag)) return 'Memo may only contain printable characters';
  return null;
}

/**
 * Null when `address` (and `tag`, the XRP destination tag or SOL memo, optional) is a valid withdrawal destination on
 * the coin's network, else a short message for the player saying what is wrong.
 */
export function addressError(coin: Coin, address: string, tag?: string | null): string | null {
  const chain = COIN_CHAINS[coin];
  const kind = chain.addressKind;
  if (address === '') return 'Enter the address to withdraw to';
  if (address !== address.trim()) return 'Remove the spaces around the address';
  if (/\s/.test(address)) return 'Remove the spaces inside the address';
  if (address.length > MAX_ADDRESS_LENGTH) return `This is not a valid ${chain.networkLabel} address: it is too long`;
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(address);
  if (scheme) return `Enter only the address, without the "${scheme[1]}:" in front`;
  const own = CHECKS[kind](address, chain.networkLabel);
  if (own !== null) {
    const other = otherKindOf(address, kind);
    if (other !== null) {
      return `This looks like ${KIND_NAME[other]} address; ${coin} withdrawals go to ${withArticle(chain.networkLabel)} address`;
    }
    return own;
  }
  if (tag === undefined || tag === null || tag === '') return null;
  return tagError(coin, tag);
}

/** A placeholder for the withdrawal address field that shows what the coin's addresses look like. */
export function addressHint(coin: Coin): string {
  return HINT[COIN_CHAINS[coin].addressKind];
}
