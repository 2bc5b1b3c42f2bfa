import type { PromotionKind } from '../../core/promotions/types';

/** What a promotion's action area says about joining and leaving it. */
export interface JoinWords {
  /** The guest's sign-in prompt, and what signing in gives. */
  signIn: string;
  signInBody: string;
  /** Above Join, while the promotion runs. */
  lead: string;
  join: string;
  joinAgain: string;
  /** Once joined. */
  joined: string;
  /** Once joined with something waiting (a cashback due). */
  claimable: string | null;
  left: string;
  leave: string;
  leaveTitle: string;
  /** What leaving does, in the confirm. */
  leaveBody: string;
  leaveConfirm: string;
}

const MATCH: JoinWords = {
  signIn: 'Sign in to take part',
  signInBody: 'Log in or create an account to join, claim and follow your bonus here.',
  lead: 'Read the rules, then join in one tap.',
  join: 'Join promotion',
  joinAgain: 'Join again',
  joined: 'You’re in. Make a qualifying deposit and your match waits here to be claimed.',
  claimable: null,
  left: 'You left this promotion.',
  leave: 'Leave promotion',
  leaveTitle: 'Leave this promotion?',
  leaveBody: 'You will no longer qualify for its deposit match. Your balances are not touched.',
  leaveConfirm: 'Leave',
};

const RACE: JoinWords = {
  signIn: 'Log in to join the race',
  signInBody: 'Log in or create an account to join the race and see your place on the board.',
  lead: 'Join once: from then on every period is a new race, and every stake moves you up the board.',
  join: 'Join the race',
  joinAgain: 'Join the race again',
  joined: 'You’re in the race. Every stake on the games it counts moves you up the board; prizes are paid by themselves.',
  claimable: null,
  left: 'You left the race.',
  leave: 'Leave the race',
  leaveTitle: 'Leave the race?',
  leaveBody: 'You leave the board now, and what you wager while out does not count. Prizes already paid stay yours.',
  leaveConfirm: 'Leave the race',
};

const CASHBACK: JoinWords = {
  signIn: 'Log in to get cashback',
  signInBody: 'Log in or create an account to join and follow your net loss and cashback here.',
  lead: 'Join once: your net loss counts from the moment you join, and each period’s cashback is yours to claim after it ends.',
  join: 'Join cashback',
  joinAgain: 'Join cashback again',
  joined: 'You’re in. Your net loss counts as you play; claim its cashback once the period ends.',
  claimable: 'Your cashback is ready: claim it under Your cashback.',
  left: 'You left cashback.',
  leave: 'Leave cashback',
  leaveTitle: 'Leave cashback?',
  leaveBody: 'Your net loss stops counting, and cashback you have not claimed yet can no longer be claimed. Your balances are not touched.',
  leaveConfirm: 'Leave cashback',
};

// Free bets are taken once and kept until they expire: the server refuses to "leave" them, so no Leave is ever shown
// and its words below are never used.
const FREE_BET: JoinWords = {
  signIn: 'Log in to take your free bets',
  signInBody: 'Log in or create an account to take the free bets and follow what they win here.',
  lead: 'Take them once: they are yours at once, for bets on the house from the bet panel of their games.',
  join: 'Take the free bets',
  joinAgain: 'Take the free bets',
  joined: 'Taken: your free bets wait in the bet panel of their games.',
  claimable: null,
  left: 'You took these free bets.',
  leave: 'Free bets cannot be left',
  leaveTitle: 'Free bets cannot be left',
  leaveBody: 'Free bets are yours until they expire.',
  leaveConfirm: 'OK',
};

/** The words of a kind's action area: races, cashback and free bets are joined (or taken) in their own words. */
export function joinWords(kind: PromotionKind): JoinWords {
  if (kind === 'race') return RACE;
  if (kind === 'cashback') return CASHBACK;
  if (kind === 'free_bet') return FREE_BET;
  return MATCH;
}

/** Kinds taken once and kept (free bets): taking is joining, and there is nothing to leave. */
export const TAKE_ONCE_KINDS: ReadonlySet<PromotionKind> = new Set<PromotionKind>(['free_bet']);

/** Kinds joined once and run in periods (a race, a cashback): no deposit to make, nothing of theirs is declined. */
export const PERIODIC_KINDS: ReadonlySet<PromotionKind> = new Set<PromotionKind>(['race', 'cashback']);
