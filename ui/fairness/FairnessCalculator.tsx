import { Fragment, useMemo } from 'react';
import { Link } from 'react-router';
import { HOUSE_GAME_INFO, INSTANT_GAME_NAMES, isInstantGame, type InstantGame, type ParamsOf } from '../../src/core/games';
import { uiModuleOf } from '../games/registry';
import { verifyRound } from './verify';
import { PfField, Value } from './PfField';

/** What the calculator recomputes: a seed pair, a nonce and a game with its parameters as typed. */
export interface CalcInput {
  game: InstantGame;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** The game's parameters as typed; a game switch resets them to that game's defaults in the same update. */
  params: ParamsOf<InstantGame>;
}

/** A bet the calculator was opened for (?bet=): its recorded result, or that its server seed is still secret. */
export interface BetNote {
  id: string;
  result: string;
  hidden: boolean;
}

const FIRST_GAME = INSTANT_GAME_NAMES[0]!;
/** The calculator before anything is typed. */
export const EMPTY_CALC: CalcInput = {
  game: FIRST_GAME,
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  params: uiModuleOf(FIRST_GAME).defaultParams,
};
/** A game's title ("Dice"). */
export const titleOf = (game: InstantGame) => HOUSE_GAME_INFO[game].title;

/** The calculator's parameter fields of a game (its UI module's). */
function CalcParams<G extends InstantGame>({
  game,
  params,
  onChange,
}: {
  game: G;
  params: ParamsOf<G>;
  onChange(params: ParamsOf<G>): void;
}) {
  const { CalcFields } = uiModuleOf(game);
  return <CalcFields value={params} onChange={onChange} />;
}

/** The /fairness calculator: recomputes any round of any instant game with the core code that settles bets. */
export function FairnessCalculator({
  calc,
  betNote,
  onChange: set,
}: {
  calc: CalcInput;
  betNote: BetNote | null;
  onChange(patch: Partial<CalcInput>): void;
}) {
  const nonce = Number(calc.nonce);
  const nonceOk = /^\d{1,15}$/.test(calc.nonce) && Number.isSafeInteger(nonce);
  const verification = useMemo(() => {
    if (!calc.serverSeed || !calc.clientSeed || !nonceOk) return null;
    try {
      return verifyRound({ game: calc.game, serverSeed: calc.serverSeed, clientSeed: calc.clientSeed, nonce, params: calc.params });
    } catch {
      return null;
    }
  }, [calc, nonce, nonceOk]);
  return (
    <section className="card pf-card" id="pf-calculator" aria-labelledby="pf-calc">
      <h2 id="pf-calc">Calculator</h2>
      {betNote && (
        <p className={`pf-note${betNote.hidden ? ' is-warn' : ''}`} data-testid="calc-bet-note">
          Bet #{betNote.id} recorded result <strong className="num">{betNote.result}</strong>.{' '}
          {betNote.hidden
            ? 'Its server seed is still secret: change your seed pair above to reveal it, then verify.'
            : verification
              ? verification.result === betNote.result
                ? 'The recomputed result matches.'
                : 'The recomputed result differs.'
              : ''}
        </p>
      )}
      <div className="pf-calc">
        <PfField
          label="Server seed"
          full
          testId="calc-server-seed"
          value={calc.serverSeed}
          placeholder="revealed server seed (64 hex)"
          onChange={(e) => set({ serverSeed: e.target.value.trim() })}
        />
        <PfField
          label="Client seed"
          full
          testId="calc-client-seed"
          value={calc.clientSeed}
          onChange={(e) => set({ clientSeed: e.target.value })}
        />
        <label className="bp-field">
          <span className="bp-field__label">Game</span>
          <select
            className="select pf-select"
            data-testid="calc-game"
            value={calc.game}
            onChange={(e) => {
              const game = e.target.value;
              if (isInstantGame(game)) set({ game, params: uiModuleOf(game).defaultParams });
            }}
          >
            {INSTANT_GAME_NAMES.map((g) => (
              <option key={g} value={g}>
                {titleOf(g)}
              </option>
            ))}
          </select>
        </label>
        <PfField
          label="Nonce"
          numeric
          testId="calc-nonce"
          value={calc.nonce}
          onChange={(e) => set({ nonce: e.target.value.replace(/\D/g, '') })}
        />
        <CalcParams game={calc.game} params={calc.params} onChange={(params) => set({ params })} />
      </div>
      <div className="pf-out">
        <div className={`pf-result${verification?.win === true ? ' is-win' : verification?.win === false ? ' is-loss' : ''}`}>
          <span className="pf-value__label">Result</span>
          <strong className="num" data-testid="calc-result">
            {verification ? verification.result : '—'}
          </strong>
          {verification && verification.win !== null && (
            <small>
              {verification.win ? `Win at ${verification.multiplier}×` : verification.paid ? `Returns ${verification.multiplier}×` : 'Loss'}
            </small>
          )}
        </div>
        {verification?.facts.map((f) => (
          <Value key={f.label} label={f.label} value={f.value} testId={`calc-${f.label.toLowerCase()}`} />
        ))}
        <Value label="SHA-256 of the server seed" value={verification?.serverSeedHash} testId="calc-server-hash" />
        <Value label="HMAC-SHA256 of clientSeed:nonce:0" value={verification?.hmac} testId="calc-hmac" />
      </div>
      <div className="bet-table__scroll">
        <table className="bet-table pf-floats" data-testid="calc-floats">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Bytes</th>
              <th scope="col" className="is-num">
                Float
              </th>
            </tr>
          </thead>
          <tbody>
            {(verification?.floats ?? []).map((f, i) => (
              <tr key={i} className={i === 0 ? 'is-first' : undefined}>
                <td className="num">{i}</td>
                <td className="num">{f.bytes.join(', ')}</td>
                <td className="is-num num">{f.float.toFixed(12)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="pf-muted">
        {uiModuleOf(calc.game).formula} Play:{' '}
        {INSTANT_GAME_NAMES.map((g, i) => (
          <Fragment key={g}>
            {i > 0 && ' · '}
            <Link to={`/game/${g}`}>{titleOf(g)}</Link>
          </Fragment>
        ))}
      </p>
    </section>
  );
}
