import { z } from './zod';
import { Decimal } from './money';

/**
 * The streamer's overlays: pages for a streaming tool's browser source, opened by a token that only reads. The scenes,
 * the token kinds and the frames an overlay receives, shared by the server, the overlay page and the profile.
 */

/** The overlay scenes: current game and last bets, session stats, bonus-hunt tracker, win alert. */
export const OVERLAY_SCENES = ['bets', 'stats', 'hunt', 'alert'] as const;
export type OverlayScene = (typeof OVERLAY_SCENES)[number];

/** What each scene is called on the profile, in the mod panel and in chat commands (`!scene stats`). */
export const SCENE_LABEL: Record<OverlayScene, string> = {
  bets: 'Current game and last bets',
  stats: 'Session stats',
  hunt: 'Bonus hunt',
  alert: 'Win alert',
};

/** A view token opens the overlay; a mod token also switches its scene (the mod link). Neither can bet or read private data. */
export const OVERLAY_TOKEN_KINDS = ['view', 'mod'] as const;
export type OverlayTokenKind = (typeof OVERLAY_TOKEN_KINDS)[number];

/** Most live tokens a player keeps at once. */
export const MAX_OVERLAY_TOKENS = 10;

/** A token as the profile lists it: never the token itself, which is shown once when made. */
export interface OverlayTokenView {
  id: number;
  kind: OverlayTokenKind;
  label: string;
  /** The token's last four characters, to tell tokens apart. */
  hint: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** A token just made: the only time its secret is answered. */
export interface OverlayTokenMade extends OverlayTokenView {
  token: string;
}

/** A settled bet as an overlay shows it: no player name, no balance, no address. Amounts are decimal strings. */
export interface OverlayBet {
  id: string;
  /** House game name ('dice', 'crash', …) or the third-party game's code as text. */
  game: string;
  /** What the overlay prints for the game. */
  title: string;
  coin: string;
  amount: string;
  payout: string;
  multiplier: string;
  win: boolean;
  /** The stake and payout in USD at settlement. */
  amountUsd: string;
  payoutUsd: string;
  /** Settled at, epoch ms. */
  time: number;
}

/** Session stats since the streamer's last reset, in USD. */
export interface SessionStats {
  since: string;
  bets: number;
  wagered: string;
  profit: string;
  /** Highest multiplier of a winning bet ('0' when none). */
  bestMultiplier: string;
  /** Largest payout of a bet, in USD ('0' when none). */
  biggestWin: string;
}

/** One bonus of the hunt: bought or triggered in a slot round. */
export interface HuntBonus {
  roundId: string;
  title: string;
  kind: 'bought' | 'triggered';
  coin: string;
  /** The bet size the bonus plays at (its base bet). */
  bet: string;
  /** What the bonus cost: the buy price, or the stake of the spin that triggered it (USD). */
  cost: string;
  /** What it paid (USD), null while unopened. */
  won: string | null;
  /** won / bet, null while unopened. */
  multiplier: string | null;
  time: number;
}

/** The bonus hunt since the session reset. */
export interface BonusHunt {
  bonuses: HuntBonus[];
  /** Total cost and won (USD). */
  cost: string;
  won: string;
  /**
   * The average multiplier (on their base bets) the unopened bonuses still need to pay back the hunt's cost: (cost −
   * won) / sum of the unopened bonuses' base bets in USD. null when none is unopened or the hunt is already paid back.
   */
  breakEven: string | null;
}

/** Win-alert and celebration thresholds the streamer sets: a win at or above either fires. */
export interface CelebrationThresholds {
  /** Multiplier, e.g. '50'. */
  multiplier: string;
  /** Payout in USD, e.g. '1000'. */
  usd: string;
}

/** The streamer's settings as their profile reads them. */
export interface StreamerSettings {
  scene: OverlayScene;
  sessionSince: string;
  celebrate: CelebrationThresholds;
  /** Seconds between two scene switches by chat command. */
  commandCooldown: number;
  /** Names of the players whose chat commands switch this streamer's scene. */
  moderators: string[];
  tokens: OverlayTokenView[];
}

/** Everything an overlay page needs at open: nothing private (no name, balance, email, address). */
export interface OverlayState {
  scene: OverlayScene;
  /** Whether this token may switch the scene (a mod token). */
  canSwitch: boolean;
  bets: OverlayBet[];
  stats: SessionStats;
  hunt: BonusHunt;
  celebrate: CelebrationThresholds;
}

/** Frames an overlay socket receives (JSON, one per message). */
export type OverlayFrame =
  | { t: 'bet'; bet: OverlayBet; stats: SessionStats }
  | { t: 'scene'; scene: OverlayScene }
  | { t: 'hunt'; hunt: BonusHunt }
  | { t: 'state'; state: OverlayState }
  | { t: 'revoked' };

/** Most bets an overlay lists. */
export const OVERLAY_BETS = 10;

/** Default thresholds and cooldown. */
export const DEFAULT_CELEBRATE: CelebrationThresholds = { multiplier: '50', usd: '1000' };
export const DEFAULT_COMMAND_COOLDOWN = 10;

const decimalText = z.string().regex(/^\d{1,12}(\.\d{1,8})?$/, 'must be a positive number');

/** POST /v1/streamer/token. */
export const makeTokenSchema = z.object({
  kind: z.enum(OVERLAY_TOKEN_KINDS),
  label: z.string().trim().min(1, 'label is required').max(40, 'label is at most 40 characters'),
});
/** POST /v1/streamer/revoke. */
export const revokeTokenSchema = z.object({ id: z.coerce.number().int().positive() });
/** POST /v1/streamer/scene (the streamer) and POST /v1/overlay/scene (a mod token). */
export const sceneSchema = z.object({ scene: z.enum(OVERLAY_SCENES) });
/** POST /v1/streamer/settings. */
export const streamerSettingsSchema = z.object({
  celebrateMultiplier: decimalText.refine((v) => Number(v) >= 2, 'the multiplier is at least 2'),
  celebrateUsd: decimalText.refine((v) => Number(v) >= 1, 'the amount is at least 1 USD'),
  commandCooldown: z.coerce.number().int().min(3, 'the cooldown is at least 3 s').max(600, 'the cooldown is at most 600 s'),
});
/** POST /v1/streamer/moderators: add or remove one by name. */
export const moderatorSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(32),
  remove: z.boolean().optional(),
});

/** An overlay token: 43 base64url characters (32 random bytes). */
export const OVERLAY_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A chat command that switches a streamer's scene: `!scene <scene>` or, from a moderator, `!scene @streamer <scene>`. */
export function parseSceneCommand(text: string): { streamer: string | null; scene: OverlayScene } | null {
  const m = /^!scene\s+(?:@(\S{1,32})\s+)?(\w+)\s*$/i.exec(text.trim());
  if (!m) return null;
  const scene = m[2]!.toLowerCase();
  if (!(OVERLAY_SCENES as readonly string[]).includes(scene)) return null;
  return { streamer: m[1] ?? null, scene: scene as OverlayScene };
}

/** Whether a settled win reaches the thresholds (either one): the win alert and the celebration fire. */
export function reachesThreshold(win: { win: boolean; multiplier: string; payoutUsd: string }, t: CelebrationThresholds): boolean {
  if (!win.win) return false;
  return new Decimal(win.multiplier).gte(t.multiplier) || new Decimal(win.payoutUsd).gte(t.usd);
}
