import { useMemo } from 'react';
import { PfField } from '../../../fairness/PfField';
import {
  crashPoint,
  crashTier,
  hundredthsOf,
  isCrashHash,
  previousCrashHash,
  type CrashRoundRecord,
} from '../../../../src/core/games/crash';

/** Most games the verifier walks back from one hash. */
export const VERIFY_MAX_GAMES = 100;

/** What the crash verifier checks: a game hash, the salt, how many games back. */
export interface CrashCheckInput {
  hash: string;
  salt: string;
  count: string;
}

/** One game of the walk: its hash, the crash point it gives, and the published round it matches (if loaded). */
export interface CheckedGame {
  hash: string;
  crashPoint: string;
  published: CrashRoundRecord | null;
}

/** Why the typed input cannot be checked, or null. */
export function checkProblem(input: CrashCheckInput): string | null {
  if (!isCrashHash(input.hash)) return 'A game hash is 64 lowercase hexadecimal characters';
  if (input.salt === '') return 'Enter the salt (published with the chain)';
  const n = Number(input.count);
  if (!/^\d{1,3}$/.test(input.count) || n < 1 || n > VERIFY_MAX_GAMES) return `Games to check: 1 to ${VERIFY_MAX_GAMES}`;
  return null;
}

/**
 * The games from `hash` back: the hash itself, then each previous game's (SHA-256 of the raw bytes), with their crash
 * points from the salt, matched against the published rounds by hash.
 */
export function walkChain(
  input: CrashCheckInput,
  published: readonly CrashRoundRecord[],
  terminatingHash: string | null,
): { games: CheckedGame[]; reachedEnd: boolean } {
  const byHash = new Map(published.map((r) => [r.hash, r]));
  const games: CheckedGame[] = [];
  let h = input.hash;
  for (let i = 0; i < Number(input.count); i++) {
    // The terminating hash is no game: the walk ends there (what would follow it is outside the chain).
    if (h === terminatingHash) return { games, reachedEnd: true };
    games.push({ hash: h, crashPoint: crashPoint(h, input.salt), published: byHash.get(h) ?? null });
    h = previousCrashHash(h);
  }
  return { games, reachedEnd: h === terminatingHash };
}

/** A crash point with its colour band ("2.47x"). */
export function CrashPointText({ point }: { point: string }) {
  return <strong className={`num pf-crash pf-crash--${crashTier(hundredthsOf(point) ?? 100)}`}>{point}x</strong>;
}

/**
 * The crash verifier: any game hash gives its crash point, and walking back shows that each hash is the SHA-256 of the
 * next game's, down to the rounds published (and, from game 1, the terminating hash).
 */
export function CrashVerifier({
  input,
  published,
  terminatingHash,
  onChange: set,
}: {
  input: CrashCheckInput;
  published: readonly CrashRoundRecord[];
  terminatingHash: string | null;
  onChange(patch: Partial<CrashCheckInput>): void;
}) {
  const problem = input.hash === '' ? null : checkProblem(input);
  const { games, reachedEnd } = useMemo(
    () => (input.hash !== '' && !checkProblem(input) ? walkChain(input, published, terminatingHash) : { games: [], reachedEnd: false }),
    [input, published, terminatingHash],
  );
  return (
    <div className="pf-crash-check" id="pf-crash-verifier">
      <div className="pf-calc">
        <PfField
          label="Game hash"
          full
          testId="crash-check-hash"
          value={input.hash}
          placeholder="a finished round's hash (64 hex)"
          onChange={(e) => set({ hash: e.target.value.trim().toLowerCase() })}
        />
        <PfField label="Salt" testId="crash-check-salt" value={input.salt} onChange={(e) => set({ salt: e.target.value })} />
        <PfField
          label="Games to check"
          numeric
          testId="crash-check-count"
          value={input.count}
          onChange={(e) => set({ count: e.target.value.trim() })}
        />
      </div>
      {problem && (
        <p className="bp-error" role="alert" data-testid="crash-check-problem">
          {problem}
        </p>
      )}
      {games.length > 0 && (
        <div className="bet-table__scroll">
          <table className="bet-table pf-floats" data-testid="crash-check-games">
            <thead>
              <tr>
                <th>Game hash</th>
                <th className="is-num">Crash point</th>
                <th className="is-num">Published</th>
              </tr>
            </thead>
            <tbody>
              {games.map((g, i) => (
                <tr key={g.hash} className={i === 0 ? 'is-first' : undefined} data-testid="crash-check-row">
                  <td className="mono pf-trunc">{g.hash}</td>
                  <td className="is-num">
                    <CrashPointText point={g.crashPoint} />
                  </td>
                  <td className="is-num num" data-testid="crash-check-published">
                    {g.published
                      ? g.published.crashPoint === g.crashPoint
                        ? `#${g.published.roundId} ✓`
                        : `#${g.published.roundId} differs (${g.published.crashPoint}x)`
                      : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {reachedEnd && games.length > 0 && (
        <p className="pf-note" data-testid="crash-check-end">
          The last game checked is game 1: its hash's SHA-256 is the terminating hash, so the walk ends there.
        </p>
      )}
    </div>
  );
}
