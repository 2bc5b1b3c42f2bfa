import type { Coin } from '../currency';

/** How a coin's addresses are written, which decides how a withdrawal address is checked. */
export type AddressKind = 'bech32' | 'evm' | 'tron' | 'doge' | 'xrp' | 'sol';

/** The deposit and withdrawal terms of one coin on the one network the site uses for it. */
export interface CoinChain {
  /** Network code shown beside the coin ("BTC", "ERC20", "BEP20" …). */
  network: string;
  /** The network's name for people ("Bitcoin", "Ethereum (ERC-20)" …). */
  networkLabel: string;
  addressKind: AddressKind;
  /** The name of the per-player tag on a shared house address (XRP, SOL); null when each player has an address. */
  tagLabel: 'Destination tag' | 'Memo' | null;
  /** Smallest deposit credited, in the coin (a smaller one is recorded, never credited). */
  minDeposit: string;
  /** Confirmations a deposit needs before it is credited. */
  confirmations: number;
  /** Network fee taken from the balance on top of a withdrawal's amount, in the coin. */
  withdrawFee: string;
  /** Smallest withdrawal amount (without the fee), in the coin. */
  minWithdraw: string;
  /** Block explorer page of a transaction id (the id is appended). */
  explorerTx: string;
}

/** Per-coin deposit and withdrawal terms. A coin missing here is a compile error. */
export const COIN_CHAINS: Record<Coin, CoinChain> = {
  USDT: {
    network: 'ERC20',
    networkLabel: 'Ethereum (ERC-20)',
    addressKind: 'evm',
    tagLabel: null,
    minDeposit: '10',
    confirmations: 12,
    withdrawFee: '5',
    minWithdraw: '20',
    explorerTx: 'https://etherscan.io/tx/',
  },
  BTC: {
    network: 'BTC',
    networkLabel: 'Bitcoin',
    addressKind: 'bech32',
    tagLabel: null,
    minDeposit: '0.0001',
    confirmations: 2,
    withdrawFee: '0.0002',
    minWithdraw: '0.0005',
    explorerTx: 'https://mempool.space/tx/',
  },
  ETH: {
    network: 'ERC20',
    networkLabel: 'Ethereum',
    addressKind: 'evm',
    tagLabel: null,
    minDeposit: '0.005',
    confirmations: 12,
    withdrawFee: '0.002',
    minWithdraw: '0.01',
    explorerTx: 'https://etherscan.io/tx/',
  },
  XRP: {
    network: 'XRP',
    networkLabel: 'XRP Ledger',
    addressKind: 'xrp',
    tagLabel: 'Destination tag',
    minDeposit: '1',
    confirmations: 1,
    withdrawFee: '0.25',
    minWithdraw: '20',
    explorerTx: 'https://livenet.xrpl.org/transactions/',
  },
  DOGE: {
    network: 'DOGE',
    networkLabel: 'Dogecoin',
    addressKind: 'doge',
    tagLabel: null,
    minDeposit: '10',
    confirmations: 6,
    withdrawFee: '4',
    minWithdraw: '50',
    explorerTx: 'https://blockchair.com/dogecoin/transaction/',
  },
  TRX: {
    network: 'TRC20',
    networkLabel: 'TRON',
    addressKind: 'tron',
    tagLabel: null,
    minDeposit: '10',
    confirmations: 20,
    withdrawFee: '1',
    minWithdraw: '20',
    explorerTx: 'https://tronscan.org/#/transaction/',
  },
  BNB: {
    network: 'BEP20',
    networkLabel: 'BNB Smart Chain (BEP-20)',
    addressKind: 'evm',
    tagLabel: null,
    minDeposit: '0.01',
    confirmations: 15,
    withdrawFee: '0.0005',
    minWithdraw: '0.02',
    explorerTx: 'https://bscscan.com/tx/',
  },
  SOL: {
    network: 'SOL',
    networkLabel: 'Solana',
    addressKind: 'sol',
    tagLabel: 'Memo',
    minDeposit: '0.01',
    confirmations: 1,
    withdrawFee: '0.01',
    minWithdraw: '0.1',
    explorerTx: 'https://solscan.io/tx/',
  },
};

/** Default daily withdrawal limit per coin, valued in USD at the day's rates (server config may lower or raise it). */
export const WITHDRAW_DAILY_USD = '10000';
