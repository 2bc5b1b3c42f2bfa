import { ed25519 } from '@noble/curves/ed25519.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { base58, base58xrp, createBase58check } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { COIN_CODES } from '../currency';
import { addressError, addressHint, MAX_MEMO_LENGTH, toChecksumAddress } from './address';

const b58check = createBase58check(sha256);
const xrpCheck = {
  encode: (payload: Uint8Array) => base58xrp.encode(Uint8Array.from([...payload, ...sha256(sha256(payload)).subarray(0, 4)])),
  decode: (text: string) => base58xrp.decode(text).subarray(0, -4),
};

/** The same payload under another version byte: only the version differs from the original. */
function withVersion(address: string, version: number): string {
  const payload = b58check.decode(address);
  return b58check.encode(Uint8Array.from([version, ...payload.subarray(1)]));
}

/** One character in the middle replaced by the next one of `alphabet`: a single-character typo. */
function typo(address: string, alphabet: string, at = Math.floor(address.length / 2)): string {
  const c = address[at]!;
  const next = alphabet[(alphabet.indexOf(c) + 1) % alphabet.length]!;
  return address.slice(0, at) + next + address.slice(at + 1);
}

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const HEX = '0123456789abcdef';
const CHECKSUM = 'Checksum mismatch: check the address for a typo';

// A Solana wallet address made from a fixed seed: a real key, whatever happens to the published ones.
const SOL_WALLET = base58.encode(ed25519.getPublicKey(sha256(Uint8Array.from([1, 2, 3]))));

