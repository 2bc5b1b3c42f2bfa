import type { BonusSettler } from './promotions/BonusSettler';
import type { PromotionService } from './promotions/PromotionService';
import type pg from 'pg';
import type { Config } from './config';
import type { Limiter } from './lib/WindowLimiter';
import type { RateFlusher } from './lib/RateFlusher';
import type { BetService } from './games/bets/BetService';
import type { ServerGames } from './games/registry';
import type { MinesService } from './games/mines/MinesService';
import type { CrashChain } from './games/crash/chain';
import type { CrashLeader } from './games/crash/CrashLeader';
import type { CrashService } from './games/crash/CrashService';
import type { ChatService } from './chat/ChatService';
import type { Hub } from './live/hub';
import type { Fanout } from './live/fanout';
import type { LoginGuard } from './auth/loginGuard';
import type { EmailCodes } from './mail/emailCodes';
import type { Mailer } from './mail/mailer';
import type { TwoFactor } from './auth/twoFactor';
import type { ReferenceCache } from './reference/ReferenceCache';
import type { RatesService } from './rates/RatesService';
import type { VipService } from './vip/VipService';
import type { ProtectionService } from './protection/ProtectionService';
import type { VipPusher } from './vip/VipPusher';
import type { SportsTokens } from './sportsbook/tokens';
import type { SportsWallet } from './sportsbook/SportsWallet';
import type { BookKey } from './sportsbook/walletProtocol';
import type { ProviderWallet } from './aggregators/ProviderWallet';
import type { StreamerService } from './streamer/StreamerService';
import type { OverlayHub } from './streamer/OverlayHub';

declare module 'fastify' {
  interface FastifyInstance {
    /** Server configuration. */
    config: Config;
    /** PostgreSQL pool. */
    db: pg.Pool;
    /** The instant games this server plays: routes, settlement and bet views find a game here, by name. */
    games: ServerGames;
    /** Live socket hub. */
    hub: Hub;
    /** Carries the hub's pushes to the other server processes on the database. */
    fanout: Fanout;
    /** Login attempt limits. */
    loginGuard: LoginGuard;
    /** The mail path: the outbox, and SMTP when configured. */
    mailer: Mailer;
    /** Emailed codes (sign-up, verifying and changing the address). */
    emailCodes: EmailCodes;
    /** TOTP two-factor login. */
    twoFactor: TwoFactor;
    /** The games, coins and rates tables in memory (invalidate where they are written). */
    refs: ReferenceCache;
    /** Exchange rates: polled from the provider when one is configured, else the seeded ones, fixed. */
    rates: RatesService;
    /** Bets of the instant games. */
    bets: BetService;
    /** Per-user budget of bets and game actions (instant bets and mines moves share it). */
    betLimiter: Limiter;
    /** Shares the counts of the API and bet budgets with the other server processes on the database. */
    rateCounts: RateFlusher;
    /** Mines games in play. */
    mines: MinesService;
    /** The crash chain (its terminating hash and salt are public). */
    crashChain: CrashChain;
    /** Crash bets, cash-outs and the round's state. */
    crash: CrashService;
    /** The election of the crash round loop's runner. */
    crashLeader: CrashLeader;
    /** Chat entries: sends, shares and site lines, pushed to every process. */
    chat: ChatService;
    /** The VIP programme: ladder, standing, rewards and claims. */
    vip: VipService;
    protection: ProtectionService;
    /** Pushes VIP progress and reward flags to the player's sockets. */
    vipPusher: VipPusher;
    promotions: PromotionService;
    bonusSettler: BonusSettler;
    /** The wallet the game aggregators' calls end in. */
    providerWallet: ProviderWallet;
    /** The sportsbook's tokens: issued, verified, killed. */
    sportsTokens: SportsTokens;
    /** The book's signed wallet calls: checked with its key, applied by the sports wallet. */
    bookKey: BookKey;
    sportsWallet: SportsWallet;
    /** The streamer's overlays: links, scene, session, thresholds, moderators. */
    streamer: StreamerService;
    /** The overlay sockets of this process. */
    overlays: OverlayHub;
  }
}

/** True for paths of the JSON API, which always answer with an envelope. */
export function isApiPath(url: string): boolean {
  return /^\/(v1|api)(\/|\?|$)/.test(url);
}
