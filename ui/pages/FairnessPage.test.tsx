import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { sha256Hex } from '../../src/core/fairness';
import { diceRoll, INSTANT_GAME_NAMES, limboResult } from '../../src/core/games';
import { getState, resetStore } from '../../src/app/store';
import { fakeUser } from '../../src/app/api/fixtures.testing';

const SEED = 'a'.repeat(64);
const NEXT = 'b'.repeat(64);
// The recorded roll of bet 9 (nonce 3 of NEXT / client1), hoisted for the api mock below.
const betState = vi.hoisted(() => ({ serverSeed: 'b'.repeat(64) as string | undefined }));
vi.mock('../../src/app/api/fairness', () => ({
  fairness: vi.fn(async () => ({
    code: 200,
    msg: '',
    data: { clientSeed: 'client1', serverSeedHash: 'hash1', nonce: 4, nextServerSeedHash: 'hash2' },
  })),
  fairnessHistory: vi.fn(async () => ({ code: 200, msg: '', data: [] })),
  changeFairness: vi.fn(async () => ({
    code: 200,
    msg: '',
    data: {
      revealed: { id: 1, clientSeed: 'client1', serverSeedHash: 'hash1', serverSeed: SEED, bets: 4, createdAt: '', revealedAt: '' },
      state: { clientSeed: 'newseed', serverSeedHash: 'hash2', nonce: 0, nextServerSeedHash: 'hash3' },
    },
  })),
}));
vi.mock('../../src/app/api/bets', async () => {
  const { diceRoll: roll } = await import('../../src/core/games');
  return {
    betDetail: vi.fn(async (id: string) =>
      id === '77'
        ? { code: 200, msg: '', data: crashBet() }
        : {
            code: 200,
            msg: '',
            data: {
              id: 9,
              game: 'dice',
              userName: 'a',
              coin: 'USDT',
              balanceType: 'DEPOSIT',
              amount: '1',
              multiplier: '0',
              payout: '0',
              win: false,
              params: { target: '50.50', condition: 'over' },
              outcome: { roll: roll('b'.repeat(64), 'client1', 3) },
              nonce: 3,
              clientSeed: 'client1',
              serverSeedHash: 'hash2',
              serverSeed: betState.serverSeed,
              createdAt: '',
            },
          },
    ),
  };
});
// A published crash chain: rounds 2 and 1 (game 2's hash hashes to game 1's, which hashes to the terminating hash).
const crashChain = vi.hoisted(() => ({ game2: 'c3'.repeat(32) }));
vi.mock('../../src/app/games/crash/crashHistory', async () => {
  const { crashPoint, previousCrashHash } = await import('../../src/core/games/crash');
  const salt = 'highstakes-crash-salt-v1';
  const game1 = previousCrashHash(crashChain.game2);
  const round = (roundId: number, hash: string) => ({
    roundId,
    phase: 'crashed',
    crashPoint: crashPoint(hash, salt),
    hash,
    endedAt: '2026-11-25T08:00:00.000Z',
    bets: 3,
  });
  return {
    crashChain: vi.fn(async () => ({ code: 200, msg: '', data: { terminatingHash: previousCrashHash(game1), salt, length: 1_000_000 } })),
    crashRounds: vi.fn(async () => ({ code: 200, msg: '', data: [round(2, crashChain.game2), round(1, game1)] })),
  };
});
// Bet 77: a crash bet cashed out on round 2 of that chain (its hash null while the round runs).
const crashBetHash = { value: crashChain.game2 as string | null };
const crashBet = () => ({
  id: 77,
  game: 'crash',
  userName: 'a',
  coin: 'USDT',
  balanceType: 'DEPOSIT',
  amount: '1',
  multiplier: '1.50',
  payout: '1.5',
  win: true,
  state: 'cashed',
  roundId: 2,
  autoCashout: null,
  cashoutAt: '1.50',
  crashPoint: crashBetHash.value ? '2.00' : null,
  hash: crashBetHash.value,
  createdAt: '',
});
const api = await import('../../src/app/api/fairness');
const { default: FairnessPage } = await import('./FairnessPage');

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <FairnessPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  // jsdom has no layout: scrolling to the calculator is a no-op here.
  Element.prototype.scrollIntoView = vi.fn();
  resetStore();
  vi.clearAllMocks();
  getState().setUser(fakeUser());
});
afterEach(cleanup);

