import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SettledBet } from '../../src/core/bets';
import { withDefinition, type InstantGame } from '../../src/core/games/registry';
import type { GameTypeSet, InstantGameDefinition, SettledBetOf } from '../../src/core/games/types';
import type { InstantGameTypes } from '../../src/core/games/registry';
import type { EngineFactoryOf, GameEngineOf } from '../../game-engine/types';
import { EngineHostOf } from './EngineHost';
import { uiModuleOf } from './registry';

/**
 * Replays a settled bet on its game's own engine, from the bet's stored outcome: no request, nothing decided here.
 * The engine mirrors the bet's parameters (preview), then plays the round the definition builds from the bet
 * (`toRound`), the same round the live page played. "Replay again" plays it once more.
 */
export function BetReplay({ bet }: { bet: SettledBet }) {
  return withDefinition(bet, (b, def) => <InstantReplay key={b.id} bet={b} def={def} />);
}

function InstantReplay<G extends InstantGame>({ bet, def }: { bet: SettledBetOf<G>; def: InstantGameDefinition<G> }) {
  const module = uiModuleOf(bet.game);
  const load = useCallback(() => module.loadEngine(), [module]);
  const round = useMemo(() => def.toRound(bet), [def, bet]);
  return <ReplayOf<InstantGameTypes[G]> replayKey={`replay-${bet.id}`} load={load} params={bet.params} round={round} />;
}

type Phase = 'loading' | 'playing' | 'done';

/**
 * A round replayed on a game's engine (any type set: the instant games, crash): the engine mirrors `params`, then plays
 * `round`; "Replay again" plays it once more. Nothing is requested or decided here.
 */
export function ReplayOf<T extends GameTypeSet>({
  replayKey,
  load,
  params,
  round,
}: {
  replayKey: string;
  load: () => Promise<EngineFactoryOf<T> | null>;
  params: T['params'];
  round: T['round'];
}) {
  const [engine, setEngine] = useState<GameEngineOf<T> | null>(null);
  const [run, setRun] = useState(0);
  // The last run whose round has landed; the phase follows from it and the engine.
  const [landed, setLanded] = useState(-1);
  const phase: Phase = !engine ? 'loading' : landed === run ? 'done' : 'playing';
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    if (!engine) return;
    engine.preview(params);
    const land = () => alive.current && setLanded(run);
    engine.play(round, `${replayKey}-${run}`).then(land, land);
  }, [engine, params, round, replayKey, run]);

  return (
    <div className="bet-replay" data-testid="bet-replay" data-phase={phase}>
      <EngineHostOf<T> load={load} onEngine={setEngine} onEvent={() => undefined} className="bet-replay__stage" />
      <button
        type="button"
        className="btn btn--ghost btn--block"
        data-testid="bet-replay-again"
        disabled={phase !== 'done'}
        onClick={() => setRun((n) => n + 1)}
      >
        {phase === 'done' ? 'Replay again' : 'Replaying…'}
      </button>
    </div>
  );
}
