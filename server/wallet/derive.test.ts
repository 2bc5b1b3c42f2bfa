// @vitest-environment node
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hmac } from '@noble/hashes/hmac.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { base58, base58xrp, bech32, createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { describe, expect, it } from 'vitest';
import { COIN_CODES, type Coin } from '../../src/core/currency';
import { addressError, toChecksumAddress } from '../../src/core/wallet/address';
import { COIN_CHAINS } from '../../src/core/wallet/chains';
import { DEMO_WALLET_KEYS, walletKeysEnv, deriveAddressAt, deriveDepositAddress, loadWalletKeys, type WalletKeys } from './derive';

const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = mnemonicToSeedSync(MNEMONIC);
const root = HDKey.fromMasterSeed(seed);
const b58check = createBase58check(sha256);
const hash160 = (b: Uint8Array) => ripemd160(sha256(b));
const evmId = (pub: Uint8Array) => keccak_256(secp256k1.Point.fromBytes(pub).toBytes(false).subarray(1)).subarray(12);

const ZPUB = { public: 0x04b24746, private: 0x04b2430c };
const DGUB = { public: 0x02facafd, private: 0x02fac398 };

/** The address of `path` computed from the mnemonic's private keys, independently of the module. */
function fromPrivatePath(coin: Coin, index: number): string {
  const kind = COIN_CHAINS[coin].addressKind;
  const path = { bech32: "m/84'/0'/0'", evm: "m/44'/60'/0'", tron: "m/44'/195'/0'", doge: "m/44'/3'/0'" };
  if (kind === 'xrp' || kind === 'sol') throw new Error('tag-routed');
  const node = root.derive(`${path[kind]}/0/${index}`);
  expect(node.privateKey).not.toBeNull();
  // From the private key, so the public derivation of the module is checked against the other derivation route.
  const pub = secp256k1.getPublicKey(node.privateKey!, true);
  if (kind === 'bech32') return bech32.encode('bc', [0, ...bech32.toWords(hash160(pub))]);
  if (kind === 'evm') return toChecksumAddress(evmId(pub));
  if (kind === 'tron') return b58check.encode(Uint8Array.from([0x41, ...evmId(pub)]));
  return b58check.encode(Uint8Array.from([0x1e, ...hash160(pub)]));
}

/** SLIP-0010 ed25519 derivation (hardened only), as Solana wallets derive m/44'/501'/0'/0'. */
function slip10Ed25519(path: number[]): Uint8Array {
  let I = hmac(sha512, new TextEncoder().encode('ed25519 seed'), seed);
  for (const i of path) {
    const data = new Uint8Array(37);
    data.set(I.subarray(0, 32), 1);
    new DataView(data.buffer).setUint32(33, (0x80000000 + i) >>> 0);
    I = hmac(sha512, I.subarray(32), data);
  }
  return I.subarray(0, 32);
}