describe('fairness page', () => {
  it('shows the active pair and rotates it, revealing the previous server seed', async () => {
    renderAt('/fairness');
    await waitFor(() => expect(screen.getByTestId('fairness-client-seed')).toHaveTextContent('client1'));
    expect(screen.getByTestId('fairness-server-hash')).toHaveTextContent('hash1');
    expect(screen.getByTestId('fairness-nonce')).toHaveTextContent('4');
    vi.mocked(api.fairness).mockResolvedValue({
      code: 200,
      msg: '',
      data: { clientSeed: 'newseed', serverSeedHash: 'hash2', nonce: 0, nextServerSeedHash: 'hash3' },
    });
    fireEvent.change(screen.getByTestId('fairness-new-seed'), { target: { value: 'newseed' } });
    fireEvent.click(screen.getByTestId('fairness-rotate'));
    await waitFor(() => expect(screen.getByTestId('fairness-revealed')).toHaveTextContent(SEED));
    expect(api.changeFairness).toHaveBeenCalledWith({ clientSeed: 'newseed' });
    expect(screen.getByTestId('fairness-client-seed')).toHaveTextContent('newseed');
  });

  it('recomputes a result with the core code, prefilled from ?bet=', async () => {
    renderAt('/fairness?bet=9');
    await waitFor(() => expect(screen.getByTestId('calc-result')).toHaveTextContent(diceRoll(NEXT, 'client1', 3)));
    expect(screen.getByTestId('calc-server-hash')).toHaveTextContent(sha256Hex(NEXT));
    expect(screen.getByTestId('calc-floats').querySelectorAll('tbody tr')).toHaveLength(8);
    expect(screen.getByTestId('calc-target')).toHaveValue('50.50');
    expect(screen.getByTestId('calc-condition')).toHaveValue('over');
    expect(screen.getByTestId('calc-bet-note')).toHaveTextContent('The recomputed result matches.');
    fireEvent.change(screen.getByTestId('calc-game'), { target: { value: 'limbo' } });
    expect(screen.getByTestId('calc-target')).toHaveValue('2.00');
    expect(screen.queryByTestId('calc-condition')).toBeNull();
    expect(screen.getByTestId('calc-result')).toHaveTextContent(`${limboResult(NEXT, 'client1', 3)}×`);
    fireEvent.change(screen.getByTestId('calc-nonce'), { target: { value: '7' } });
    expect(screen.getByTestId('calc-result')).toHaveTextContent(`${limboResult(NEXT, 'client1', 7)}×`);
    expect(screen.getByTestId('calc-bet-note')).toHaveTextContent('The recomputed result differs.');
  });

  it('says the server seed is still secret for a bet of the active pair', async () => {
    betState.serverSeed = undefined;
    renderAt('/fairness?bet=9');
    await waitFor(() => expect(screen.getByTestId('calc-bet-note')).toHaveTextContent('Its server seed is still secret'));
    expect(screen.getByTestId('calc-bet-note')).toHaveTextContent(`Bet #9 recorded result ${diceRoll(NEXT, 'client1', 3)}`);
    betState.serverSeed = NEXT;
  });

  it('lists every instant game in the calculator', () => {
    renderAt('/fairness');
    const options = Array.from(screen.getByTestId('calc-game').querySelectorAll('option'), (o) => o.value);
    expect(options).toEqual(INSTANT_GAME_NAMES);
  });

  it('publishes the crash chain and verifies a finished round back to the terminating hash', async () => {
    renderAt('/fairness');
    await waitFor(() => expect(screen.getByTestId('crash-salt')).toHaveTextContent('highstakes-crash-salt-v1'));
    expect(screen.getByTestId('crash-chain-length')).toHaveTextContent('1,000,000');
    const rows = screen.getAllByTestId('crash-round-row');
    expect(rows).toHaveLength(2);
    fireEvent.click(rows[0]!);
    expect(screen.getByTestId('crash-check-hash')).toHaveValue(crashChain.game2);
    const checked = screen.getAllByTestId('crash-check-published').map((c) => c.textContent);
    // Ten games asked: the chain has two, both published and matching; the walk ends at the terminating hash.
    expect(checked).toEqual(['#2 ✓', '#1 ✓']);
    expect(screen.getByTestId('crash-check-end')).toHaveTextContent("its hash's SHA-256 is the terminating hash");
    fireEvent.change(screen.getByTestId('crash-check-count'), { target: { value: '1' } });
    expect(screen.queryByTestId('crash-check-end')).toBeNull();
    fireEvent.change(screen.getByTestId('crash-check-count'), { target: { value: '500' } });
    expect(screen.getByTestId('crash-check-problem')).toHaveTextContent('Games to check: 1 to 100');
  });

  it('opens the crash verifier on ?crash=<hash>', async () => {
    renderAt(`/fairness?crash=${crashChain.game2}`);
    await waitFor(() => expect(screen.getAllByTestId('crash-check-published')[0]).toHaveTextContent('#2 ✓'));
  });

  it("opens a crash bet's round in the crash verifier on ?bet=<its id>, with the bet beside it", async () => {
    renderAt('/fairness?bet=77');
    await waitFor(() => expect(screen.getByTestId('crash-check-hash')).toHaveValue(crashChain.game2));
    expect(screen.getByTestId('crash-bet-note')).toHaveTextContent(
      "Bet #77 on round #2: cashed out at 1.50×, the round crashed at 2.00×. Its round's hash is checked below.",
    );
    await waitFor(() => expect(screen.getAllByTestId('crash-check-published')[0]).toHaveTextContent('#2 ✓'));
    // The instant games' calculator is left as it was.
    expect(screen.queryByTestId('calc-bet-note')).toBeNull();
  });

  it("says when a crash bet's round is still running (its hash not yet published)", async () => {
    crashBetHash.value = null;
    try {
      renderAt('/fairness?bet=77');
      expect(await screen.findByTestId('crash-bet-note')).toHaveTextContent(
        'Bet #77 on round #2: cashed out at 1.50×. Its round is still running: its hash is published when it crashes',
      );
      expect(screen.getByTestId('crash-check-hash')).toHaveValue('');
    } finally {
      crashBetHash.value = crashChain.game2;
    }
  });
});
