import type { CatalogueGame } from './catalogue';
import type { BalanceType, Coin, CurrencyType, Fiat } from './currency';

/** Body codes of the response envelope. */
export const CODE = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY: 429,
  ERROR: 500,
  NOT_IMPLEMENTED: 501,
} as const;

/** An error that carries an envelope code and a message safe to show to the player. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Every HTTP answer of the server: HTTP 200 with this body. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T | null;
}

/** Map of coin to a decimal string amount. */
export type CoinAmounts = Record<Coin, string>;

/** User info fields. */
export interface UserInfo {
  id: number;
  userName: string;
  nickName: string;
  imgUrl: string;
  email: string;
  /** Payment details (the owner's profile only): the real name, as on the player's identity document. */
  realName: string;
  /** Payment details: the phone number, + and its digits. */
  tell: string;
  /** Payment details: the birth date, YYYY-MM-DD. */
  birth: string;
  /** Payment details: ISO 3166-1 alpha-2. */
  country: string;
  /** Payment details: the postal address. */
  address: string;
  hasPwd: number;
  twoAuth: number;
  emailAuth: number;
  thirdLogin: number;
  chatStatus: number;
  privacy: number;
  sharCode: string;
  levelId: number;
  currentLevelValue: string;
  progress: string;
  nextProgress: string;
  currentProgress: string;
  amountType: BalanceType;
  currencyType: CurrencyType;
  /** The fiat used when currencyType is FAIT. */
  fiatType: Fiat;
  selectedBalanceType: BalanceType;
  selectedCoinType: Coin;
  selectedBonusCoinType: Coin;
  balance: CoinAmounts;
  bonusBalance: CoinAmounts;
  /** Price of each coin in the selected fiat. */
  coinRate: CoinAmounts;
  showBonusWallet: number;
  /** 1 when a level-up reward is waiting to be claimed, and the USD it is worth. */
  canGetUpReward: number;
  canGetUpRewardAmount: string;
  /*
   * Fields of the profile this site does not answer yet, each left out until its feature exists: province, region,
   * gent, identityCard, identityType (identity checks), payPwd (a payment password), isShareCode (referral codes).
   * googleSecret and googleUrl are never sent: the authenticator secret is shown once, by the set-up call, and never
   * leaves the server again.
   */
}

/** One row of GET /v1/account/findBalance. */
export interface BalanceRow {
  coin: Coin;
  amount: string;
  bonusAmount: string;
}

/** GET /v1/account/findBalance. */
export interface BalanceData {
  amountType: BalanceType;
  selectedCoinType: Coin;
  list: BalanceRow[];
  /**
   * The user's highest ledger id, read in the same statement as the balances: the version of this snapshot (the
   * browser drops a row older than the one it shows). Absent from older servers.
   */
  ledgerId?: number;
}

/** GET /v1/userApi/currency. */
export interface CurrencyData {
  coins: { coin: Coin; name: string; decimals: number; imgUrl: string }[];
  fiats: { fiat: Fiat; symbol: string }[];
}

/** A price pair: fiat per coin and coin per fiat. */
export interface RatePair {
  price: string;
  inversePrice: string;
}

/** GET /v1/userApi/rateAll. */
export interface RatesData {
  rates: Record<Coin, Record<Fiat, RatePair>>;
  legalRate: Record<Fiat, string>;
  /** When the oldest of these rates was quoted (epoch ms). */
  updatedAt?: number;
  /** True when the site runs on fixed rates (no market-data provider): prices do not move. */
  fixed?: boolean;
}

/** GET /v1/account/configCurrencyType: per coin limits. */
export interface CurrencyConfigRow {
  coin: Coin;
  decimals: number;
  minTip: string;
  enabled: boolean;
}

/** POST /v1/account/sendTip answer. */
export interface TipData {
  id: number;
  toUserName: string;
  coin: Coin;
  amount: string;
  balance: string;
}

/** GET /v1/user/wsinfo. */
export interface WsInfo {
  path: string;
  heartbeatMs: number;
  reconnectMs: number;
  online: number;
}

/** One entry of POST /v1/home/selectGameRule (content is a JSON string). */
export interface GameRule {
  typeCode: number;
  name: string;
  imgUrl: string;
  content: string;
  inter: number;
  maintainState: number;
}

/** One in-house game of the catalogue (GET /v1/home/gameTypeAll). */
export interface GameEntry {
  gameCode: number;
  gameName: string;
  title: string;
  channel: string;
  imgUrl: string;
  minBetAmount: string;
  maxBetAmount: string;
  houseEdge: string;
  /** 0 open, 1 under maintenance. */
  maintainState: number;
  /** A third-party game's catalogue entry (provider, thumbnails, RTP…). */
  catalogue?: CatalogueGame;
}

/** GET /v1/home/gameTypeAll: game types, each with its games (third-party rows: the most played first). */
export interface GameType {
  id: number;
  code: string;
  name: string;
  /** Games of the type in all (listGame pages through them). */
  total: number;
  games: GameEntry[];
}