describe('BIP-32 test vectors (the library, used watch-only)', () => {
  it('vector 1: master xpub from the seed, and public-only derivation of non-hardened children', () => {
    const master = HDKey.fromMasterSeed(hexToBytes('000102030405060708090a0b0c0d0e0f'));
    expect(master.publicExtendedKey).toBe(
      'xpub661MyMwAqRbcFtXgS5sYJABqqG9YLmC4Q1Rdap9gSE8NqtwybGhePY2gZ29ESFjqJoCu1Rupje8YtGqsefD265TMg7usUDFdp6W1EGMcet8',
    );
    // m/0H from the private master; m/0H/1 from m/0H's xpub alone.
    const m0h = HDKey.fromExtendedKey(master.derive("m/0'").publicExtendedKey);
    expect(m0h.publicExtendedKey).toBe(
      'xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw',
    );
    expect(m0h.privateKey).toBeNull();
    expect(m0h.deriveChild(1).publicExtendedKey).toBe(
      'xpub6ASuArnXKPbfEwhqN6e3mwBcDTgzisQN1wXN9BJcM47sSikHjJf3UFHKkNAWbWMiGj7Wf5uMash7SyYq527Hqck2AxYysAA7xmALppuCkwQ',
    );
    const m0h12h = HDKey.fromExtendedKey(
      'xpub6D4BDPcP2GT577Vvch3R8wDkScZWzQzMMUm3PWbmWvVJrZwQY4VUNgqFJPMM3No2dFDFGTsxxpG5uJh7n7epu4trkrX7x7DogT5Uv6fcLW5',
    );
    expect(m0h12h.deriveChild(2).publicExtendedKey).toBe(
      'xpub6FHa3pjLCk84BayeJxFW2SP4XRrFd1JYnxeLeU8EqN3vDfZmbqBqaGJAyiLjTAwm6ZLRQUMv1ZACTj37sR62cfN7fe5JnJ7dh8zL4fiyLHV',
    );
    expect(m0h12h.deriveChild(2).deriveChild(1000000000).publicExtendedKey).toBe(
      'xpub6H1LXWLaKsWFhvm6RVpEL9P4KfRZSW7abD2ttkWP3SSQvnyA8FSVqNTEcYFgJS2UaFcxupHiYkro49S8yGasTvXEYBVPamhGW6cFJodrTHy',
    );
  });

  it('vector 2: master xpub from the seed, and public-only derivation of non-hardened children', () => {
    const master = HDKey.fromMasterSeed(
      hexToBytes(
        'fffcf9f6f3f0edeae7e4e1dedbd8d5d2cfccc9c6c3c0bdbab7b4b1aeaba8a5a29f9c999693908d8a8784817e7b7875726f6c696663605d5a5754514e4b484542',
      ),
    );
    const masterPub = HDKey.fromExtendedKey(master.publicExtendedKey);
    expect(masterPub.publicExtendedKey).toBe(
      'xpub661MyMwAqRbcFW31YEwpkMuc5THy2PSt5bDMsktWQcFF8syAmRUapSCGu8ED9W6oDMSgv6Zz8idoc4a6mr8BDzTJY47LJhkJ8UB7WEGuduB',
    );
    expect(masterPub.deriveChild(0).publicExtendedKey).toBe(
      'xpub69H7F5d8KSRgmmdJg2KhpAK8SR3DjMwAdkxj3ZuxV27CprR9LgpeyGmXUbC6wb7ERfvrnKZjXoUmmDznezpbZb7ap6r1D3tgFxHmwMkQTPH',
    );
    const deep = HDKey.fromExtendedKey(master.derive("m/0/2147483647'/1/2147483646'").publicExtendedKey);
    expect(deep.publicExtendedKey).toBe(
      'xpub6ERApfZwUNrhLCkDtcHTcxd75RbzS1ed54G1LkBUHQVHQKqhMkhgbmJbZRkrgZw4koxb5JaHWkY4ALHY2grBGRjaDMzQLcgJvLJuZZvRcEL',
    );
    expect(deep.deriveChild(2).publicExtendedKey).toBe(
      'xpub6FnCn6nSzZAw5Tw7cgR9bi15UV96gLZhjDstkXXxvCLsUXBGXPdSnLFbdpq8p9HmGsApME5hQTZ3emM2rnY5agb9rXpVGyy3bdW6EEgAtqt',
    );
  });
});

