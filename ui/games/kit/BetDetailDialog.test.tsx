import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { SettledBet } from '../../../src/core/bets';
import { INSTANT_GAMES } from '../../../src/core/games/registry';
import { fakeDiceBet } from '../../../src/app/api/fixtures.testing';

vi.mock('../../../src/app/api/bets', async (orig) => ({
  ...(await orig<typeof import('../../../src/app/api/bets')>()),
  betDetail: vi.fn(),
}));
// A fake dice engine that records what it is asked to show; each round lands when the test says so.
const fake = vi.hoisted(() => ({
  previews: [] as unknown[],
  rounds: [] as unknown[],
  keys: [] as unknown[],
  finish: [] as (() => void)[],
  host: null as null | { onEvent(event: unknown, key: unknown): void },
}));
vi.mock('../../../game-engine/dice', () => ({
  createEngine: async (_el: unknown, host: { onEvent(event: unknown, key: unknown): void }) => ({
    ...((fake.host = host), {}),
    preview: (p: unknown) => fake.previews.push(p),
    setSpeed: () => {},
    destroy: () => {},
    play: (round: unknown, key: unknown) => {
      fake.rounds.push(round);
      fake.keys.push(key);
      return new Promise<void>((resolve) => fake.finish.push(resolve));
    },
  }),
}));

const api = await import('../../../src/app/api/bets');
const { BetDetailDialog } = await import('./BetDetailDialog');
const { GameModules } = await import('./gameModules');
// The app hands the kit its modules from the registry; the test composes it the same way.
const { uiModuleOf } = await import('../registry');

const bet: SettledBet = fakeDiceBet();

afterEach(() => {
  cleanup();
  fake.previews.length = 0;
  fake.rounds.length = 0;
  fake.keys.length = 0;
  fake.finish.length = 0;
  vi.mocked(api.betDetail).mockReset();
});

describe('bet detail replay', () => {
  it('replays the stored round on the game engine without another request, and again on demand', async () => {
    vi.mocked(api.betDetail).mockResolvedValue({ code: 200, msg: '', data: bet });
    render(
      <MemoryRouter>
        <GameModules moduleOf={uiModuleOf}>
          <BetDetailDialog id={41} onClose={() => {}} />
        </GameModules>
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByTestId('bet-replay-open'));
    await waitFor(() => expect(fake.rounds).toHaveLength(1));
    // The engine mirrors the bet's parameters and plays the round the definition builds from the stored bet.
    expect(fake.previews).toEqual([bet.params]);
    expect(fake.rounds[0]).toEqual(INSTANT_GAMES.dice.toRound(bet as Extract<SettledBet, { game: 'dice' }>));
    expect(screen.getByTestId('bet-replay-again')).toBeDisabled();
    expect(screen.queryByTestId('bet-replay-open')).toBeNull();

    fake.finish[0]!();
    await waitFor(() => expect(screen.getByTestId('bet-replay-again')).toBeEnabled());
    fireEvent.click(screen.getByTestId('bet-replay-again'));
    await waitFor(() => expect(fake.rounds).toHaveLength(2));
    expect(fake.keys[1]).not.toEqual(fake.keys[0]);
    // Only the detail itself was fetched: a replay decides nothing and asks the server nothing.
    expect(api.betDetail).toHaveBeenCalledTimes(1);
  });

  it('says Replaying… only until the result is on screen, then Replay again while the closing flourish runs', async () => {
    vi.mocked(api.betDetail).mockResolvedValue({ code: 200, msg: '', data: bet });
    render(
      <MemoryRouter>
        <GameModules moduleOf={uiModuleOf}>
          <BetDetailDialog id={41} onClose={() => {}} />
        </GameModules>
      </MemoryRouter>,
    );
    // The gross payout is labelled Payout; only the net profit carries a "+".
    expect(await screen.findByTestId('bet-detail-profit')).toHaveTextContent('+4.9 USDT');
    fireEvent.click(await screen.findByTestId('bet-replay-open'));
    await waitFor(() => expect(fake.rounds).toHaveLength(1));
    const again = screen.getByTestId('bet-replay-again');
    act(() => fake.host!.onEvent({ type: 'roll', roll: '87.12' }, fake.keys[0]));
    expect(again).toHaveTextContent('Replaying…');
    expect(again).toBeDisabled();
    // The win lands (the result shows) while play() has not resolved yet.
    act(() => fake.host!.onEvent({ type: 'win', multiplier: '1.98' }, fake.keys[0]));
    await waitFor(() => expect(again).toHaveTextContent('Replay again'));
    expect(again).toBeEnabled();
    expect(fake.finish).toHaveLength(1);

    fireEvent.click(again);
    await waitFor(() => expect(fake.rounds).toHaveLength(2));
    expect(again).toHaveTextContent('Replaying…');
    // The first run's play() ending, or a landing with its key, says nothing about the second run.
    act(() => fake.finish[0]!());
    act(() => fake.host!.onEvent({ type: 'win', multiplier: '1.98' }, fake.keys[0]));
    await act(async () => {});
    expect(again).toHaveTextContent('Replaying…');
    act(() => fake.host!.onEvent({ type: 'win', multiplier: '1.98' }, fake.keys[1]));
    await waitFor(() => expect(again).toHaveTextContent('Replay again'));
  });
});

describe('a free bet in the bet detail', () => {
  it('says the stake was the house’s and shows a lost one as costing nothing', async () => {
    vi.mocked(api.betDetail).mockResolvedValue({
      code: 200,
      msg: '',
      data: { ...bet, amount: '0.1', payout: '0', win: false, multiplier: '0', freeBet: true },
    });
    render(
      <MemoryRouter>
        <GameModules moduleOf={uiModuleOf}>
          <BetDetailDialog id={42} onClose={() => {}} />
        </GameModules>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('bet-detail-free')).toHaveTextContent('A free bet: the house’s stake');
    expect(screen.getByTestId('bet-detail-profit')).toHaveTextContent(/^0 /);
  });
});
