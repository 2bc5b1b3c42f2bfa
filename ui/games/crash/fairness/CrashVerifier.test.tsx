import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { crashPoint, previousCrashHash, type CrashRoundRecord } from '../../../../src/core/games/crash';
import { checkProblem, CrashVerifier, walkChain, type CrashCheckInput } from './CrashVerifier';

afterEach(cleanup);

const SALT = 'highstakes-crash-salt-v1';
// A three-game chain: game 3's hash, then games 2 and 1 (each the SHA-256 of the next), then the terminating hash.
const GAME3 = 'a1'.repeat(32);
const GAME2 = previousCrashHash(GAME3);
const GAME1 = previousCrashHash(GAME2);
const TERMINATING = previousCrashHash(GAME1);
const record = (roundId: number, hash: string, point = crashPoint(hash, SALT)): CrashRoundRecord => ({
  roundId,
  phase: 'crashed',
  crashPoint: point,
  hash,
  endedAt: '2026-11-25T08:00:00.000Z',
  bets: 2,
});
const input = (patch: Partial<CrashCheckInput> = {}): CrashCheckInput => ({ hash: GAME3, salt: SALT, count: '3', ...patch });

describe('crash verifier', () => {
  it('walks back from a hash: each game the SHA-256 of the next, its crash point from the salt, matched to the published round', () => {
    const { games, reachedEnd } = walkChain(input(), [record(2, GAME2), record(1, GAME1)], TERMINATING);
    expect(reachedEnd).toBe(true);
    expect(games.map((g) => g.hash)).toEqual([GAME3, GAME2, GAME1]);
    expect(games.map((g) => g.crashPoint)).toEqual([GAME3, GAME2, GAME1].map((h) => crashPoint(h, SALT)));
    expect(games.map((g) => g.published?.roundId ?? null)).toEqual([null, 2, 1]);
  });

  it('stops at the terminating hash: what would follow it is no game of the chain', () => {
    const walk = walkChain(input({ count: '10' }), [], TERMINATING);
    expect(walk.games.map((g) => g.hash)).toEqual([GAME3, GAME2, GAME1]);
    expect(walk.reachedEnd).toBe(true);
    // Without the terminating hash known, or asked for fewer games, the walk does not claim the end.
    expect(walkChain(input({ count: '2' }), [], TERMINATING).reachedEnd).toBe(false);
    expect(walkChain(input({ count: '10' }), [], null).games).toHaveLength(10);
  });

  it('says why an input cannot be checked', () => {
    expect(checkProblem(input())).toBeNull();
    expect(checkProblem(input({ hash: 'xyz' }))).toBe('A game hash is 64 lowercase hexadecimal characters');
    expect(checkProblem(input({ hash: GAME3.toUpperCase() }))).toBe('A game hash is 64 lowercase hexadecimal characters');
    expect(checkProblem(input({ salt: '' }))).toBe('Enter the salt (published with the chain)');
    for (const count of ['0', '101', '1.5', '', '-1']) expect(checkProblem(input({ count }))).toBe('Games to check: 1 to 100');
  });

  it('marks published rounds that match, flags one that differs, and recognises the end of the chain', () => {
    render(
      <CrashVerifier
        input={input()}
        published={[record(2, GAME2), record(1, GAME1, '1234.56')]}
        terminatingHash={TERMINATING}
        onChange={() => undefined}
      />,
    );
    const rows = screen.getAllByTestId('crash-check-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByTestId('crash-check-published')).toHaveTextContent('—');
    expect(within(rows[1]!).getByTestId('crash-check-published')).toHaveTextContent('#2 ✓');
    expect(within(rows[2]!).getByTestId('crash-check-published')).toHaveTextContent('#1 differs (1234.56x)');
    expect(screen.getByText(/its hash's SHA-256 is the terminating hash/)).toBeInTheDocument();
  });

  it('shows the problem and no table for a bad hash', () => {
    render(<CrashVerifier input={input({ hash: 'nothex' })} published={[]} terminatingHash={TERMINATING} onChange={() => undefined} />);
    expect(screen.getByTestId('crash-check-problem')).toHaveTextContent('64 lowercase hexadecimal');
    expect(screen.queryByTestId('crash-check-games')).toBeNull();
  });
});