describe('BIP-84 test vectors of the "abandon … about" mnemonic', () => {
  it("the demo BTC key is the published zpub of m/84'/0'/0'", () => {
    expect(HDKey.fromMasterSeed(seed, ZPUB).derive("m/84'/0'/0'").publicExtendedKey).toBe(DEMO_WALLET_KEYS.btc);
    expect(DEMO_WALLET_KEYS.btc).toBe(
      'zpub6rFR7y4Q2AijBEqTUquhVz398htDFrtymD9xYYfG1m4wAcvPhXNfE3EfH1r1ADqtfSdVCToUG868RvUUkgDKf31mGDtKsAYz2oz2AGutZYs',
    );
  });

  it('derives the published first and second receive addresses watch-only', () => {
    expect(deriveAddressAt(DEMO_WALLET_KEYS, 'BTC', 0)).toEqual({ address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', tag: null });
    expect(deriveDepositAddress(DEMO_WALLET_KEYS, 'BTC', 1)).toEqual({ address: 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g', tag: null });
  });

  it("the zpub gives the published first change address (m/84'/0'/0'/1/0) too", () => {
    const change = HDKey.fromExtendedKey(DEMO_WALLET_KEYS.btc, ZPUB).derive('m/1/0');
    expect(bech32.encode('bc', [0, ...bech32.toWords(hash160(change.publicKey!))])).toBe('bc1q8c6fshw2dlwun7ekn9qwf37cu2rn755upcp6el');
  });

  it('the xpub form of the same account derives the same addresses', () => {
    const xpub = root.derive("m/84'/0'/0'").publicExtendedKey;
    expect(xpub.startsWith('xpub')).toBe(true);
    expect(deriveDepositAddress({ ...DEMO_WALLET_KEYS, btc: xpub }, 'BTC', 1).address).toBe('bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g');
  });
});

describe('DEMO_WALLET_KEYS against the mnemonic', () => {
  it('holds the account public keys of the documented paths (and no private key)', () => {
    expect(DEMO_WALLET_KEYS.evm).toBe(root.derive("m/44'/60'/0'").publicExtendedKey);
    expect(DEMO_WALLET_KEYS.tron).toBe(root.derive("m/44'/195'/0'").publicExtendedKey);
    expect(DEMO_WALLET_KEYS.doge).toBe(HDKey.fromMasterSeed(seed, DGUB).derive("m/44'/3'/0'").publicExtendedKey);
    for (const value of Object.values(DEMO_WALLET_KEYS)) expect(value).not.toMatch(/prv|abandon/);
  });

  it("holds the mnemonic's XRP address (m/44'/144'/0'/0/0) and SOL address (m/44'/501'/0'/0', SLIP-0010)", () => {
    const xrpPub = root.derive("m/44'/144'/0'/0/0").publicKey!;
    const payload = Uint8Array.from([0x00, ...hash160(xrpPub)]);
    const xrp = base58xrp.encode(Uint8Array.from([...payload, ...sha256(sha256(payload)).subarray(0, 4)]));
    expect(DEMO_WALLET_KEYS.xrpAddress).toBe(xrp);
    expect(xrp).toBe('rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3');
    const sol = base58.encode(ed25519.getPublicKey(slip10Ed25519([44, 501, 0, 0])));
    expect(DEMO_WALLET_KEYS.solAddress).toBe(sol);
    expect(sol).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk');
  });

  it.each(COIN_CODES.filter((c) => COIN_CHAINS[c].tagLabel === null))(
    '%s: watch-only derivation equals the private path for several user ids',
    (coin) => {
      for (const index of [0, 1, 2, 7, 1000, 123456789, 2 ** 31 - 1]) {
        expect(deriveAddressAt(DEMO_WALLET_KEYS, coin, index), `${coin} ${index}`).toEqual({
          address: fromPrivatePath(coin, index),
          tag: null,
        });
      }
    },
  );

  it('pins the published index-0 addresses of the mnemonic (and index 1 where published)', () => {
    const at = (coin: Coin, index: number) => deriveAddressAt(DEMO_WALLET_KEYS, coin, index).address;
    expect(at('ETH', 0)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    expect(at('ETH', 1)).toBe('0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0');
    expect(at('ETH', 2)).toBe('0xb6716976A3ebe8D39aCEB04372f22Ff8e6802D7A');
    expect(at('USDT', 0)).toBe(at('ETH', 0));
    expect(at('BNB', 0)).toBe(at('ETH', 0));
    expect(at('TRX', 0)).toBe('TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH');
    expect(at('TRX', 1)).toBe('TSeJkUh4Qv67VNFwY8LaAxERygNdy6NQZK');
    expect(at('DOGE', 0)).toBe('DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC');
  });

  it('routes XRP and SOL deposits to the house address with the user id as tag or memo', () => {
    expect(deriveDepositAddress(DEMO_WALLET_KEYS, 'XRP', 42)).toEqual({ address: 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3', tag: '42' });
    expect(deriveDepositAddress(DEMO_WALLET_KEYS, 'SOL', 2 ** 31 - 1)).toEqual({
      address: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
      tag: '2147483647',
    });
  });

  it('accepts the xpub form of the Dogecoin account as well as dgub', () => {
    const xpub = root.derive("m/44'/3'/0'").publicExtendedKey;
    expect(deriveDepositAddress({ ...DEMO_WALLET_KEYS, doge: xpub }, 'DOGE', 5)).toEqual(deriveDepositAddress(DEMO_WALLET_KEYS, 'DOGE', 5));
  });
});

describe('every derived address is a valid withdrawal destination of its coin', () => {
  it.each(COIN_CODES)('%s', (coin) => {
    for (const index of [1, 2, 99, 2 ** 31 - 1]) {
      const { address, tag } = deriveDepositAddress(DEMO_WALLET_KEYS, coin, index);
      expect(addressError(coin, address, tag), `${coin} ${index} ${address}`).toBeNull();
      expect(tag === null).toBe(COIN_CHAINS[coin].tagLabel === null);
    }
  });
});

describe('deriveDepositAddress: indexes', () => {
  it.each([0, -1, 1.5, 2 ** 31, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (index) => {
    for (const coin of ['BTC', 'XRP'] as const) {
      expect(() => deriveDepositAddress(DEMO_WALLET_KEYS, coin, index)).toThrow(RangeError);
    }
  });

  it('refuses a non-number', () => {
    expect(() => deriveDepositAddress(DEMO_WALLET_KEYS, 'ETH', '7' as unknown as number)).toThrow(RangeError);
  });

  it('accepts the whole range of user ids', () => {
    expect(deriveDepositAddress(DEMO_WALLET_KEYS, 'ETH', 1).address).toMatch(/^0x/);
    expect(deriveDepositAddress(DEMO_WALLET_KEYS, 'ETH', 2 ** 31 - 1).address).toMatch(/^0x/);
  });
});

describe('loadWalletKeys', () => {
  const ALL: NodeJS.ProcessEnv = walletKeysEnv(DEMO_WALLET_KEYS);
  const live: NodeJS.ProcessEnv = { DATABASE_URL: 'postgres://x@h/db' };
  // Another account of the same mnemonic: a real key that is not the demo one.
  const otherEvm = root.derive("m/44'/60'/1'").publicExtendedKey;

  it('falls back per field to the demo keys in demo mode', () => {
    expect(loadWalletKeys({})).toEqual(DEMO_WALLET_KEYS);
    expect(loadWalletKeys({ WALLET_XPUB_EVM: otherEvm })).toEqual({ ...DEMO_WALLET_KEYS, evm: otherEvm });
    expect(loadWalletKeys({ ...live, DEMO_MODE: 'on' })).toEqual(DEMO_WALLET_KEYS);
  });

  it('requires every variable outside demo mode, naming the missing one', () => {
    expect(() => loadWalletKeys(live)).toThrow(/^WALLET_XPUB_BTC must be set outside demo mode/);
    expect(() => loadWalletKeys({ DEMO_MODE: '0' })).toThrow(/WALLET_XPUB_BTC/);
    for (const name of Object.keys(ALL)) {
      const env = { ...live, ...ALL, [name]: '  ' };
      expect(() => loadWalletKeys(env)).toThrow(new RegExp(`^${name} must be set outside demo mode`));
    }
    const keys: WalletKeys = loadWalletKeys({ ...live, ...ALL, WALLET_XPUB_EVM: otherEvm });
    expect(keys.evm).toBe(otherEvm);
  });

  it('refuses extended private keys of every kind, without echoing them', () => {
    const xprv = root.derive("m/84'/0'/0'").privateExtendedKey;
    const zprv = HDKey.fromMasterSeed(seed, ZPUB).derive("m/84'/0'/0'").privateExtendedKey;
    const dgpv = HDKey.fromMasterSeed(seed, DGUB).derive("m/44'/3'/0'").privateExtendedKey;
    const tprv = HDKey.fromMasterSeed(seed, { public: 0x043587cf, private: 0x04358394 }).derive("m/84'/1'/0'").privateExtendedKey;
    // A private key under a public version: refused by its 0x00 key prefix, whatever the version says.
    const disguised = (() => {
      const raw = b58check.decode(xprv);
      raw.set([0x04, 0x88, 0xb2, 0x1e], 0);
      return b58check.encode(raw);
    })();
    for (const [name, value, what] of [
      ['WALLET_XPUB_BTC', xprv, /WALLET_XPUB_BTC is an extended private key \(xprv\)/],
      ['WALLET_XPUB_BTC', zprv, /is an extended private key \(zprv\)/],
      ['WALLET_XPUB_DOGE', dgpv, /WALLET_XPUB_DOGE is an extended private key \(dgpv\)/],
      ['WALLET_XPUB_EVM', tprv, /is an extended private key \(tprv\)/],
      ['WALLET_XPUB_TRX', disguised, /WALLET_XPUB_TRX is an extended private key;/],
    ] as const) {
      let message = '';
      try {
        loadWalletKeys({ ...ALL, [name]: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(what);
      expect(message).not.toContain(value);
    }
  });

  it('refuses a recovery phrase, a raw private key and a WIF key', () => {
    const node = root.derive("m/44'/60'/0'/0/0");
    const hex = Array.from(node.privateKey!, (b) => b.toString(16).padStart(2, '0')).join('');
    const wif = b58check.encode(Uint8Array.from([0x80, ...node.privateKey!, 0x01]));
    expect(() => loadWalletKeys({ WALLET_XPUB_EVM: MNEMONIC })).toThrow(/^WALLET_XPUB_EVM looks like a recovery phrase/);
    expect(() => loadWalletKeys({ WALLET_XPUB_EVM: hex })).toThrow(/^WALLET_XPUB_EVM looks like a private key/);
    expect(() => loadWalletKeys({ WALLET_XPUB_EVM: `0x${hex}` })).toThrow(/looks like a private key/);
    expect(() => loadWalletKeys({ WALLET_XPUB_BTC: wif })).toThrow(/^WALLET_XPUB_BTC looks like a private key \(WIF\)/);
  });

  it('refuses public keys of the wrong version or depth', () => {
    // A zpub for the EVM chain; a testnet tpub; a master key and a chain key instead of the account key.
    expect(() => loadWalletKeys({ WALLET_XPUB_EVM: DEMO_WALLET_KEYS.btc })).toThrow(
      /^WALLET_XPUB_EVM must be the account xpub of m\/44'\/60'\/0'/,
    );
    const tpub = HDKey.fromMasterSeed(seed, { public: 0x043587cf, private: 0x04358394 }).derive("m/84'/1'/0'").publicExtendedKey;
    expect(() => loadWalletKeys({ WALLET_XPUB_BTC: tpub })).toThrow(/another version/);
    expect(() => loadWalletKeys({ WALLET_XPUB_TRX: root.publicExtendedKey })).toThrow(
      /account-level key \(depth 3\); this one is at depth 0/,
    );
    expect(() => loadWalletKeys({ WALLET_XPUB_TRX: root.derive("m/44'/195'/0'/0").publicExtendedKey })).toThrow(/at depth 4/);
    expect(() => loadWalletKeys({ WALLET_XPUB_DOGE: 'dgub-not-a-key' })).toThrow(/^WALLET_XPUB_DOGE must be the account xpub or dgub/);
    // One character changed: the base58 checksum fails.
    const typo = DEMO_WALLET_KEYS.evm.slice(0, 50) + (DEMO_WALLET_KEYS.evm[50] === 'a' ? 'b' : 'a') + DEMO_WALLET_KEYS.evm.slice(51);
    expect(() => loadWalletKeys({ WALLET_XPUB_EVM: typo })).toThrow(/WALLET_XPUB_EVM must be the account xpub/);
  });

  it('checks the house addresses with the withdrawal rules', () => {
    expect(() => loadWalletKeys({ WALLET_XRP_ADDRESS: 'X7AcgcsBL6XDcUb289X4mJ8djcdyKaB5hJDWMArnXr61cqZ' })).toThrow(
      /^WALLET_XRP_ADDRESS: This is an X-address/,
    );
    expect(() => loadWalletKeys({ WALLET_SOL_ADDRESS: '11111111111111111111111111111111' })).toThrow(
      /^WALLET_SOL_ADDRESS: No wallet can own/,
    );
    expect(() => loadWalletKeys({ WALLET_SOL_ADDRESS: DEMO_WALLET_KEYS.xrpAddress })).toThrow(
      /^WALLET_SOL_ADDRESS: This looks like an XRP address/,
    );
  });
});
