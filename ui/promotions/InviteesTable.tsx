import { useId, useState } from 'react';
import { ChevronLeft, ChevronRight, RotateCw, UserPlus, Users } from 'lucide-react';
import type { InvitedPage, InvitedPlayer } from '../../src/core/promotions/referrals';
import { formatDateTime, formatFullDate } from '../../src/core/time';
import * as referralApi from '../../src/app/api/referrals';
import { SteadyButton } from '../common/SteadyButton';
import { TableHead, type TableColumn } from '../common/tableParts';
import { Private } from '../streamer/Private';
import { usdCentsText, usdFineText } from './promoFormat';
import { useLoad } from './useLoad';
import '../common/betTable.css';
import './chips.css';

/** Invitees a page. */
export const INVITEES_PAGE_SIZE = 20;

const COLUMNS: readonly TableColumn[] = [
  { label: 'Player' },
  { label: 'Joined' },
  { label: 'Bets', className: 'is-num' },
  { label: 'Wagered', className: 'is-num' },
  { label: 'Commission', className: 'is-num' },
  { label: 'Status' },
];

/** An invitee's standing: Active, or Not eligible with the reason under it (and as the chip's tooltip). */
function InviteeStatus({ player }: { player: InvitedPlayer }) {
  if (player.status === 'active')
    return (
      <span className="promo-chip ref-chip ref-chip--active" data-testid="invitee-status" data-status="active">
        Active
      </span>
    );
  return (
    <span className="ref-status">
      <span
        className="promo-chip ref-chip ref-chip--blocked"
        data-testid="invitee-status"
        data-status="blocked"
        title={player.blockedReason ?? undefined}
      >
        Not eligible
      </span>
      {player.blockedReason && (
        <small className="ref-status__reason" data-testid="invitee-reason">
          {player.blockedReason}
        </small>
      )}
    </span>
  );
}

/**
 * The players who joined with the link, newest first, 20 a page with Prev and Next. The page on screen stays while the
 * next one loads (the buttons keep their place and the focus); each page is one request.
 */
export function InviteesTable() {
  const id = useId();
  const [page, setPage] = useState(1);
  const list = useLoad(() => referralApi.getMyInviteUserRefer({ page, size: INVITEES_PAGE_SIZE }), `page:${page}`);
  const [shown, setShown] = useState<InvitedPage | null>(null);
  if (list.state.status === 'ok' && list.state.data !== shown) setShown(list.state.data);
  const loading = list.state.status === 'loading';
  const pages = shown ? Math.max(1, Math.ceil(shown.total / INVITEES_PAGE_SIZE)) : 1;
  // The list shrank under a later page (it only grows, but a stale page number must not strand the player).
  if (shown && list.state.status === 'ok' && shown.list.length === 0 && page > pages) setPage(pages);

  return (
    <section className="card ref-invitees" data-testid="invitees" aria-labelledby={`${id}-title`}>
      <header className="ref-invitees__head">
        <h2 id={`${id}-title`} className="promo-section__title">
          <Users size={18} aria-hidden="true" /> Your invitees
        </h2>
        {shown && (
          <span className="badge num" data-testid="invitees-total">
            {shown.total.toLocaleString('en')}
          </span>
        )}
      </header>
      {list.state.status === 'error' && !shown ? (
        <div className="promo-empty" role="alert" data-testid="invitees-error">
          <p>{list.state.message}</p>
          <button type="button" className="btn btn--outline" onClick={list.reload}>
            <RotateCw size={16} aria-hidden="true" /> Try again
          </button>
        </div>
      ) : !shown ? (
        <div className="ref-invitees__skeleton" aria-busy="true" aria-label="Loading your invitees">
          {[0, 1, 2].map((i) => (
            <span key={i} className="skeleton" />
          ))}
        </div>
      ) : shown.total === 0 ? (
        <div className="promo-empty" data-testid="invitees-empty">
          <UserPlus size={28} aria-hidden="true" />
          <p>No one has joined with your link yet. Share it, and each friend who signs up with it shows here with what they earn you.</p>
        </div>
      ) : (
        <>
          <div className="bet-table__scroll" aria-busy={loading || undefined}>
            <table className="bet-table ref-table" data-testid="invitees-table">
              <caption className="sr-only">Players who joined with your link, newest first</caption>
              <TableHead columns={COLUMNS} />
              <tbody>
                {shown.list.map((p, i) => (
                  <tr key={`${shown.page}-${i}`} data-testid="invitee-row" data-status={p.status}>
                    <td className="ref-table__name" data-label="Player">
                      <Private kind="name">{p.name}</Private>
                    </td>
                    <td className="num" data-label="Joined">
                      <time dateTime={p.joinedAt} title={formatDateTime(p.joinedAt)}>
                        {formatFullDate(p.joinedAt)}
                      </time>
                    </td>
                    <td className="is-num num" data-label="Bets">
                      {p.bets.toLocaleString('en')}
                    </td>
                    <td className="is-num num" data-label="Wagered">
                      <Private kind="amount">{usdCentsText(p.wageredUsd)}</Private>
                    </td>
                    <td className="is-num num ref-table__commission" data-label="Commission">
                      <Private kind="amount">{usdFineText(p.commissionUsd)}</Private>
                    </td>
                    <td className="ref-table__status" data-label="Status">
                      <InviteeStatus player={p} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav className="ref-pager" aria-label="Pages of invitees">
              <SteadyButton
                className="btn btn--outline"
                inactive={loading || page <= 1}
                data-testid="invitees-prev"
                onClick={() => setPage((n) => Math.max(1, n - 1))}
              >
                <ChevronLeft size={16} aria-hidden="true" /> Prev
              </SteadyButton>
              <span className="ref-pager__at num" aria-live="polite" data-testid="invitees-page">
                Page {shown.page} of {pages}
              </span>
              <SteadyButton
                className="btn btn--outline"
                inactive={loading || page >= pages}
                data-testid="invitees-next"
                onClick={() => setPage((n) => Math.min(pages, n + 1))}
              >
                Next <ChevronRight size={16} aria-hidden="true" />
              </SteadyButton>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