// Well-known addresses of each chain, all valid.
const VALID = {
  // Genesis block coinbase (P2PKH), BIP-13's P2SH example, BIP-173/350 vectors: P2WPKH (upper case), P2WSH, taproot.
  BTC: [
    '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    // BIP-84's first receive address of the "abandon … about" test mnemonic.
    'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
  ],
  // EIP-55's examples: mixed case (checksummed), all caps, all lower.
  ETH: [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
    '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  ],
  // The USDT (TRC-20) contract, and m/44'/195'/0'/0/0 of the test mnemonic.
  TRX: ['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH'],
  // m/44'/3'/0'/0/0 of the test mnemonic (P2PKH), and a P2SH of the same hash (version 0x16).
  DOGE: ['DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC', withVersion('DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC', 0x16)],
  // The genesis account, xrpl.js's X-address vector account, m/44'/144'/0'/0/0 of the test mnemonic.
  XRP: ['rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh', 'r9cZA1mLK5R5Am25ArfXFmqgNwjZgnfk59', 'rHsMGQEkVNJmpGWs8XUBoTBiAAbwxZN5v3'],
  // m/44'/501'/0'/0' of the test mnemonic, and a key made here.
  SOL: ['HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk', SOL_WALLET],
};

describe('addressError: valid addresses', () => {
  it.each(Object.entries(VALID).flatMap(([coin, list]) => list.map((a) => [coin, a] as const)))('%s %s', (coin, address) => {
    expect(addressError(coin as keyof typeof VALID, address)).toBeNull();
  });

  it('accepts EVM addresses for USDT and BNB too', () => {
    expect(addressError('USDT', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBeNull();
    expect(addressError('BNB', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359')).toBeNull();
  });

  it('the DOGE P2SH fixture starts with 9 or A, as the version byte 0x16 makes it', () => {
    expect(VALID.DOGE[1]).toMatch(/^[9A]/);
  });
});

describe('addressError: any coin', () => {
  it.each(COIN_CODES)('%s refuses spaces around or inside, an empty address and a URI', (coin) => {
    const valid = coin === 'USDT' || coin === 'BNB' ? VALID.ETH[0]! : VALID[coin][0]!;
    expect(addressError(coin, valid)).toBeNull();
    expect(addressError(coin, ` ${valid}`)).toBe('Remove the spaces around the address');
    expect(addressError(coin, `${valid}\n`)).toBe('Remove the spaces around the address');
    expect(addressError(coin, `${valid.slice(0, 10)} ${valid.slice(10)}`)).toBe('Remove the spaces inside the address');
    expect(addressError(coin, '')).toBe('Enter the address to withdraw to');
    expect(addressError(coin, `pay:${valid}`)).toBe('Enter only the address, without the "pay:" in front');
    expect(addressError(coin, '1'.repeat(129))).toMatch(/: it is too long$/);
  });

  it.each(COIN_CODES)('%s has a placeholder', (coin) => {
    expect(addressHint(coin)).not.toBe('');
  });

  it('gives the placeholders of each format', () => {
    expect(addressHint('BTC')).toBe('bc1q…');
    expect(addressHint('ETH')).toBe('0x…');
    expect(addressHint('USDT')).toBe('0x…');
    expect(addressHint('TRX')).toBe('T…');
    expect(addressHint('DOGE')).toBe('D…');
    expect(addressHint('XRP')).toBe('r…');
    expect(addressHint('SOL')).toMatch(/Base58/);
  });
});

describe('addressError: BTC', () => {
  it('refuses a one-character typo in each format by its checksum', () => {
    expect(addressError('BTC', typo('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', B58))).toBe(CHECKSUM);
    expect(addressError('BTC', typo('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', B58))).toBe(CHECKSUM);
    expect(addressError('BTC', typo('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu', BECH32))).toBe(CHECKSUM);
    expect(addressError('BTC', typo('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', BECH32))).toBe(CHECKSUM);
  });

  it('refuses the checksum of the other bech32 variant (BIP-350 invalid vectors)', () => {
    // Witness version 1 with a bech32 checksum, version 0 with a bech32m checksum.
    expect(addressError('BTC', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd')).toBe(CHECKSUM);
    expect(addressError('BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh')).toBe(CHECKSUM);
  });

  it('refuses testnet and regtest addresses, segwit and legacy', () => {
    const testnet = /^This is a Bitcoin testnet address; withdrawals go to a mainnet address/;
    expect(addressError('BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toMatch(testnet);
    expect(addressError('BTC', 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c')).toMatch(testnet);
    expect(addressError('BTC', 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080')).toMatch(testnet);
    // The genesis address's hash under the testnet versions: only the version byte differs from a valid address.
    const p2pkhTest = withVersion('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 0x6f);
    const p2shTest = withVersion('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 0xc4);
    expect(p2pkhTest).toMatch(/^[mn]/);
    expect(p2shTest).toMatch(/^2/);
    expect(addressError('BTC', p2pkhTest)).toMatch(testnet);
    expect(addressError('BTC', p2shTest)).toMatch(testnet);
  });

  it('refuses mixed case in a bech32 address (BIP-173), though each single case is valid', () => {
    expect(addressError('BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBeNull();
    expect(addressError('BTC', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBeNull();
    expect(addressError('BTC', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kV8F3T4')).toBe(
      'Bitcoin addresses starting with bc1 are all lowercase or all uppercase, never mixed',
    );
  });

  it('refuses programs of the wrong length and witness versions other than 0 and 1', () => {
    const invalid = 'This is not a valid Bitcoin address';
    // Version 0 with 16 bytes; version 1 with 40 bytes (a valid BIP-350 address, but not taproot).
    expect(addressError('BTC', 'BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P')).toBe(invalid);
    expect(addressError('BTC', 'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y')).toBe(invalid);
    // Version 16 and version 2 (valid BIP-350 addresses of future versions).
    expect(addressError('BTC', 'BC1SW50QGDZ25J')).toMatch(/newer format \(witness version 16\)/);
    expect(addressError('BTC', 'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs')).toMatch(/newer format \(witness version 2\)/);
  });

  it('refuses a bech32 address shorter than any valid one (BIP-173: 14 characters)', () => {
    expect(addressError('BTC', 'bc1')).toBe('This is not a valid Bitcoin address');
    expect(addressError('BTC', 'bc1qqqqqqqqq')).toBe('This is not a valid Bitcoin address');
  });

  it('refuses characters outside each alphabet', () => {
    expect(addressError('BTC', 'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4')).toMatch(/except 1, b, i and o/);
    expect(addressError('BTC', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfN0')).toMatch(/\(0, O, I or l\)/);
  });

  it("refuses other chains' addresses, naming the chain", () => {
    expect(addressError('BTC', VALID.ETH[0]!)).toBe('This looks like an Ethereum address; BTC withdrawals go to a Bitcoin address');
    expect(addressError('BTC', VALID.DOGE[0]!)).toBe('This looks like a Dogecoin address; BTC withdrawals go to a Bitcoin address');
    expect(addressError('BTC', VALID.TRX[0]!)).toBe('This looks like a TRON address; BTC withdrawals go to a Bitcoin address');
    // Litecoin's version byte 0x30: a valid base58check address of no chain the site pays out on.
    expect(addressError('BTC', 'LUWPbpM43E2p7ZSh8cyTBEkvpHmr3cB8Ez')).toBe('This is not a valid Bitcoin address');
  });

  it('refuses a tag: BTC has none', () => {
    expect(addressError('BTC', VALID.BTC[0]!, '123')).toBe('BTC withdrawals take no destination tag or memo: leave it empty');
    expect(addressError('BTC', VALID.BTC[0]!, '')).toBeNull();
    expect(addressError('BTC', VALID.BTC[0]!, null)).toBeNull();
  });
});

describe('addressError: EVM (ETH, USDT, BNB)', () => {
  const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

  it('refuses a mixed-case address whose capitals do not match EIP-55', () => {
    const flipped = checksummed.replace('aAeb', 'aaeb');
    expect(addressError('ETH', flipped)).toBe("Checksum mismatch: check the address's capital letters");
    expect(addressError('BNB', flipped)).toBe("Checksum mismatch: check the address's capital letters");
    // The same address in one case carries no checksum and is accepted.
    expect(addressError('ETH', checksummed.toLowerCase())).toBeNull();
    expect(addressError('ETH', `0x${checksummed.slice(2).toUpperCase()}`)).toBeNull();
  });

  it('refuses a one-character typo in a checksummed address', () => {
    expect(addressError('ETH', typo(checksummed, HEX, 5))).toBe("Checksum mismatch: check the address's capital letters");
  });

  it('writes the EIP-55 form of address bytes', () => {
    for (const address of VALID.ETH.slice(0, 4)) {
      const bytes = Uint8Array.from(
        address
          .slice(2)
          .match(/../g)!
          .map((h) => parseInt(h, 16)),
      );
      expect(toChecksumAddress(bytes)).toBe(address);
    }
  });

  it('refuses a missing 0x, the wrong length and non-hex characters', () => {
    expect(addressError('ETH', checksummed.slice(2))).toBe('Start the address with 0x');
    expect(addressError('ETH', checksummed.slice(0, -1))).toBe(
      'This is not a valid Ethereum address: it has 40 characters after 0x, not 39',
    );
    expect(addressError('USDT', `${checksummed}0`)).toBe(
      'This is not a valid Ethereum (ERC-20) address: it has 40 characters after 0x, not 41',
    );
    expect(addressError('ETH', '0xde709f2102306220921060314715629080e2fbzz')).toBe(
      'This is not a valid Ethereum address: after 0x it has only 0-9 and a-f',
    );
  });

  it("refuses other chains' addresses, naming the chain", () => {
    expect(addressError('USDT', VALID.TRX[1]!)).toBe('This looks like a TRON address; USDT withdrawals go to an Ethereum (ERC-20) address');
    expect(addressError('BNB', VALID.SOL[0]!)).toBe(
      'This looks like a Solana address; BNB withdrawals go to a BNB Smart Chain (BEP-20) address',
    );
    expect(addressError('ETH', VALID.BTC[6]!)).toBe('This looks like a Bitcoin address; ETH withdrawals go to an Ethereum address');
  });

  // EVM testnets use the same address format as mainnet: no address can be told apart as a testnet one.

  it('refuses a tag: EVM coins have none', () => {
    expect(addressError('ETH', checksummed, '1')).toBe('ETH withdrawals take no destination tag or memo: leave it empty');
    expect(addressError('USDT', checksummed, 'memo')).toBe('USDT withdrawals take no destination tag or memo: leave it empty');
  });
});

describe('addressError: TRX', () => {
  const address = 'TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH';

  it('refuses a one-character typo by its checksum', () => {
    expect(addressError('TRX', typo(address, B58))).toBe(CHECKSUM);
  });

  it('refuses the same account under another version byte', () => {
    // 0xa0 was the early TRON testnet prefix; 0x00 makes it a Bitcoin address.
    expect(addressError('TRX', withVersion(address, 0xa0))).toMatch(/^This is a TRON testnet address/);
    expect(addressError('TRX', withVersion(address, 0x00))).toBe('This looks like a Bitcoin address; TRX withdrawals go to a TRON address');
    expect(addressError('TRX', withVersion(address, 0x42))).toBe('This is not a valid TRON address');
  });

  it('refuses a payload of the wrong length, and the hex form', () => {
    // Version 0x41 and 19 bytes of account: the right prefix byte, one byte short.
    const short = b58check.encode(b58check.decode(address).subarray(0, 20));
    expect(b58check.decode(short)[0]).toBe(0x41);
    expect(addressError('TRX', short)).toBe('This is not a valid TRON address');
    const hex = Array.from(b58check.decode(address), (b) => b.toString(16).padStart(2, '0')).join('');
    expect(addressError('TRX', hex)).toBe('Enter the TRON address in its T… form, not as hexadecimal');
  });

  it("refuses other chains' addresses, naming the chain", () => {
    expect(addressError('TRX', VALID.ETH[8]!)).toBe('This looks like an Ethereum address; TRX withdrawals go to a TRON address');
    expect(addressError('TRX', VALID.XRP[0]!)).toBe('This looks like an XRP address; TRX withdrawals go to a TRON address');
  });

  it('refuses a tag', () => {
    expect(addressError('TRX', address, '5')).toMatch(/take no destination tag or memo/);
  });
});

describe('addressError: DOGE', () => {
  const address = 'DBus3bamQjgJULBJtYXpEzDWQRwF5iwxgC';

  it('refuses a one-character typo by its checksum', () => {
    expect(addressError('DOGE', typo(address, B58))).toBe(CHECKSUM);
  });

  it('refuses testnet addresses', () => {
    const p2pkhTest = withVersion(address, 0x71);
    const p2shTest = withVersion(address, 0xc4);
    expect(p2pkhTest).toMatch(/^n/);
    expect(addressError('DOGE', p2pkhTest)).toMatch(/^This is a Dogecoin testnet address/);
    expect(addressError('DOGE', p2shTest)).toMatch(/^This is a Dogecoin testnet address/);
  });

  it("refuses other chains' addresses: Bitcoin's version bytes, Litecoin's", () => {
    expect(addressError('DOGE', withVersion(address, 0x00))).toBe(
      'This looks like a Bitcoin address; DOGE withdrawals go to a Dogecoin address',
    );
    expect(addressError('DOGE', 'LUWPbpM43E2p7ZSh8cyTBEkvpHmr3cB8Ez')).toBe('This is not a valid Dogecoin address');
    expect(addressError('DOGE', VALID.SOL[0]!)).toBe('This looks like a Solana address; DOGE withdrawals go to a Dogecoin address');
  });

  it('refuses a tag', () => {
    expect(addressError('DOGE', address, 'x')).toMatch(/take no destination tag or memo/);
  });
});

describe('addressError: XRP', () => {
  const address = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';

  it('refuses a one-character typo by its checksum', () => {
    expect(addressError('XRP', typo(address, 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz'))).toBe(CHECKSUM);
  });

  it('refuses X-addresses (xrpl.js vectors), mainnet with a pointer to the classic form, testnet as testnet', () => {
    expect(addressError('XRP', 'X7AcgcsBL6XDcUb289X4mJ8djcdyKaB5hJDWMArnXr61cqZ')).toBe(
      'This is an X-address: enter the classic address (starting with r) and put the destination tag in its own field',
    );
    expect(addressError('XRP', 'XVLhHMPHU98es4dbozjVtdWzVrDjtV8AqEL4xcZj5whKbmc')).toMatch(/^This is an X-address/);
    expect(addressError('XRP', 'T719a5UwUCnEs54UsxG9CJYYDhwmFCqkr7wxCcNcfZ6p5GZ')).toMatch(/^This is an XRP Ledger testnet address/);
  });

  it('refuses the same account id in the Bitcoin alphabet, and under another version byte', () => {
    const accountId = xrpCheck.decode(address);
    expect(addressError('XRP', b58check.encode(accountId))).toBe(
      'This looks like a Bitcoin address; XRP withdrawals go to an XRP Ledger address',
    );
    expect(addressError('XRP', xrpCheck.encode(Uint8Array.from([0x01, ...accountId.subarray(1)])))).toBe(
      'This is not a valid XRP Ledger address',
    );
  });

  it("refuses other chains' addresses, naming the chain", () => {
    expect(addressError('XRP', VALID.TRX[0]!)).toBe('This looks like a TRON address; XRP withdrawals go to an XRP Ledger address');
    expect(addressError('XRP', VALID.ETH[0]!)).toBe('This looks like an Ethereum address; XRP withdrawals go to an XRP Ledger address');
  });

  it('accepts a destination tag from 0 to 4294967295, or none', () => {
    for (const tag of [undefined, null, '', '0', '7', '123456', '4294967295']) expect(addressError('XRP', address, tag)).toBeNull();
  });

  it('refuses a tag that is not a plain whole number in range', () => {
    const range = 'Destination tag must be a whole number from 0 to 4294967295';
    for (const tag of ['4294967296', '99999999999999999999', '-1', '+1', '1.5', '1e3', '0x10', 'abc', '١٢']) {
      expect(addressError('XRP', address, tag), tag).toBe(range);
    }
    expect(addressError('XRP', address, ' 12')).toBe('Remove the spaces around the destination tag');
    expect(addressError('XRP', address, '12 ')).toBe('Remove the spaces around the destination tag');
    expect(addressError('XRP', address, '1 2')).toBe(range);
    expect(addressError('XRP', address, '007')).toBe('Remove the leading zeros from the destination tag');
  });

  it('checks the address before the tag', () => {
    expect(addressError('XRP', typo(address, 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz'), '1')).toBe(CHECKSUM);
  });
});

describe('addressError: SOL', () => {
  const wallet = 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk';

  it("refuses the system program's id: a valid curve point, but of small order, so no wallet owns it", () => {
    const systemProgram = '11111111111111111111111111111111';
    expect(base58.decode(systemProgram)).toEqual(new Uint8Array(32));
    // It is on the curve (y = 0): decoding alone would accept it.
    expect(() => ed25519.Point.fromBytes(new Uint8Array(32))).not.toThrow();
    expect(addressError('SOL', systemProgram)).toBe("No wallet can own this Solana address; enter the wallet's own address");
  });

  it('refuses a point with a small-order part (a wallet key plus the point of order 2)', () => {
    const key = ed25519.Point.fromBytes(base58.decode(wallet));
    const orderTwo = ed25519.Point.fromAffine({ x: 0n, y: ed25519.Point.CURVE().p - 1n });
    const mixed = base58.encode(key.add(orderTwo).toBytes());
    expect(addressError('SOL', mixed)).toBe("No wallet can own this Solana address; enter the wallet's own address");
  });

  it('refuses 32 bytes that are not a curve point (a program-derived address such as a token account)', () => {
    let bytes = sha256(Uint8Array.from([0]));
    for (let i = 1; isPoint(bytes); i++) bytes = sha256(Uint8Array.from([i]));
    expect(addressError('SOL', base58.encode(bytes))).toBe(
      "This Solana address is not a wallet: it may be a token account or a program address; enter the wallet's own address",
    );
  });

  it('refuses a one-character typo (Solana addresses have no checksum: the point checks catch this one)', () => {
    expect(addressError('SOL', typo(wallet, B58))).not.toBeNull();
  });

  it('refuses the wrong length and characters outside base58', () => {
    expect(addressError('SOL', base58.encode(new Uint8Array(31).fill(7)))).toBe(
      'This is not a valid Solana address: it must decode to 32 bytes, not 31',
    );
    expect(addressError('SOL', `${wallet.slice(0, -1)}O`)).toMatch(/\(0, O, I or l\)/);
  });

  it("refuses other chains' addresses, naming the chain", () => {
    expect(addressError('SOL', VALID.ETH[0]!)).toBe('This looks like an Ethereum address; SOL withdrawals go to a Solana address');
    expect(addressError('SOL', VALID.TRX[0]!)).toBe('This looks like a TRON address; SOL withdrawals go to a Solana address');
    expect(addressError('SOL', VALID.BTC[0]!)).toBe('This looks like a Bitcoin address; SOL withdrawals go to a Solana address');
  });

  // Solana's devnet and testnet use the same addresses as mainnet: there is no testnet format to refuse.

  it('accepts a memo of up to 120 printable characters, or none', () => {
    for (const memo of [undefined, null, '', '1234567', 'player 42 – deposit', '🎲'.repeat(MAX_MEMO_LENGTH), 'x'.repeat(120)]) {
      expect(addressError('SOL', wallet, memo)).toBeNull();
    }
  });

  it('refuses a memo that is too long, has control characters or spaces around it', () => {
    expect(addressError('SOL', wallet, 'x'.repeat(121))).toBe('Memo must be at most 120 characters');
    expect(addressError('SOL', wallet, 'line\nbreak')).toBe('Memo may only contain printable characters');
    expect(addressError('SOL', wallet, 'zero\u200bwidth')).toBe('Memo may only contain printable characters');
    expect(addressError('SOL', wallet, ' 42')).toBe('Remove the spaces around the memo');
  });
});

function isPoint(bytes: Uint8Array): boolean {
  try {
    ed25519.Point.fromBytes(bytes);
    return true;
  } catch {
    return false;
  }
}
