import { secp256k1 } from '@noble/curves/secp256k1.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bech32, createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';
import type { Coin } from '../../src/core/currency';
import { addressError, toChecksumAddress } from '../../src/core/wallet/address';
import { COIN_CHAINS, type AddressKind } from '../../src/core/wallet/chains';

// Watch-only deposit addresses: the server holds each chain's account-level extended PUBLIC key and derives the
// player's address on the external chain (0/<user id>) from it; the private keys that spend deposits never come here.
// XRP and SOL accounts cost a reserve each, so deposits go to one house address with the user id as tag or memo.

/** The wallet's public configuration: one account key per key-derived chain and the tag-routed house addresses. */
export interface WalletKeys {
  /** Account xpub or zpub of m/84'/0'/0' (native segwit). */
  btc: string;
  /** Account xpub of m/44'/60'/0' (ETH, USDT ERC-20, BNB BEP-20 share it). */
  evm: string;
  /** Account xpub of m/44'/195'/0'. */
  tron: string;
  /** Account xpub or dgub of m/44'/3'/0'. */
  doge: string;
  /** House XRP classic address; the player's id is the destination tag. */
  xrpAddress: string;
  /** House Solana address; the player's id is the memo. */
  solAddress: string;
}

/**
 * The embedded default of demo mode: the account keys and house addresses of the public BIP-39 test mnemonic
 * "abandon … about" (no passphrase). Its private keys are public knowledge and anything sent to these addresses can
 * be taken by anyone, so a real deployment must configure its own (WALLET_XPUB_*, WALLET_*_ADDRESS).
 */
export const DEMO_WALLET_KEYS: WalletKeys = {
  btc: 'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs',
  evm: 'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
  tron: 'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd',
  doge: 'dgub8rUhDtD3YFGZTUphBfpBbzvFxSMKQXYLzg87Me2ta78r2SdVLmypBUkkxrrn9RTnchsyiJSkHZyLWxD13ibBiXtuFWktBoDaGaZjQUBLNLs',
  // m/44'/144'/0'/0/0 and m/44'/501'/0'/0' (SLIP-0010 ed25519) of the same mnemonic.
  xrpAddress: 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3',
  solAddress: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
};

/** The environment variable of each field. */
const ENV_NAMES: Record<keyof WalletKeys, string> = {
  btc: 'WALLET_XPUB_BTC',
  evm: 'WALLET_XPUB_EVM',
  tron: 'WALLET_XPUB_TRX',
  doge: 'WALLET_XPUB_DOGE',
  xrpAddress: 'WALLET_XRP_ADDRESS',
  solAddress: 'WALLET_SOL_ADDRESS',
};

/** The environment that configures these keys (e.g. a test's server outside demo mode with the public demo keys). */
export function walletKeysEnv(keys: WalletKeys): Record<string, string> {
  return Object.fromEntries((Object.keys(ENV_NAMES) as (keyof WalletKeys)[]).map((field) => [ENV_NAMES[field], keys[field]]));
}

type KeyField = 'btc' | 'evm' | 'tron' | 'doge';

// BIP-32 serialisation versions (SLIP-0132): public and private of each prefix the server may be handed.
const XPUB = { public: 0x0488b21e, private: 0x0488ade4 };
const ZPUB = { public: 0x04b24746, private: 0x04b2430c };
const DGUB = { public: 0x02facafd, private: 0x02fac398 };
const PRIVATE_VERSIONS: Record<number, string> = {
  0x0488ade4: 'xprv',
  0x049d7878: 'yprv',
  0x04b2430c: 'zprv',
  0x0295b005: 'Yprv',
  0x02aa7a99: 'Zprv',
  0x04358394: 'tprv',
  0x044a4e28: 'uprv',
  0x045f18bc: 'vprv',
  0x02fac398: 'dgpv',
};

