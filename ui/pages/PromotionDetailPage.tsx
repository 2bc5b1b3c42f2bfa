import { useCallback, useEffect, useRef } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft, BookOpen, CircleHelp, Gamepad2, ListChecks } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { CODE } from '../../src/core/api';
import type { PlayerPromotion } from '../../src/core/promotions/types';
import { BONUS_FLAG_MASK } from '../../src/core/vipFlags';
import * as activityApi from '../../src/app/api/activity';
import { coalesce } from '../../src/core/throttle';
import { useStore } from '../../src/app/store';
import { isOpenBonus } from '../../src/app/store/bonusSlice';
import { KIND_LABELS } from '../../src/app/promotions/labels';
import { setPageMeta } from '../../src/app/routing/site';
import { ActionArea } from '../promotions/ActionArea';
import { CashbackPanel } from '../promotions/CashbackPanel';
import { EntryChip, StatusChip } from '../promotions/chips';
import { FaqList } from '../promotions/FaqList';
import { FirstDepositCard } from '../promotions/FirstDepositCard';
import { FreeBetsPanel } from '../promotions/FreeBetsPanel';
import { GameTiles } from '../promotions/GameTiles';
import { RaceBoardSection } from '../promotions/RaceBoardSection';
import { RulesTable } from '../promotions/RulesTable';
import { useLiveRead } from '../promotions/useLiveRead';
import { useLoad } from '../promotions/useLoad';
import { gamesText } from '../promotions/promoFormat';
import '../promotions/promotions.css';

/** Fewest milliseconds between two reads of the player's standing. */
const STANDING_READ_MS = 1000;
/** A focus and a visibility change this close together are one return to the page (one standing read). */
const FOCUS_READ_MS = 1000;
/** A race's board is read again this long after the last read, while the page is visible (the server keeps it 3 s). */
export const BOARD_READ_MS = 10_000;

/**
 * One promotion (/promotions/details/{id}): its art, title and summary; every rule as a table before the way in; how
 * it works; the games it counts on (with their house edge and how much of a stake counts); the FAQ; and the action
 * area, driven by the player's standing. The standing is read again when the bonus area of the flag word changes (a
 * deposit made a match claimable, a cashback came due), when the bonus it gave ends, and after an action that got no
 * answer. A race shows its board, read again every 10 s while the page is visible and at once when its countdown ends;
 * a cashback shows the player's net loss, the cashback due with Claim, and what it paid. Free bets, once taken, show
 * how many are left, their expiry, their games and what they won; their standing is read again after taking them and
 * when the page regains focus.
 */
