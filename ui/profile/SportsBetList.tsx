import { useEffect, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { CODE } from '../../src/core/api';
import { formatCoin } from '../../src/core/format';
import type { SportsBetRecord, SportsBetState } from '../../src/core/sportsbook';
import { formatTime } from '../../src/core/time';
import { sportsBets } from '../../src/app/api/games';
import { Private } from '../streamer/Private';
// The state chips are the transaction list's.
import './transactions.css';

const STATE_TEXT: Record<SportsBetState, { text: string; tone: 'ok' | 'bad' | 'wait' | 'off' }> = {
  made: { text: 'Placing', tone: 'wait' },
  open: { text: 'Open', tone: 'wait' },
  discarded: { text: 'Not accepted', tone: 'off' },
  rolled_back: { text: 'Cancelled', tone: 'off' },
  won: { text: 'Won', tone: 'ok' },
  cashed_out: { text: 'Cashed out', tone: 'ok' },
  lost: { text: 'Lost', tone: 'bad' },
  refunded: { text: 'Void', tone: 'off' },
};
const LEG_TEXT = { won: 'Won', lost: 'Lost', void: 'Void' } as const;

/** Game history → Sports: the player's sports bets as our wallet keeps them, newest first, each opening its legs. */
export function SportsBetList() {
  const [pages, setPages] = useState<{ list: SportsBetRecord[]; next: number | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<string | null>(null);

  useEffect(() => {
    let on = true;
    void sportsBets(1).then((env) => {
      if (on) setPages(env.code === CODE.OK && env.data ? env.data : { list: [], next: null });
    });
    return () => {
      on = false;
    };
  }, []);

  const more = async () => {
    if (!pages || pages.next === null || busy) return;
    setBusy(true);
    const env = await sportsBets(pages.next);
    setBusy(false);
    if (env.code === CODE.OK && env.data) setPages((p) => ({ list: [...(p?.list ?? []), ...env.data!.list], next: env.data!.next }));
  };

  if (!pages) return <p className="profile-card__text">Loading…</p>;
  if (pages.list.length === 0) return <p className="profile-card__text">No sports bets yet.</p>;
  return (
    <>
      <ul className="sports-bets" data-testid="sports-bets">
        {pages.list.map((b) => {
          const state = STATE_TEXT[b.state];
          const expanded = open === b.id;
          const title = b.kind === 'single' ? b.legs[0]!.label : `Combo of ${b.legs.length}`;
          return (
            <li key={b.id} className="sports-bet" data-testid="sports-bet-row" data-state={b.state}>
              <button type="button" className="sports-bet__head" aria-expanded={expanded} onClick={() => setOpen(expanded ? null : b.id)}>
                <span className="sports-bet__main">
                  <strong>{title}</strong>
                  <span className="sports-bet__meta num">
                    {formatTime(b.placedAt).slice(0, 16)} · @ {b.odds}
                  </span>
                </span>
                <span className="sports-bet__money num">
                  <span>
                    <Private kind="amount">{formatCoin(b.stake)}</Private> {b.coin}
                  </span>
                  <span className={`tx-chip tx-chip--${state.tone}`}>{state.text}</span>
                  {(b.state === 'won' || b.state === 'cashed_out') && (
                    <span className="is-win-text">
                      +<Private kind="amount">{formatCoin(b.payout)}</Private> {b.coin}
                    </span>
                  )}
                </span>
                <ChevronDown size={18} aria-hidden="true" className="sports-bet__chev" />
              </button>
              {expanded && (
                <ol className="sports-bet__legs" aria-label="Selections">
                  {b.legs.map((leg) => (
                    <li key={leg.selectionId} className="sports-bet__leg">
                      <span>
                        <strong>{leg.label}</strong> <span className="sports-bet__meta">{leg.market}</span>
                        <span className="sports-bet__meta">
                          {leg.eventName} · {formatTime(leg.kickoff).slice(0, 16)}
                          {leg.live ? ' · live' : ''}
                        </span>
                      </span>
                      <span className="num">
                        {leg.price}
                        {leg.result && <span className={`sports-bet__result is-${leg.result}`}>{LEG_TEXT[leg.result]}</span>}
                      </span>
                    </li>
                  ))}
                  <li className="sports-bet__leg sports-bet__sum num">
                    <span>Potential win</span>
                    <span>
                      <Private kind="amount">{formatCoin(b.potentialWin)}</Private> {b.coin}
                    </span>
                  </li>
                </ol>
              )}
            </li>
          );
        })}
      </ul>
      {pages.next !== null && (
        <button type="button" className="btn btn--outline" onClick={() => void more()} disabled={busy}>
          {busy ? 'Loading…' : 'Older bets'}
        </button>
      )}
    </>
  );
}