/** Per field: the public versions accepted, and the account path the key must be. */
const ACCOUNT: Record<KeyField, { versions: { public: number; private: number }[]; names: string; path: string }> = {
  btc: { versions: [XPUB, ZPUB], names: 'xpub or zpub', path: "m/84'/0'/0'" },
  evm: { versions: [XPUB], names: 'xpub', path: "m/44'/60'/0'" },
  tron: { versions: [XPUB], names: 'xpub', path: "m/44'/195'/0'" },
  doge: { versions: [XPUB, DGUB], names: 'xpub or dgub', path: "m/44'/3'/0'" },
};

const HARDENED = 0x80000000;
const base58check = createBase58check(sha256);

/**
 * The account key of `field` parsed, or a message saying why it cannot be used. Private keys of any form are refused
 * by shape, before anything else, so the message never echoes one.
 */
function parseAccountKey(field: KeyField, value: string): HDKey | string {
  const { versions, names, path } = ACCOUNT[field];
  const want = `the account ${names} of ${path}`;
  if (/^([a-z]+\s+){11,}[a-z]+$/.test(value)) return `looks like a recovery phrase; give only ${want}, never the phrase`;
  if (/^(0x)?[0-9a-fA-F]{64}$/.test(value)) return `looks like a private key; give only ${want}`;
  let raw: Uint8Array;
  try {
    raw = base58check.decode(value);
  } catch {
    return `must be ${want} (a base58 extended public key)`;
  }
  // WIF: version 0x80 (Bitcoin) or 0x9e (Dogecoin) and 32 key bytes, plus a compression flag.
  if ((raw.length === 33 || raw.length === 34) && (raw[0] === 0x80 || raw[0] === 0x9e)) {
    return `looks like a private key (WIF); give only ${want}`;
  }
  if (raw.length !== 78) return `must be ${want} (a base58 extended public key)`;
  const version = ((raw[0]! << 24) | (raw[1]! << 16) | (raw[2]! << 8) | raw[3]!) >>> 0;
  // Extended private keys carry 0x00 before the 32 key bytes; public ones a compressed point (0x02/0x03).
  const privateName = PRIVATE_VERSIONS[version];
  if (privateName !== undefined || raw[45] === 0) {
    return `is an extended private key${privateName ? ` (${privateName})` : ''}; the server takes only ${want}: keep private keys off it`;
  }
  const pair = versions.find((v) => v.public === version);
  if (!pair) return `must be ${want}: this key has another version (another coin, a testnet or another script type)`;
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(value, pair);
  } catch (error) {
    return `is not a usable extended public key (${error instanceof Error ? error.message : 'invalid'})`;
  }
  // A master or chain key derives other addresses than the wallet shows: only an account node (depth 3, hardened) fits.
  if (key.depth !== 3 || key.index < HARDENED) {
    return `must be ${want}, an account-level key (depth 3); this one is at depth ${key.depth}`;
  }
  if (key.privateKey !== null) return `is an extended private key; the server takes only ${want}`;
  return key;
}

// Account key string → its external chain node (account/0): parsing and the chain step are the costly parts.
const externalChains = new Map<string, HDKey>();

function externalChain(field: KeyField, value: string): HDKey {
  const cacheKey = `${field}:${value}`;
  const cached = externalChains.get(cacheKey);
  if (cached) return cached;
  const key = parseAccountKey(field, value);
  if (typeof key === 'string') throw new Error(`The ${field} wallet key ${key}`);
  const chain = key.deriveChild(0);
  externalChains.set(cacheKey, chain);
  return chain;
}

const hash160 = (bytes: Uint8Array): Uint8Array => ripemd160(sha256(bytes));

/** keccak-256 of the uncompressed point without its 0x04 prefix, last 20 bytes: the EVM and TRON account id. */
function evmAccountId(publicKey: Uint8Array): Uint8Array {
  return keccak_256(secp256k1.Point.fromBytes(publicKey).toBytes(false).subarray(1)).subarray(12);
}

const KEY_FIELD: Record<Exclude<AddressKind, 'xrp' | 'sol'>, KeyField> = { bech32: 'btc', evm: 'evm', tron: 'tron', doge: 'doge' };

