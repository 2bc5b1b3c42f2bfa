import { CODE, type Envelope } from '../../core/api';
import type { Coin } from '../../core/currency';
import { toDecimal } from '../../core/format';
import { coalesce, type Coalesced } from '../../core/throttle';
import type {
  GameStatistics,
  LevelPrivilegeList,
  LockLevelList,
  PrivilegeBonusCode,
  PrivilegeBonusList,
  RechargeState,
  TypeRewardList,
  UnlockedLevelList,
  UserStateBetAmount,
  VipCalendar,
  VipLevelList,
  VipRebateInfo,
  VipSummary,
} from '../../core/vip/types';
import * as vipApi from '../api/vip';
import * as actions from '../actions/vip';
import { getState, useStore, type Store } from '../store';
import { cachedLadder, cachedPrivileges, loadLadder, loadPrivileges } from './ladder';
import { KIND_SECTION, LEVEL_SECTIONS, PLAYER_SECTIONS, SECTION_FLAG_MASK, shownFlags, type PlayerSection } from './sections';

/** Fewest milliseconds between two bursts of reads of the page. */
export const VIP_READ_INTERVAL_MS = 1000;
/** How long after a period's end (server time) its re-read is sent, so the server has surely moved on. */
export const DEADLINE_GRACE_MS = 500;
// setTimeout holds at most 2^31 - 1 ms (24.8 days); a later deadline is reached in steps.
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A claim or recharge switch of the page: one of each may be in flight at a time. */
export type ClaimKey = 'rakeback' | 'recharge' | 'activate' | 'rapid' | 'level_up' | 'daily' | 'weekly' | 'monthly' | PrivilegeBonusCode;

/** Everything the VIP page shows, as one immutable snapshot. */
export interface VipSnapshot {
  loggedIn: boolean;
  /** The ladder and every level's privileges (public, shown from storage at once, then revalidated). */
  ladder: VipLevelList | null;
  privileges: LevelPrivilegeList | null;
  /** The public reads failed and nothing was stored. */
  publicFailed: boolean;
  summary: VipSummary | null;
  rebate: VipRebateInfo | null;
  calendar: VipCalendar | null;
  unlocked: UnlockedLevelList | null;
  locked: LockLevelList | null;
  bonuses: PrivilegeBonusList | null;
  history: TypeRewardList | null;
  wager: UserStateBetAmount | null;
  stats: GameStatistics | null;
  /** Parts read at least once this session, parts being read, parts whose last read failed. */
  loaded: ReadonlySet<PlayerSection>;
  reading: ReadonlySet<PlayerSection>;
  failed: ReadonlySet<PlayerSection>;
  /** Claims and switches on their way. */
  busy: ReadonlySet<ClaimKey>;
  /** The server's clock minus this browser's, in ms (from the calendar's `now`; 0 until it is read). */
  clockOffset: number;
  /** When (this browser's ms) the calendar was last read: its running figures are as of then. */
  calendarReadAt: number | null;
}

const PLAYER_EMPTY = {
  summary: null,
  rebate: null,
  calendar: null,
  unlocked: null,
  locked: null,
  bonuses: null,
  history: null,
  wager: null,
  stats: null,
  loaded: new Set<PlayerSection>(),
  reading: new Set<PlayerSection>(),
  failed: new Set<PlayerSection>(),
  busy: new Set<ClaimKey>(),
  calendarReadAt: null,
} satisfies Partial<VipSnapshot>;

const ok = <T>(env: Envelope<T>): env is Envelope<T> & { data: T } => env.code === CODE.OK && env.data !== null && env.data !== undefined;
const withItem = <T>(set: ReadonlySet<T>, item: T, on: boolean): Set<T> => {
  const next = new Set(set);
  if (on) next.add(item);
  else next.delete(item);
  return next;
};

