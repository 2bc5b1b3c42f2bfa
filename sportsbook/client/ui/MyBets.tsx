import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useBook, useBookState } from '../hooks';
import { BetCard } from './BetCard';
import { TicketIcon } from './icons';
import { Link } from './Link';
import { Empty, Failed } from './states';
import { cls } from './useFlash';

type Tab = 'open' | 'settled';
const TABS: Tab[] = ['open', 'settled'];

function BetsSkeleton() {
  return (
    <div className="card" aria-busy="true" aria-label="Loading your bets">
      {[0, 1].map((i) => (
        <div className="skel-row skel-row--bet" key={i}>
          <div className="skel-lines">
            <span className="skel skel--short" />
            <span className="skel" />
            <span className="skel skel--short" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** My bets: the open and settled bets of the player, tab by tab. */
export function MyBetsPage() {
  const book = useBook();
  const player = useBookState((s) => s.player);
  const known = useBookState((s) => s.known);
  const framed = useBookState((s) => s.framed);
  const [tab, setTab] = useState<Tab>('open');
  const list = useBookState((s) => (tab === 'open' ? s.openBets : s.settledBets));
  const id = useId();

  useEffect(() => {
    if (player) book.loadBets(tab);
  }, [book, player, tab]);

  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    setTab(next);
    document.getElementById(`${id}-${next}`)?.focus();
  };

  let body;
  if (!known) body = <BetsSkeleton />;
  else if (!player)
    body = (
      <Empty title="Log in to see your bets" icon={<TicketIcon size={24} />}>
        {framed ? (
          <button type="button" className="btn btn--primary" onClick={book.login}>
            Log in
          </button>
        ) : (
          <p>This preview shows prices only. Open the sportsbook from the casino to bet.</p>
        )}
      </Empty>
    );
  else if (list.status === 'loading') body = <BetsSkeleton />;
  else if (list.status === 'error') body = <Failed message={list.message} onRetry={() => book.loadBets(tab)} />;
  else if (list.data.length === 0)
    body = (
      <Empty title={tab === 'open' ? 'No open bets' : 'No settled bets yet'} icon={<TicketIcon size={24} />}>
        <p>
          <Link to="/live">Bet on a live match</Link>
        </p>
      </Empty>
    );
  else
    body = (
      <div className="bets">
        {list.data.map((b) => (
          <BetCard key={b.id} bet={b} />
        ))}
      </div>
    );

  return (
    <>
      <header className="page-head">
        <h1 className="page-head__title">My bets</h1>
      </header>
      <div className="tabs tabs--page" role="tablist" aria-label="My bets" onKeyDown={onKey}>
        {TABS.map((t) => (
          <button
            key={t}
            id={`${id}-${t}`}
            type="button"
            role="tab"
            aria-selected={tab === t}
            aria-controls={`${id}-panel`}
            tabIndex={tab === t ? 0 : -1}
            className={cls('tabs__tab', tab === t && 'is-on')}
            onClick={() => setTab(t)}
          >
            {t === 'open' ? 'Open' : 'Settled'}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {body}
      </div>
    </>
  );
}
