import type { ComponentType, LazyExoticComponent } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { EngineFactory } from '../../../game-engine/types';
import type { HouseGame, InstantGame, LiveGame, LiveGameBets, OutcomeOf, ParamsOf } from '../../../src/core/games';

/** A game's parsed selectGameRule content (limits the operator may narrow), undefined before the config loads. */
export type GameContent = Record<string, unknown> | undefined;

/** Props of a game's lobby illustration. */
export interface GameArtProps {
  className?: string;
}

/**
 * A game's face in the shell: what the navigation, the lobby and the bet cards in chat show of it before any game code
 * loads. Each game folder keeps its own in `card.tsx` (light: an icon and an SVG); its module carries it too.
 */
export interface GameCard<G extends HouseGame> {
  readonly game: G;
  /** The game's icon (navigation, shared bet cards). */
  readonly icon: LucideIcon;
  /** The game's lobby illustration (original SVG). */
  readonly Art: ComponentType<GameArtProps>;
}

/** Props of a game's bet-panel fields. `value` is the parameters as typed (a field may not read as a number yet). */
export interface ParamsFieldsProps<G extends InstantGame> {
  value: ParamsOf<G>;
  content: GameContent;
  disabled: boolean;
  problem: string | null;
  onChange(value: ParamsOf<G>): void;
}

/** Props of a game's parameter fields in the /fairness calculator. */
export interface CalcFieldsProps<G extends InstantGame> {
  value: ParamsOf<G>;
  onChange(value: ParamsOf<G>): void;
}

/**
 * Everything the UI layer knows about one instant game; the pages, tables and the fairness calculator go through
 * this (and the core definition) instead of branching on the game's name. Adding a game adds a folder with one of
 * these and a line in ui/games/registry.ts; the kit is handed the module (page props, GameModules), never imports it.
 */
export interface UiGameModule<G extends InstantGame> extends GameCard<G> {
  /** The panel's parameters before the player changes them. */
  readonly defaultParams: ParamsOf<G>;
  /** Storage key of the panel's parameters (kept per session like the other panel settings). */
  readonly paramsKey: string;
  /** The engine factory, loaded as its own chunk when the page mounts; null leaves the stage without animation. */
  loadEngine(): Promise<EngineFactory<G> | null>;
  /**
   * Most rounds in flight at once (sent or presenting); absent: 1, each bet waits for the previous one to land (dice,
   * limbo). Above 1 the player keeps betting and editing while earlier rounds present (plinko balls).
   */
  readonly maxRoundsInFlight?: number;
  /** The game's bet-panel fields. */
  readonly Fields: ComponentType<ParamsFieldsProps<G>>;
  /** Typed parameters read as numbers (lenient: what a player types), or null when a field does not read as one. */
  readParams(typed: ParamsOf<G>): ParamsOf<G> | null;
  /** The message when readParams finds a field that is not a number. */
  readonly unreadable: string;
  /** Why read parameters fall outside the limits the game config narrows the core rules to, or null. */
  configProblem(params: ParamsOf<G>, content: GameContent): string | null;
  /** The multiplier a win pays with these parameters (for "Profit on win"), or null when there is none. */
  winMultiplier(params: ParamsOf<G>): string | null;
  /** The label of that profit when a win can pay more than one amount (plinko: "Max profit"); "Profit on win" when absent. */
  readonly profitLabel?: string;
  /** The parameters as the bet detail states them ("Roll over 50.50", "Target 2.00×"). */
  paramsSentence(params: ParamsOf<G>): string;
  /**
   * Facts of an outcome beyond its result text, for the fairness calculator and the bet detail (plinko: the bucket and,
   * on the player's own bets, the path); absent: none.
   */
  outcomeFacts?(outcome: OutcomeOf<G>, params: ParamsOf<G>): { label: string; value: string }[];
  /**
   * The explanatory "How it works" and "The math" part of the info body; rtpPercent is the definition's RTP ("99"),
   * params the panel's parameters when the core allows them (plinko states the current table's RTP), else null.
   */
  readonly Info: ComponentType<{ rtpPercent: string; params: ParamsOf<G> | null }>;
  /**
   * The parameters the calculator settles with when the typed ones are not a bet the game allows but still decide the
   * result (mines: the mine count decides the layout, whatever tiles are typed); absent or null: the defaults.
   */
  resultParams?(read: ParamsOf<G>): ParamsOf<G> | null;
  /**
   * The game's own page, for a game the generic InstantGamePage does not fit (mines: a game played over several
   * requests); built from the same pieces (BetPanel, EngineHost, useGamePage) and given this module. Absent:
   * InstantGamePage.
   */
  readonly Page?: ComponentType<{ module: UiGameModule<G> }>;
  /**
   * The result chip sits over the stage, in a slot the game's board layout keeps free of its art (plinko: beside the
   * triangle's apex), instead of in the band below the canvas; the game's CSS places it there.
   */
  readonly resultInStage?: boolean;
  /** Keys of the game's own shown in the hotkeys dialog besides the common ones (mines: arrows, Enter, C). */
  readonly hotkeys?: readonly { key: string; label: string }[];
  /** The parameter fields of the fairness calculator. */
  readonly CalcFields: ComponentType<CalcFieldsProps<G>>;
  /** How the game reads the fairness stream, as the calculator states it. */
  readonly formula: string;
}