/**
 * The VIP page's data: the public ladder from storage and the server, and the player's parts, each read again only
 * when something it shows may have changed: a new level, a changed bit of the type 5 flag word, a claim, or the end
 * of a period its countdown shows. Reads asked for close together go out as one burst, at most one a second
 * (`coalesce`), so an auto-bet's stream of level updates (type 204, several a second) costs nothing.
 * Player calls are sent only while signed in: a 401 on one would end the session.
 */
export class VipData {
  private snapshot: VipSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly pending = new Set<PlayerSection>();
  private readonly reader: Coalesced;
  /** Parts being read when the flag word changed: compared with the word once their answer is in. */
  private readonly recheck = new Set<PlayerSection>();
  /** Deadlines already acted on, as `section:at`. */
  private readonly fired = new Set<string>();
  private deadlineTimer: ReturnType<typeof setTimeout> | null = null;
  private unsubscribe: (() => void) | null = null;
  /** Bumped at every sign-in and sign-out: answers of an earlier session are dropped. */
  private generation = 0;
  private stopped = false;

  constructor() {
    this.snapshot = {
      ...PLAYER_EMPTY,
      loggedIn: getState().loggedIn,
      ladder: cachedLadder(),
      privileges: cachedPrivileges(),
      publicFailed: false,
      clockOffset: 0,
    };
    this.reader = coalesce(() => this.flush(), VIP_READ_INTERVAL_MS);
  }

  /** Subscribes to snapshot changes (useSyncExternalStore). */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current snapshot. */
  readonly getSnapshot = (): VipSnapshot => this.snapshot;

  /** Starts: revalidates the public parts, reads the player's, and follows the store. */
  start(): void {
    this.stopped = false;
    this.unsubscribe = useStore.subscribe((s, prev) => this.onStore(s, prev));
    void this.loadPublic();
    // Started again after a stop (React's StrictMode mounts twice in development): what is read or on its way stays.
    const { loaded, reading } = this.snapshot;
    if (getState().loggedIn) this.request(PLAYER_SECTIONS.filter((s) => !loaded.has(s) && !reading.has(s)));
  }

  /** Stops every timer and subscription; answers still on their way are dropped. */
  stop(): void {
    this.stopped = true;
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.reader.cancel();
    this.pending.clear();
    if (this.deadlineTimer !== null) clearTimeout(this.deadlineTimer);
    this.deadlineTimer = null;
  }

  /** Asks for parts to be read in the next burst (none while signed out). */
  request(sections: Iterable<PlayerSection>): void {
    if (this.stopped || !getState().loggedIn) return;
    for (const s of sections) this.pending.add(s);
    if (this.pending.size > 0) this.reader();
  }

  /** Reads everything again (the player's Refresh). */
  refresh(): void {
    if (this.snapshot.publicFailed) void this.loadPublic();
    this.request(PLAYER_SECTIONS);
  }

  /** The server's time now, by this browser's clock and the offset the calendar gave. */
  serverNow(): number {
    return Date.now() + this.snapshot.clockOffset;
  }

  /**
   * Claims a reward (or switches the recharge), once at a time per key; the parts it changes are read again after
   * it, whatever its outcome (a refusal says the page was stale; a lost answer may hide a done claim).
   */
  async claim(key: ClaimKey, opts: { coin?: Coin; levelId?: number } = {}): Promise<actions.VipOutcome<unknown>> {
    if (this.snapshot.busy.has(key)) return { ok: false, code: 0, message: 'Already on its way' };
    this.set({ busy: withItem(this.snapshot.busy, key, true) });
    const gen = this.generation;
    try {
      const outcome = await this.act(key, opts);
      if (gen === this.generation && outcome.ok && (key === 'activate' || key === 'rapid') && this.snapshot.rebate)
        this.set({ rebate: { ...this.snapshot.rebate, recharge: outcome.data as RechargeState } });
      return outcome;
    } finally {
      if (!this.stopped) {
        this.set({ busy: withItem(this.snapshot.busy, key, false) });
        // A recharge switch pays nothing: only the recharge's part is stale, not the history.
        if (key === 'activate' || key === 'rapid') this.request(['rebate']);
        else this.request([KIND_SECTION[key], 'history']);
      }
    }
  }

