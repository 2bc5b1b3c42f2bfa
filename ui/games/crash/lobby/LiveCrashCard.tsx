import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Rocket, Users } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { crashClock, watchCrash } from '../../../../src/app/games/crash/crashActions';
import { getState, useStore } from '../../../../src/app/store';
import { usePrivate } from '../../../streamer/Private';
import { crashChip, crashReadout, curveArea, curvePath, CURVE_H, CURVE_W, readoutText, type CrashReadout } from './crashLive';
import './lobby.css';

/** How often the card's figure and curve are rewritten (the curve moves a hundredth every 100 ms or more below 2×). */
export const CRASH_CARD_FRAME_MS = 50;
/** The same for a player who asks for reduced motion: the figure steps four times a second, the curve with it. */
export const CRASH_CARD_REDUCED_FRAME_MS = 250;
/** The same while the card is scrolled out of view: its text stays current (screen readers, a quick scroll back). */
export const CRASH_CARD_HIDDEN_FRAME_MS = 1000;
/** Busted rounds shown as chips. */
export const CRASH_CARD_CHIPS = 8;
/** Player names shown before "+N". */
const NAMES_SHOWN = 3;

const readNow = (): CrashReadout => {
  const s = getState();
  return crashReadout(s.crash, { local: crashClock.now(), epoch: crashClock.epoch(), offsetMs: s.crashOffsetMs ?? 0 });
};

/**
 * The live readout: the countdown, the climbing multiplier and its curve, the crash point. Per-frame values never go
 * through React state: an interval writes the text and the path straight into the DOM (and data attributes tests
 * read), each only when it changed; once a second while the card is off screen.
 */
function Readout() {
  const root = useRef<HTMLDivElement>(null);
  const figure = useRef<HTMLSpanElement>(null);
  const line = useRef<HTMLSpanElement>(null);
  const path = useRef<SVGPathElement>(null);
  const area = useRef<SVGPathElement>(null);
  useLayoutEffect(() => {
    const set = (el: { textContent: string | null } | null, value: string) => {
      if (el && el.textContent !== value) el.textContent = value;
    };
    const attr = (el: Element | null, name: string, value: string) => {
      if (el && el.getAttribute(name) !== value) el.setAttribute(name, value);
    };
    const write = () => {
      const r = readNow();
      const text = readoutText(r);
      set(figure.current, text.figure);
      set(line.current, text.line);
      attr(root.current, 'data-kind', r.kind);
      attr(root.current, 'data-hundredths', r.kind === 'running' || r.kind === 'crashed' ? String(r.hundredths) : '');
      // The curve stays drawn to its crash point after the bust and is cleared while bets are taken.
      if (r.kind !== 'crashed') {
        attr(path.current, 'd', r.kind === 'running' ? curvePath(r.elapsedMs) : '');
        attr(area.current, 'd', r.kind === 'running' ? curveArea(r.elapsedMs) : '');
      }
    };
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const onScreen = reduced ? CRASH_CARD_REDUCED_FRAME_MS : CRASH_CARD_FRAME_MS;
    let timer: ReturnType<typeof setInterval> | null = null;
    let every = 0;
    const run = (ms: number) => {
      write();
      if (ms === every) return;
      if (timer !== null) clearInterval(timer);
      every = ms;
      timer = setInterval(write, ms);
    };
    // Scrolled out of view (below the fold on a phone), the card costs next to nothing; on screen again, it steps at
    // its full rate at once.
    const seen =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(([e]) => run(e?.isIntersecting ? onScreen : CRASH_CARD_HIDDEN_FRAME_MS))
        : null;
    if (seen && root.current) {
      run(CRASH_CARD_HIDDEN_FRAME_MS);
      seen.observe(root.current);
    } else run(onScreen);
    return () => {
      if (timer !== null) clearInterval(timer);
      seen?.disconnect();
    };
  }, []);
  return (
    <div ref={root} className="crash-live__stage" data-testid="crash-live-readout">
      <svg className="crash-live__curve" viewBox={`0 0 ${CURVE_W} ${CURVE_H}`} preserveAspectRatio="none" aria-hidden="true">
        <path ref={area} className="crash-live__area" d="" />
        <path ref={path} className="crash-live__path" d="" />
      </svg>
      <span className="crash-live__line" ref={line} />
      <span className="crash-live__figure num" ref={figure} data-testid="crash-live-figure" aria-live="off" />
    </div>
  );
}

/**
 * The lobby's live crash card: the shared round as the crash page follows it (the same store slice and socket frames;
 * the state is read when the card mounts and after a reconnect, never polled), its phase, countdown and multiplier,
 * the latest crash points, the players in the round; the whole card opens /game/crash.
 */
export function LiveCrashCard() {
  useEffect(() => watchCrash(), []);
  const round = useStore(
    useShallow((s) => ({ roundId: s.crash.roundId, phase: s.crash.phase, history: s.crash.history, players: s.crash.players })),
  );
  const { mask } = usePrivate();
  const names = round.players.slice(0, NAMES_SHOWN).map((p) => mask('name', p.userName));
  const extra = round.players.length - names.length;
  const cashed = round.players.filter((p) => p.cashoutAt !== null).length;
  return (
    <Link to="/game/crash" className={`crash-live is-${round.phase}`} data-testid="crash-live" data-phase={round.phase}>
      <span className="crash-live__head">
        <span className={`live-dot${round.roundId === null ? ' is-off' : ''}`} aria-hidden="true" />
        <strong>
          <Rocket size={16} aria-hidden="true" /> Crash live
        </strong>
        {round.roundId !== null && <span className="crash-live__round num">Round #{round.roundId}</span>}
      </span>
      <Readout />
      <span className="crash-live__players" data-testid="crash-live-players">
        <Users size={14} aria-hidden="true" />
        {round.players.length === 0 ? (
          <span>No bets on this round yet: yours could be the first</span>
        ) : (
          <span>
            {round.players.length} {round.players.length === 1 ? 'player' : 'players'} in this round
            {cashed > 0 && `, ${cashed} cashed out`}: {names.join(', ')}
            {extra > 0 && ` +${extra}`}
          </span>
        )}
      </span>
      <span className="crash-live__foot">
        <ul className="crash-live__chips" aria-label="Latest crash points" data-testid="crash-live-history">
          {round.history.slice(0, CRASH_CARD_CHIPS).map((h) => {
            const chip = crashChip(h.crashPoint);
            return (
              <li key={h.roundId} className={`crash-chip crash-chip--${chip.tier} num`}>
                {chip.text}
              </li>
            );
          })}
        </ul>
        <span className="crash-live__cta">
          {round.phase === 'betting' ? 'Join this round' : 'Play the next round'} <ArrowRight size={16} aria-hidden="true" />
        </span>
      </span>
    </Link>
  );
}
