import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerVipReads, failEnv, fakeLadder, vipApiMock } from '../api/vipFixtures.testing';

vi.mock('../api/vip', () => vipApiMock());
const api = await import('../api/vip');
const ladder = await import('./ladder');

beforeEach(() => {
  localStorage.clear();
  ladder.resetLadderReads();
  for (const fn of Object.values(api)) if (vi.isMockFunction(fn)) fn.mockReset();
  answerVipReads(api);
});

describe('the stored ladder (level config) and privileges (privilege config)', () => {
  it('stores what the server answers in long-lived storage and reads it back', async () => {
    expect(ladder.cachedLadder()).toBeNull();
    await ladder.loadLadder();
    await ladder.loadPrivileges();
    expect(ladder.cachedLadder()?.levels.map((l) => l.name)).toEqual(['Rookie', 'Steel', 'Bronze', 'Gold']);
    expect(ladder.cachedLevel(3)?.upgradeReward).toBe('10');
    expect(ladder.cachedPrivileges()?.levels).toHaveLength(4);
    expect(sessionStorage.length).toBe(0);
    // English names come with the ladder: no names call.
    expect(api.levelI18n).not.toHaveBeenCalled();
  });

  it('names the levels in the player’s language, and a ladder stored in another language is not used', async () => {
    localStorage.setItem('hs_lang', 'de_DE');
    await ladder.loadLadder();
    expect(api.levelI18n).toHaveBeenCalledExactlyOnceWith('de_DE');
    expect(ladder.cachedLevel(3)?.name).toBe('Bronze (de)');
    // A level the language has no name for keeps the server's.
    expect(ladder.cachedLevel(4)?.name).toBe('Gold');
    localStorage.setItem('hs_lang', 'en_US');
    expect(ladder.cachedLadder()).toBeNull();
  });

  it('ignores what storage holds when it is not a ladder (an older build, or anything)', () => {
    localStorage.setItem('hs_levelConfig', JSON.stringify({ lang: 'en_US', list: { levels: [{ levelId: '1' }] } }));
    localStorage.setItem('hs_privilegeConfig', '{not json');
    expect(ladder.cachedLadder()).toBeNull();
    expect(ladder.cachedPrivileges()).toBeNull();
  });

  it('keeps the stored ladder when a read fails, and shares a read on its way', async () => {
    localStorage.setItem('hs_levelConfig', JSON.stringify({ lang: 'en_US', list: fakeLadder() }));
    vi.mocked(api.vipLevelInfoList).mockResolvedValue(failEnv(500, 'down'));
    const [a, b] = await Promise.all([ladder.loadLadder(), ladder.loadLadder()]);
    expect(a).toBeNull();
    expect(b).toBeNull();
    expect(api.vipLevelInfoList).toHaveBeenCalledTimes(1);
    expect(ladder.cachedLadder()?.levels).toHaveLength(4);
  });

  it('ensureLadder reads at most once per page load when nothing is stored', async () => {
    vi.mocked(api.vipLevelInfoList).mockResolvedValue(failEnv(500, 'down'));
    expect(await ladder.ensureLadder()).toBeNull();
    expect(await ladder.ensureLadder()).toBeNull();
    expect(api.vipLevelInfoList).toHaveBeenCalledTimes(1);
  });
});