export default function PromotionDetailPage() {
  const id = Number(useParams().id);
  const { loggedIn, checked } = useStore(useShallow((s) => ({ loggedIn: s.loggedIn, checked: s.sessionChecked })));
  const detailKey = checked ? `${id}:${loggedIn ? 'player' : 'guest'}` : null;
  const detail = useLoad(() => activityApi.selectPromotionBySourceId(id), detailKey);
  const games = useLoad(() => activityApi.selectActivityGames(id), `${id}`);
  const { update } = detail;
  // The welcome offer is driven by its own calls (deposit, where it is played, claim, decline) in its action area.
  const isFirst = detail.state.status === 'ok' && detail.state.data.kind === 'first_deposit';
  const first = useLoad(activityApi.queryFirstChargeInfo, isFirst && loggedIn ? 'first' : null);
  const reloadFirst = first.reload;

  // Each standing set from an action or a standing read counts, so a board read sent before it keeps it.
  const mineSeq = useRef(0);
  const setMine = useCallback(
    (mine: PlayerPromotion) => {
      mineSeq.current++;
      update((d) => ({ ...d, mine }));
    },
    [update],
  );

  // The whole detail read again, silently: a race's board stays live by it (the board and the player's place in it,
  // one read at a time), and taken free bets show in the entry chip. An answer for another session (a sign-in or out
  // while it was on its way) is dropped.
  const keyRef = useRef(detailKey);
  useEffect(() => {
    keyRef.current = detailKey;
  });
  const readDetail = useCallback(async () => {
    const key = keyRef.current;
    const seq = mineSeq.current;
    const env = await activityApi.selectPromotionBySourceId(id, { silent: true });
    if (env.code !== CODE.OK || !env.data || keyRef.current !== key) return;
    const fresh = env.data;
    update((d) => (d.id !== fresh.id ? d : { ...fresh, mine: mineSeq.current === seq ? fresh.mine : d.mine }));
  }, [id, update]);
  const isRace = detail.state.status === 'ok' && detail.state.data.kind === 'race';
  const readBoardNow = useLiveRead(readDetail, BOARD_READ_MS, isRace);
  // The standing's re-reads (and the welcome offer's, when it shows): one at a time, at most one a second, always one
  // after the last ask.
  const readMine = useRef<ReturnType<typeof coalesce> | null>(null);
  const firstShown = useRef(false);
  const reloadFirstRef = useRef(reloadFirst);
  useEffect(() => {
    firstShown.current = isFirst && loggedIn;
    reloadFirstRef.current = reloadFirst;
  });
  useEffect(() => {
    const reader = coalesce(async () => {
      if (!useStore.getState().loggedIn) return;
      if (firstShown.current) reloadFirstRef.current();
      const env = await activityApi.selectByActivityAndUser(id);
      if (env.code === CODE.OK && env.data && useStore.getState().loggedIn) setMine(env.data);
    }, STANDING_READ_MS);
    readMine.current = reader;
    return () => reader.cancel();
  }, [id, setMine]);
  const stale = useCallback(() => readMine.current?.(), []);

  // Free bets: the standing is read again when the page regains focus (they may have been used in another tab or
  // window), never on a timer. A focus and a visibility change of one return count once.
  const isFreeBet = detail.state.status === 'ok' && detail.state.data.kind === 'free_bet';
  useEffect(() => {
    if (!isFreeBet || !loggedIn) return;
    let last = 0;
    const regained = () => {
      if (document.visibilityState !== 'visible' || Date.now() - last < FOCUS_READ_MS) return;
      last = Date.now();
      stale();
    };
    window.addEventListener('focus', regained);
    document.addEventListener('visibilitychange', regained);
    return () => {
      window.removeEventListener('focus', regained);
      document.removeEventListener('visibilitychange', regained);
    };
  }, [isFreeBet, loggedIn, stale]);
  const taken = useCallback(() => void readDetail(), [readDetail]);

  // A changed bonus bit of the flag word (a deposit made a match claimable, a reward came due).
  const bonusFlags = useStore((s) => s.vipFlags & BONUS_FLAG_MASK);
  const flagsSeen = useRef(bonusFlags);
  useEffect(() => {
    if (flagsSeen.current === bonusFlags) return;
    flagsSeen.current = bonusFlags;
    if (loggedIn) stale();
  }, [bonusFlags, loggedIn, stale]);

  // The bonus this promotion gave left the open list (wagered, used up, expired): its standing moved on.
  const mine = detail.state.status === 'ok' ? detail.state.data.mine : null;
  const bonusId = mine?.bonus && isOpenBonus(mine.bonus) ? mine.bonus.id : null;
  const bonusGone = useStore((s) => bonusId !== null && s.openBonuses !== null && !s.openBonuses.some((b) => b.id === bonusId));
  useEffect(() => {
    if (bonusGone) stale();
  }, [bonusGone, stale]);

  // The tab's title names the promotion once it is known (the route table can only say "Promotion").
  const { pathname } = useLocation();
  const shownTitle = detail.state.status === 'ok' ? detail.state.data.title : null;
  useEffect(() => {
    if (shownTitle) setPageMeta(shownTitle, pathname);
  }, [shownTitle, pathname]);

  if (detail.state.status === 'error') {
    const missing = detail.state.code === CODE.NOT_FOUND || detail.state.code === CODE.BAD_REQUEST;
    return (
      <div className="promo-page" data-testid="promotion-detail">
        <div className="promo-empty card" role="alert" data-testid="promo-detail-error">
          <p>{missing ? 'This promotion doesn’t exist or is no longer shown.' : detail.state.message}</p>
          <div className="promo-empty__actions">
            {!missing && (
              <button type="button" className="btn btn--outline" onClick={detail.reload}>
                Try again
              </button>
            )}
            <Link to="/promotions" className="btn btn--ghost">
              <ArrowLeft size={16} aria-hidden="true" /> All promotions
            </Link>
          </div>
        </div>
      </div>
    );
  }
  if (detail.state.status !== 'ok') {
    return (
      <div className="promo-page" data-testid="promotion-detail" aria-busy="true">
        <div className="promo-detail-hero skeleton" aria-hidden="true" />
        <div className="skeleton promo-skel-block" aria-hidden="true" />
      </div>
    );
  }
  const p = detail.state.data;
  const freeBets = p.kind === 'free_bet' && loggedIn ? (p.mine?.freeBets ?? null) : null;
  const boardLed = p.kind === 'race' || p.kind === 'cashback' || freeBets !== null;
  return (
    <div className="promo-page" data-testid="promotion-detail" data-id={p.id}>
      <Link to="/promotions" className="promo-back">
        <ArrowLeft size={16} aria-hidden="true" /> All promotions
      </Link>
      <section className={`promo-detail-hero promo-card--${p.kind}`} aria-labelledby="promo-detail-title">
        <img className="promo-detail-hero__art" src={p.image} alt="" width={1200} height={400} />
        <div className="promo-detail-hero__text">
          <div className="promo-card__chips">
            <StatusChip card={p} testId="promo-detail-status" />
            {p.entry && <EntryChip entry={p.entry} kind={p.kind} />}
          </div>
          <span className="eyebrow">{KIND_LABELS[p.kind]}</span>
          <h1 id="promo-detail-title">{p.title}</h1>
          <p>{p.summary}</p>
        </div>
      </section>

      <div className={`promo-detail${boardLed ? ' promo-detail--periodic' : ''}`}>
        {p.kind === 'race' && p.race && (
          <RaceBoardSection board={p.race} mine={p.mine} loggedIn={loggedIn} checked={checked} onPeriodEnd={readBoardNow} />
        )}
        {p.kind === 'cashback' && (
          <CashbackPanel promotion={p} mine={p.mine} loggedIn={loggedIn} checked={checked} onMine={setMine} onStale={stale} />
        )}
        {freeBets && <FreeBetsPanel promotion={p} freeBets={freeBets} />}
        <section className="promo-detail__rules card" aria-labelledby="promo-rules-title">
          <h2 id="promo-rules-title" className="promo-section__title">
            <ListChecks size={18} aria-hidden="true" /> The rules
          </h2>
          <p className="promo-section__lead">Every condition of this offer, before you join.</p>
          <RulesTable rules={p.rules} caption={`Rules of ${p.title}`} />
        </section>

        <div className="promo-detail__action">
          {isFirst &&
          loggedIn &&
          first.state.status !== 'error' &&
          !(first.state.status === 'ok' && first.state.data.promotionId !== p.id) ? (
            first.state.status === 'ok' ? (
              <FirstDepositCard info={first.state.data} onInfo={(info) => first.update(() => info)} onStale={stale} embedded />
            ) : (
              <span className="skeleton promo-action__skeleton" aria-hidden="true" />
            )
          ) : (
            <ActionArea
              promotion={p}
              mine={p.mine}
              loggedIn={loggedIn}
              checked={checked}
              onMine={setMine}
              onStale={stale}
              onTaken={taken}
            />
          )}
        </div>

        {p.body.length > 0 && (
          <section className="promo-detail__body card" aria-labelledby="promo-body-title">
            <h2 id="promo-body-title" className="promo-section__title">
              <BookOpen size={18} aria-hidden="true" /> How it works
            </h2>
            {p.body.map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          </section>
        )}

        <section className="promo-detail__games card" aria-labelledby="promo-games-title">
          <h2 id="promo-games-title" className="promo-section__title">
            <Gamepad2 size={18} aria-hidden="true" /> {p.kind === 'free_bet' ? 'Where to use them' : 'Where it counts'}
          </h2>
          <p className="promo-section__lead">
            {p.kind === 'free_bet'
              ? `The free bets are placed from the bet panel of ${gamesText(p.games)}. They are no wager: they count toward no wagering.`
              : `Wagering counts on ${gamesText(p.games)}: each stake counts its amount times its house edge against the reference edge, never more than the stake.`}
          </p>
          {games.state.status === 'ok' ? (
            <GameTiles games={games.state.data.games} counts={p.kind !== 'free_bet'} />
          ) : games.state.status === 'error' ? (
            <p className="promo-empty-line">
              Couldn’t load the games.{' '}
              <button type="button" className="link-btn" onClick={games.reload}>
                Try again
              </button>
            </p>
          ) : (
            <span className="skeleton promo-skel-block" aria-hidden="true" />
          )}
        </section>

        {p.faq.length > 0 && (
          <section className="promo-detail__faq card" aria-labelledby="promo-faq-title">
            <h2 id="promo-faq-title" className="promo-section__title">
              <CircleHelp size={18} aria-hidden="true" /> Questions
            </h2>
            <FaqList faq={p.faq} />
            <Link to="/promotions/details/Faq" className="promo-action__link">
              How bonuses and wagering work
            </Link>
          </section>
        )}
      </div>
    </div>
  );
}