  private act(key: ClaimKey, { coin, levelId }: { coin?: Coin; levelId?: number }): Promise<actions.VipOutcome<unknown>> {
    switch (key) {
      case 'rakeback':
        return actions.claimRakeback();
      case 'recharge':
        return actions.claimRecharge(coin);
      case 'activate':
        return actions.activateRecharge();
      case 'rapid':
        return actions.rapidRecharge();
      case 'level_up':
        return actions.claimLevelUp(levelId, coin);
      case 'daily':
      case 'weekly':
      case 'monthly':
        return actions.claimCalendar(key, coin);
      default:
        return actions.claimPrivilege(key, coin);
    }
  }

  private set(patch: Partial<VipSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  private onStore(s: Store, prev: Store): void {
    if (s.loggedIn !== prev.loggedIn) {
      this.generation++;
      this.pending.clear();
      this.reader.cancel();
      this.recheck.clear();
      this.fired.clear();
      this.set({ ...PLAYER_EMPTY, loggedIn: s.loggedIn });
      this.scheduleDeadline();
      if (s.loggedIn) this.request(PLAYER_SECTIONS);
      return;
    }
    if (!s.loggedIn) return;
    // Type 204 arrives after every settled bet; only a new level makes parts of the page stale.
    const level = s.user?.levelId;
    const before = prev.user?.levelId;
    if (level !== undefined && before !== undefined && level !== before) this.request(LEVEL_SECTIONS);
    if (s.vipFlags !== prev.vipFlags) this.onFlags(s.vipFlags);
  }

  /**
   * A new flag word: a part is read again when the word says otherwise than it shows (a claim made elsewhere, a bet
   * that made something claimable). A part on its way is compared once its answer is in, so the push that follows a
   * claim of this page, or the word sent when the socket connects, costs no read of its own.
   */
  private onFlags(word: number): void {
    const stale: PlayerSection[] = [];
    for (const section of PLAYER_SECTIONS) {
      if (SECTION_FLAG_MASK[section] === undefined) continue;
      if (this.pending.has(section) || this.snapshot.reading.has(section)) this.recheck.add(section);
      else if (this.disagrees(section, word)) stale.push(section);
    }
    this.request(stale);
  }

  private disagrees(section: PlayerSection, word: number): boolean {
    const shown = shownFlags(section, this.snapshot);
    return shown !== null && shown !== (word & (SECTION_FLAG_MASK[section] ?? 0)) >>> 0;
  }

  private async loadPublic(): Promise<void> {
    const [ladder, privileges] = await Promise.all([loadLadder(), loadPrivileges()]);
    if (this.stopped) return;
    const next = { ladder: ladder ?? this.snapshot.ladder, privileges: privileges ?? this.snapshot.privileges };
    this.set({ ...next, publicFailed: next.ladder === null });
  }

  private async flush(): Promise<void> {
    if (this.stopped || !getState().loggedIn) {
      this.pending.clear();
      return;
    }
    const batch = [...this.pending];
    this.pending.clear();
    if (batch.length === 0) return;
    const gen = this.generation;
    let reading = new Set(this.snapshot.reading);
    for (const section of batch) reading.add(section);
    this.set({ reading });
    await Promise.all(
      batch.map(async (section) => {
        const patch = await this.read(section);
        if (this.stopped || gen !== this.generation) return;
        reading = withItem(this.snapshot.reading, section, false);
        const failed = withItem(this.snapshot.failed, section, patch === null);
        const loaded = patch === null ? this.snapshot.loaded : withItem(this.snapshot.loaded, section, true);
        this.set({ ...(patch ?? {}), reading, failed, loaded });
        if (section === 'calendar' || section === 'rebate' || section === 'bonuses') this.scheduleDeadline();
        if (this.recheck.delete(section) && this.disagrees(section, getState().vipFlags)) this.request([section]);
      }),
    );
  }

  /** One part's read: the snapshot fields it fills, or null when it failed. */
  private async read(section: PlayerSection): Promise<Partial<VipSnapshot> | null> {
    switch (section) {
      case 'summary': {
        const env = await vipApi.queryVipReferInfo();
        return ok(env) ? { summary: env.data } : null;
      }
      case 'rebate': {
        const env = await vipApi.getVipRebateInfo();
        return ok(env) ? { rebate: env.data } : null;
      }
      case 'calendar': {
        const sentAt = Date.now();
        const env = await vipApi.queryVipCalendar();
        if (!ok(env)) return null;
        const at = Date.now();
        // The server read its clock about half-way through the round trip.
        return { calendar: env.data, calendarReadAt: at, clockOffset: env.data.now - Math.round((sentAt + at) / 2) };
      }
      case 'levels': {
        const [unlocked, locked] = await Promise.all([vipApi.queryUnlockedLevelList(), vipApi.queryLockLevel()]);
        if (!ok(unlocked) || !ok(locked)) return null;
        this.syncWaitingReward(unlocked.data);
        return { unlocked: unlocked.data, locked: locked.data };
      }
      case 'bonuses': {
        const env = await vipApi.getPrivilegeBonusList();
        return ok(env) ? { bonuses: env.data } : null;
      }
      case 'history': {
        const env = await vipApi.queryTypeReward();
        return ok(env) ? { history: env.data } : null;
      }
      case 'wager': {
        const [wager, stats] = await Promise.all([vipApi.getUserStateBetAmount(), vipApi.queryGameStatistics()]);
        if (!ok(wager) || !ok(stats)) return null;
        return { wager: wager.data, stats: stats.data };
      }
    }
  }

  // The profile's level-up fields (header, menu) follow the server's list of waiting rewards when the page reads it.
  private syncWaitingReward(unlocked: UnlockedLevelList): void {
    const s = getState();
    if (!s.user) return;
    const waiting = toDecimal(unlocked.waitingUsd).gt(0) ? 1 : 0;
    if (s.user.canGetUpReward !== waiting || s.user.canGetUpRewardAmount !== unlocked.waitingUsd)
      s.patchUser({ canGetUpReward: waiting, canGetUpRewardAmount: unlocked.waitingUsd });
  }

  /** The moments (server time) at which a shown part goes stale: a period's end, a recharge window, a bonus opening. */
  private deadlines(): { at: number; section: PlayerSection }[] {
    const { calendar, rebate, bonuses } = this.snapshot;
    const list: { at: number; section: PlayerSection }[] = [];
    for (const e of calendar?.entries ?? []) list.push({ at: e.current.to, section: 'calendar' });
    const next = rebate?.recharge.run?.nextWindowAt;
    if (typeof next === 'number') list.push({ at: next, section: 'rebate' });
    for (const b of bonuses?.bonuses ?? [])
      if (b.status === 'waiting' || b.status === 'claimed') list.push({ at: b.nextAt, section: 'bonuses' });
    return list.filter((d) => Number.isFinite(d.at) && !this.fired.has(`${d.section}:${d.at}`));
  }

  private scheduleDeadline(): void {
    if (this.deadlineTimer !== null) clearTimeout(this.deadlineTimer);
    this.deadlineTimer = null;
    if (this.stopped || !getState().loggedIn) return;
    const next = Math.min(...this.deadlines().map((d) => d.at));
    if (!Number.isFinite(next)) return;
    const wait = Math.max(0, next + DEADLINE_GRACE_MS - this.serverNow());
    this.deadlineTimer = setTimeout(() => this.onDeadline(), Math.min(wait, MAX_TIMER_MS));
  }

  private onDeadline(): void {
    this.deadlineTimer = null;
    const now = this.serverNow();
    const due = this.deadlines().filter((d) => d.at + DEADLINE_GRACE_MS <= now);
    for (const d of due) this.fired.add(`${d.section}:${d.at}`);
    this.request(new Set(due.map((d) => d.section)));
    this.scheduleDeadline();
  }
}
