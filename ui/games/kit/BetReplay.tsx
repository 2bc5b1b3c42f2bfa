import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SettledBet } from '../../../src/core/bets';
import { withDefinition, type InstantGame } from '../../../src/core/games/registry';
import { isLanding, type GameTypeSet, type InstantGameDefinition, type SettledBetOf } from '../../../src/core/games/types';
import type { InstantGameTypes } from '../../../src/core/games/registry';
import type { EngineFactoryOf, GameEngineOf, RoundKey } from '../../../game-engine/types';
import { EngineHostOf } from './EngineHost';
import { useModuleOf } from './gameModules';

/**
 * Replays a settled bet on its game's own engine, from the bet's stored outcome: no request, nothing decided here.
 * The engine mirrors the bet's parameters (preview), then plays the round the definition builds from the bet
 * (`toRound`), the same round the live page played. "Replay again" plays it once more.
 */
export function BetReplay({ bet }: { bet: SettledBet }) {
  return withDefinition(bet, (b, def) => <InstantReplay key={b.id} bet={b} def={def} />);
}

function InstantReplay<G extends InstantGame>({ bet, def }: { bet: SettledBetOf<G>; def: InstantGameDefinition<G> }) {
  const module = useModuleOf()(bet.game);
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
  // The last run whose result is on screen; the phase follows from it and the engine.
  const [landed, setLanded] = useState(-1);
  const phase: Phase = !engine ? 'loading' : landed >= run ? 'done' : 'playing';
  const alive = useRef(true);
  // The round key of the run being played, so a landing event is matched to its own run.
  const playing = useRef<{ key: string; run: number } | null>(null);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    if (!engine) return;
    engine.preview(params);
    const key = `${replayKey}-${run}`;
    playing.current = { key, run };
    // The result shows at the round's landing event (win or lose); a round whose engine never emits one is done
    // when play() resolves.
    const land = () => alive.current && setLanded((n) => Math.max(n, run));
    engine.play(round, key).then(land, land);
  }, [engine, params, round, replayKey, run]);

  // "Replaying…" only until the result is on screen: the landing event, not the end of the closing flourish.
  const onEvent = useCallback((event: T['event'], key: RoundKey) => {
    const current = playing.current;
    if (!isLanding(event) || !current || key !== current.key) return;
    setLanded((n) => Math.max(n, current.run));
  }, []);

  return (
    <div className="bet-replay" data-testid="bet-replay" data-phase={phase}>
      <EngineHostOf<T> load={load} onEngine={setEngine} onEvent={onEvent} className="bet-replay__stage" />
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
