import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getState, resetStore } from '../store';

vi.mock('../api/games', () => ({ selectGameRule: vi.fn() }));
const { selectGameRule } = await import('../api/games');
const { loadGameConfig } = await import('./games');

beforeEach(() => resetStore());

describe('loadGameConfig', () => {
  it('stores the config by type code with the content parsed', async () => {
    vi.mocked(selectGameRule).mockResolvedValueOnce({
      code: 200,
      msg: '',
      data: [{ typeCode: 10003, name: 'Dice', imgUrl: '/d.png', content: '{"maxBetAmount":"500"}', inter: 0, maintainState: 0 }],
    });
    await loadGameConfig();
    expect(getState().gameConfig?.[10003]?.content).toEqual({ maxBetAmount: '500' });
  });

  it('keeps the old config when the call fails', async () => {
    vi.mocked(selectGameRule).mockResolvedValueOnce({ code: 500, msg: 'x', data: null });
    await loadGameConfig();
    expect(getState().gameConfig).toBeNull();
  });
});
