import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser } from '../api/fixtures.testing';
import {
  answerVipReads,
  fakeCalendar,
  fakeClaim,
  fakeRebate,
  failEnv,
  okEnv,
  vipApiMock,
  vipCallCounts,
  vipCallTotal,
} from '../api/vipFixtures.testing';
import { getState, resetStore } from '../store';
import { flagsOf } from '../../core/vipFlags';

vi.mock('../api/vip', () => vipApiMock());
const api = await import('../api/vip');
const { VipData, VIP_READ_INTERVAL_MS, DEADLINE_GRACE_MS } = await import('./VipData');
const { resetToasts } = await import('../actions/toast');
const { resetLadderReads } = await import('./ladder');

/** The word agreeing with what the fixtures show: rakeback, the day's reward and Steel's level-up reward to claim. */
const SHOWN = flagsOf(['rakeback', 'daily', 'level_up']);
/** The server's clock runs an hour ahead of this browser's: countdowns must follow the server's. */
const SERVER_AHEAD_MS = 3_600_000;
const T0 = Date.UTC(2026, 11, 1, 10, 0, 0);

/** Lets answered calls land (the mocks answer at once; their handlers run in microtasks). */
const settle = () => vi.advanceTimersByTimeAsync(0);
/** Moves the clock on, running the timers that come due and what they start. */
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

let data: InstanceType<typeof VipData> | null = null;

function start(loggedIn: boolean): InstanceType<typeof VipData> {
  if (loggedIn) getState().setUser(fakeUser({ levelId: 2, currentLevelValue: '50', progress: '1250', nextProgress: '10000' }));
  data = new VipData();
  data.start();
  return data;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(T0);
  resetStore();
  localStorage.clear();
  resetLadderReads();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  // The server's day ends two hours from the start (its clock an hour ahead of this browser's).
  answerVipReads(api, T0 + SERVER_AHEAD_MS, 2 * 3_600_000);
});
afterEach(() => {
  data?.stop();
  data = null;
  resetToasts();
  vi.useRealTimers();
});

