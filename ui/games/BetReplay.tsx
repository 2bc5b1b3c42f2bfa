import { useCallback, useEffect, useRef, useState } from 'react';
import type { SettledBet } from '../../src/core/bets';
import { withDefinition, type InstantGame } from '../../src/core/games/registry';
import type { InstantGameDefinition, SettledBetOf } from '../../src/core/games/types';
import type { GameEngine } from '../../game-engine/types';
import { EngineHost } from './EngineHost';
import { uiModuleOf } from './registry';

/**
 * Replays a settled bet on its game's own engine, from the bet's stored outcome: no request, nothing decided here.
 * The engine mirrors the bet's parameters (preview), then plays the round the definition builds from the bet
 * (`toRound`), the same round the live page played. "Replay again" plays it once more.
 */
export function BetReplay({ bet }: { bet: SettledBet }) {
  return withDefinition(bet, (b, def) => <ReplayStage key={b.id} bet={b} def={def} />);
}

type Phase = 'loading' | 'playing' | 'done';

function ReplayStage<G extends InstantGame>({ bet, def }: { bet: SettledBetOf<G>; def: InstantGameDefinition<G> }) {
  const module = uiModuleOf(bet.game);
  const load = useCallback(() => module.loadEngine(), [module]);
  const [engine, setEngine] = useState<GameEngine<G> | null>(null);
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
    engine.preview(bet.params);
    const land = () => alive.current && setLanded(run);
    engine.play(def.toRound(bet), `replay-${bet.id}-${run}`).then(land, land);
  }, [engine, bet, def, run]);

  return (
    <div className="bet-replay" data-testid="bet-replay" data-phase={phase}>
      <EngineHost<G> load={load} onEngine={setEngine} onEvent={() => undefined} className="bet-replay__stage" />
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