/** The module of some instant game (a union over the games, so `module.game` narrows it). */
export type AnyUiGameModule = { [G in InstantGame]: UiGameModule<G> }[InstantGame];

/**
 * Everything the UI layer knows about one live game (a shared round followed over the socket, src/core/games/live.ts):
 * its card, and its page, lazily loaded, which GamePage renders for the game's route.
 */
export interface LiveGameModule<G extends LiveGame> extends GameCard<G> {
  readonly Page: LazyExoticComponent<ComponentType<{ game: G }>>;
  /** The detail dialog of one of its settled bets (a bets id; null: closed), lazily loaded. */
  readonly BetDetail: LazyExoticComponent<ComponentType<BetDetailProps>>;
  /** The bet tables' row of one of its settled bets (the player's history lists them beside the instant games'). */
  betRow(bet: LiveGameBets[G]['settled']): BetTableRow;
  /**
   * Its section of /fairness (lazily loaded): how its outcomes are made and checked. `bet`: one of its settled bets
   * the page was opened on (`?bet=<id>`), to verify there.
   */
  readonly Fairness: LazyExoticComponent<ComponentType<{ bet: LiveGameBets[G]['settled'] | null }>>;
}

/**
 * A live game's faces in the lobby, lazily loaded: part of the registry's light half (ui/games/cards.ts), so the lobby
 * reaches them without the games' full modules.
 */
export interface LiveLobbyParts {
  /** Its live card beside the site figures. */
  readonly Card: LazyExoticComponent<ComponentType>;
  /** What the wins strip shows of it while no win has landed yet. */
  readonly Idle: LazyExoticComponent<ComponentType>;
}

/** Props of a bet's detail dialog: the bet's id (null: closed). */
export interface BetDetailProps {
  id: number | null;
  onClose(): void;
}

/** A row of the bet tables, whatever the game (instant bets and crash bets map to it). */
export interface BetTableRow {
  /** Unique in its list (the bet id, or a key of the game's own). */
  key: string;
  /** The bet the row opens in the detail dialog, or null when it opens nothing. */
  betId: number | null;
  userName: string;
  createdAt: string;
  amount: string;
  coin: string;
  /** The bet's parameters as players read them ("> 50.50", "2.00×"). */
  target: string;
  /** The outcome as players read them ("83.21", "Out at 1.87×"). */
  result: string;
  payout: string;
  win: boolean;
  /** A free bet: the house staked it (the row says so beside the amount). */
  free?: boolean;
}