describe('VipData: what the page reads, and when', () => {
  it('reads only the public ladder and privileges for a guest (a player call would log nobody out, but is refused)', async () => {
    const d = start(false);
    await settle();
    expect(vipCallCounts(api)).toEqual({ vipLevelInfoList: 1, levelPrivilegeList: 1 });
    expect(d.getSnapshot().ladder?.levels).toHaveLength(4);
    expect(d.getSnapshot().privileges?.levels).toHaveLength(4);
    // The ladder is stored for the next visit (long-lived storage).
    expect(JSON.parse(localStorage.getItem('hs_levelConfig')!).list.levels[0].name).toBe('Rookie');
    expect(JSON.parse(localStorage.getItem('hs_privilegeConfig')!).levels).toHaveLength(4);
  });

  it('shows the stored ladder at once and still revalidates it', async () => {
    localStorage.setItem('hs_levelConfig', JSON.stringify({ lang: 'en_US', list: { rechargeMinUsd: '1000', levels: [] } }));
    const d = start(false);
    expect(d.getSnapshot().ladder).toEqual({ rechargeMinUsd: '1000', levels: [] });
    await settle();
    expect(api.vipLevelInfoList).toHaveBeenCalledTimes(1);
    expect(d.getSnapshot().ladder?.levels).toHaveLength(4);
  });

  it('loads a player page in one burst of 11 requests, then stays quiet while level updates stream in', async () => {
    const d = start(true);
    await settle();
    expect(vipCallCounts(api)).toEqual({
      vipLevelInfoList: 1,
      levelPrivilegeList: 1,
      queryVipReferInfo: 1,
      getVipRebateInfo: 1,
      queryVipCalendar: 1,
      queryUnlockedLevelList: 1,
      queryLockLevel: 1,
      getPrivilegeBonusList: 1,
      queryTypeReward: 1,
      getUserStateBetAmount: 1,
      queryGameStatistics: 1,
    });
    expect(d.getSnapshot().loaded.size).toBe(7);
    // An instant auto-bet: a type 204 four times a second for a minute, the level unchanged.
    for (let i = 0; i < 240; i++) {
      getState().patchUser({ progress: String(1250 + i), currentProgress: '12.50' });
      await pass(250);
    }
    expect(vipCallTotal(api)).toBe(11);
  });

  it('reads the level parts again when the level changes, once for a burst of changes', async () => {
    start(true);
    await settle();
    const before = vipCallTotal(api);
    getState().patchUser({ levelId: 3 });
    getState().patchUser({ levelId: 4 });
    await pass(VIP_READ_INTERVAL_MS / 2);
    // The load's burst was under a second ago: the level's reads wait for the second to pass.
    expect(vipCallTotal(api)).toBe(before);
    await pass(VIP_READ_INTERVAL_MS / 2);
    expect(vipCallTotal(api) - before).toBe(6);
    expect(api.queryVipReferInfo).toHaveBeenCalledTimes(2);
    expect(api.getVipRebateInfo).toHaveBeenCalledTimes(2);
    expect(api.queryVipCalendar).toHaveBeenCalledTimes(2);
    expect(api.queryUnlockedLevelList).toHaveBeenCalledTimes(2);
    expect(api.queryLockLevel).toHaveBeenCalledTimes(2);
    expect(api.getPrivilegeBonusList).toHaveBeenCalledTimes(2);
    expect(api.queryTypeReward).toHaveBeenCalledTimes(1);
    expect(api.getUserStateBetAmount).toHaveBeenCalledTimes(1);
  });

  it('reads a part again only when the type 5 word says otherwise than it shows; the bonus area’s bits concern none', async () => {
    start(true);
    await settle();
    await pass(VIP_READ_INTERVAL_MS);
    const before = vipCallTotal(api);
    // The fixtures show rakeback, the day's reward and Steel's level-up reward to claim: a word saying so changes nothing.
    getState().setUnreadFlags(SHOWN | (1 << 5) | (1 << 6));
    await pass(VIP_READ_INTERVAL_MS);
    expect(vipCallTotal(api)).toBe(before);
    // Rakeback claimed elsewhere (another tab): its part is read again, and only it.
    vi.mocked(api.getVipRebateInfo).mockResolvedValue(okEnv({ ...fakeRebate(), rakeback: { rate: '0.05', claimableUsd: '0', coins: [] } }));
    getState().setUnreadFlags(flagsOf(['daily', 'level_up']));
    await pass(VIP_READ_INTERVAL_MS);
    expect(vipCallTotal(api) - before).toBe(1);
    expect(api.getVipRebateInfo).toHaveBeenCalledTimes(2);
    // The gift became claimable and the day's reward was claimed: the bonuses and the calendar.
    getState().setUnreadFlags(flagsOf(['level_up', 'gift']) | (1 << 5));
    await pass(VIP_READ_INTERVAL_MS);
    expect(api.queryVipCalendar).toHaveBeenCalledTimes(2);
    expect(api.getPrivilegeBonusList).toHaveBeenCalledTimes(2);
    expect(vipCallTotal(api) - before).toBe(3);
  });

  it('costs no read of its own for a word that arrives while the part it concerns is being read', async () => {
    start(true);
    // The socket's word on connect arrives while the page's first reads are on their way, and agrees with them.
    getState().setUnreadFlags(SHOWN);
    await settle();
    await pass(3 * VIP_READ_INTERVAL_MS);
    expect(vipCallTotal(api)).toBe(11);
    // A claim's push (rakeback's bit off) arriving while the claim's own re-read is on its way: no third read.
    let answer!: (v: unknown) => void;
    vi.mocked(api.getVipRebateInfo).mockImplementation(() => new Promise((resolve) => (answer = resolve as (v: unknown) => void)));
    vi.mocked(api.vipRebateReceive).mockResolvedValue(okEnv(fakeClaim()));
    await data!.claim('rakeback');
    await settle();
    expect(api.getVipRebateInfo).toHaveBeenCalledTimes(2);
    getState().setUnreadFlags(flagsOf(['daily', 'level_up']));
    answer(okEnv({ ...fakeRebate(), rakeback: { rate: '0.05', claimableUsd: '0', coins: [] } }));
    await pass(3 * VIP_READ_INTERVAL_MS);
    expect(api.getVipRebateInfo).toHaveBeenCalledTimes(2);
  });

  it('coalesces a storm of changes into at most one burst a second, and always one after the last', async () => {
    start(true);
    await settle();
    const starts: number[] = [];
    vi.mocked(api.getVipRebateInfo).mockImplementation(async () => {
      starts.push(Date.now());
      return okEnv(fakeRebate());
    });
    // Rakeback claimed and earned again and again, from another tab: its bit flips every 50 ms for 5 s.
    for (let i = 0; i < 100; i++) {
      getState().setUnreadFlags(i % 2 === 0 ? 0 : SHOWN);
      await pass(50);
    }
    const last = Date.now();
    getState().setUnreadFlags(0);
    await pass(3 * VIP_READ_INTERVAL_MS);
    expect(starts.length).toBeGreaterThanOrEqual(5);
    expect(starts.length).toBeLessThanOrEqual(7);
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(VIP_READ_INTERVAL_MS);
    // The last read was sent after the last change.
    expect(starts.at(-1)!).toBeGreaterThanOrEqual(last);
  });

  it('reads the calendar again when a period ends, by the server clock, and only then', async () => {
    answerVipReads(api, T0 + SERVER_AHEAD_MS, 5_000);
    const d = start(true);
    await settle();
    expect(d.getSnapshot().clockOffset).toBe(SERVER_AHEAD_MS);
    // The day ends 5 s after the server's now (an hour ahead of this browser's clock).
    vi.mocked(api.queryVipCalendar).mockImplementation(async () => okEnv(fakeCalendar(Date.now() + SERVER_AHEAD_MS, 86_400_000)));
    await pass(5_000 + DEADLINE_GRACE_MS - 1);
    expect(api.queryVipCalendar).toHaveBeenCalledTimes(1);
    await pass(1);
    expect(api.queryVipCalendar).toHaveBeenCalledTimes(2);
    expect(vipCallTotal(api)).toBe(12);
    // The next day's end is a day away: an idle hour costs nothing.
    await pass(3_600_000);
    expect(vipCallTotal(api)).toBe(12);
  });

  it('claims once at a time, marks the claim busy, and reads its part and the history again whatever the outcome', async () => {
    const d = start(true);
    await settle();
    await pass(VIP_READ_INTERVAL_MS);
    let answer!: (v: unknown) => void;
    vi.mocked(api.vipRebateReceive).mockImplementation(() => new Promise((resolve) => (answer = resolve as (v: unknown) => void)));
    const first = d.claim('rakeback');
    const second = await d.claim('rakeback');
    expect(second.ok).toBe(false);
    expect(d.getSnapshot().busy.has('rakeback')).toBe(true);
    expect(api.vipRebateReceive).toHaveBeenCalledExactlyOnceWith({ type: 'rakeback' });
    answer(okEnv(fakeClaim()));
    expect((await first).ok).toBe(true);
    expect(d.getSnapshot().busy.has('rakeback')).toBe(false);
    await settle();
    expect(api.getVipRebateInfo).toHaveBeenCalledTimes(2);
    expect(api.queryTypeReward).toHaveBeenCalledTimes(2);
    expect(api.queryVipCalendar).toHaveBeenCalledTimes(1);

    vi.mocked(api.vipReceiveReward).mockResolvedValue(failEnv(400, 'Nothing to claim yet'));
    await pass(VIP_READ_INTERVAL_MS);
    const refused = await d.claim('daily', { coin: 'ETH' });
    expect(refused).toEqual({ ok: false, code: 400, message: 'Nothing to claim yet' });
    expect(api.vipReceiveReward).toHaveBeenCalledWith({ period: 'daily', coin: 'ETH' });
    await settle();
    expect(api.queryVipCalendar).toHaveBeenCalledTimes(2);
    expect(api.queryTypeReward).toHaveBeenCalledTimes(3);
  });

  it('takes a recharge switch answer at once, and keeps the profile’s level-up state in step with the levels read', async () => {
    const d = start(true);
    await settle();
    expect(getState().user).toMatchObject({ canGetUpReward: 1, canGetUpRewardAmount: '0.25' });
    const state = { ...d.getSnapshot().rebate!.recharge, unlocked: true, canActivate: false, blocked: 'A recharge is running' };
    vi.mocked(api.clickActivate).mockResolvedValue(okEnv(state));
    await d.claim('activate');
    expect(d.getSnapshot().rebate?.recharge.blocked).toBe('A recharge is running');
  });

  it('drops the player’s parts at logout, sends nothing more, and drops answers of the session before', async () => {
    const d = start(true);
    await settle();
    await pass(VIP_READ_INTERVAL_MS);
    let late!: (v: unknown) => void;
    vi.mocked(api.getVipRebateInfo).mockImplementation(() => new Promise((resolve) => (late = resolve as (v: unknown) => void)));
    getState().setUnreadFlags(flagsOf(['daily']));
    await settle();
    expect(api.getVipRebateInfo).toHaveBeenCalledTimes(2);
    getState().clearSession();
    late(okEnv(fakeRebate()));
    await settle();
    expect(d.getSnapshot()).toMatchObject({ loggedIn: false, rebate: null, summary: null, calendar: null });
    const total = vipCallTotal(api);
    getState().setUnreadFlags(3);
    await pass(10 * VIP_READ_INTERVAL_MS);
    expect(vipCallTotal(api)).toBe(total);
  });

  it('sends nothing more when started again after a stop (React’s StrictMode mounts twice)', async () => {
    const d = start(true);
    d.stop();
    d.start();
    await settle();
    await pass(3 * VIP_READ_INTERVAL_MS);
    expect(vipCallTotal(api)).toBe(11);
    expect(d.getSnapshot().loaded.size).toBe(7);
  });

  it('stops every timer when the page goes', async () => {
    const d = start(true);
    await settle();
    d.stop();
    data = null;
    const total = vipCallTotal(api);
    getState().patchUser({ levelId: 3 });
    await pass(86_400_000);
    expect(vipCallTotal(api)).toBe(total);
    expect(vi.getTimerCount()).toBe(0);
  });
});