function publicKeyAt(keys: WalletKeys, kind: keyof typeof KEY_FIELD, index: number): Uint8Array {
  const field = KEY_FIELD[kind];
  const publicKey = externalChain(field, keys[field]).deriveChild(index).publicKey;
  if (!publicKey) throw new Error(`The ${field} wallet key derived no public key at 0/${index}`);
  return publicKey;
}

/**
 * (Tests and tools) The address at external-chain index `index` (0 to 2^31 − 1) of the coin's account; players get
 * deriveDepositAddress, whose index is their user id.
 */
export function deriveAddressAt(keys: WalletKeys, coin: Coin, index: number): { address: string; tag: string | null } {
  if (!Number.isSafeInteger(index) || index < 0 || index >= HARDENED) {
    throw new RangeError(`Address index must be a whole number from 0 to ${HARDENED - 1}, got ${String(index)}`);
  }
  const kind = COIN_CHAINS[coin].addressKind;
  switch (kind) {
    case 'bech32':
      return { address: bech32.encode('bc', [0, ...bech32.toWords(hash160(publicKeyAt(keys, kind, index)))]), tag: null };
    case 'evm':
      return { address: toChecksumAddress(evmAccountId(publicKeyAt(keys, kind, index))), tag: null };
    case 'tron':
      return { address: base58check.encode(Uint8Array.from([0x41, ...evmAccountId(publicKeyAt(keys, kind, index))])), tag: null };
    case 'doge':
      return { address: base58check.encode(Uint8Array.from([0x1e, ...hash160(publicKeyAt(keys, kind, index))])), tag: null };
    case 'xrp':
      return { address: keys.xrpAddress, tag: String(index) };
    case 'sol':
      return { address: keys.solAddress, tag: String(index) };
  }
}

/** The deposit address (and XRP tag or SOL memo) of player `index` (their user id, 1 to 2^31 − 1) for a coin. */
export function deriveDepositAddress(keys: WalletKeys, coin: Coin, index: number): { address: string; tag: string | null } {
  if (!Number.isSafeInteger(index) || index < 1 || index >= HARDENED) {
    throw new RangeError(`A deposit address index must be a user id from 1 to ${HARDENED - 1}, got ${String(index)}`);
  }
  return deriveAddressAt(keys, coin, index);
}

// The server's own rule (server/config.ts): DEMO_MODE when given, otherwise on exactly when DATABASE_URL is unset.
function demoModeOf(env: NodeJS.ProcessEnv): boolean {
  const raw = env.DEMO_MODE?.trim().toLowerCase();
  if (!raw) return !env.DATABASE_URL?.trim();
  return ['1', 'true', 'yes', 'on'].includes(raw);
}

/**
 * The wallet keys from WALLET_XPUB_BTC/EVM/TRX/DOGE, WALLET_XRP_ADDRESS and WALLET_SOL_ADDRESS, each checked; a missing
 * one falls back to DEMO_WALLET_KEYS in demo mode and is an error naming the variable otherwise.
 */
export function loadWalletKeys(env: NodeJS.ProcessEnv): WalletKeys {
  const demo = demoModeOf(env);
  const keys = { ...DEMO_WALLET_KEYS };
  for (const field of Object.keys(ENV_NAMES) as (keyof WalletKeys)[]) {
    const name = ENV_NAMES[field];
    const value = env[name]?.trim();
    if (!value) {
      if (demo) continue;
      throw new Error(`${name} must be set outside demo mode (see "Deposit addresses" in server/README.md)`);
    }
    if (field === 'xrpAddress' || field === 'solAddress') {
      const error = addressError(field === 'xrpAddress' ? 'XRP' : 'SOL', value);
      if (error !== null) throw new Error(`${name}: ${error}`);
    } else {
      const key = parseAccountKey(field, value);
      if (typeof key === 'string') throw new Error(`${name} ${key}`);
    }
    keys[field] = value;
  }
  return keys;
}
