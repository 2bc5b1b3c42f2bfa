import { Link } from 'react-router';
import { ArrowRight, Clock, Gamepad2, Gift } from 'lucide-react';
import type { FreeBetsMine, PromotionDetail } from '../../src/core/promotions/types';
import { toMillis } from '../../src/core/time';
import { isHouseGame } from '../../src/app/routing/routes';
import {
  expiryText,
  freeBetCount,
  freeBetGames,
  freeBetOffer,
  freeBetsTotal,
  groupFreeBets,
  type FreeBetGroup,
} from '../../src/app/promotions/freeBets';
import { useNow } from '../vip/useNow';
import { GameArt } from '../lobby/GameArt';
import { Private } from '../streamer/Private';
import { coinAmount, gameTitle } from './promoFormat';
import './race.css';
import './freeBets.css';

/** Most pips drawn for the free bets got (one each); past it the count says it alone. */
const MAX_PIPS = 20;

const WHEN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** One row of free bets alike: "7 × 0.1 USDT", and when they expire (a live countdown, and the moment). */
function FreeBetRow({ group }: { group: FreeBetGroup }) {
  const now = useNow();
  const at = toMillis(group.expiresAt);
  const expired = at !== null && at <= now;
  const text = expiryText(group.expiresAt, now);
  return (
    <li className={`fb-row${expired ? ' is-expired' : ''}`} data-testid="free-bet-group" data-count={group.count}>
      <span className="fb-row__what">
        <Gift size={16} aria-hidden="true" />
        <span>
          <strong className="num">{group.count} ×</strong> <span className="num">{coinAmount(group.amount)}</span> {group.coin}
        </span>
      </span>
      <span className="fb-row__expiry" data-testid="free-bet-expiry">
        <Clock size={14} aria-hidden="true" />
        <span>
          {text.charAt(0).toUpperCase() + text.slice(1)}
          {at !== null && <small> · {WHEN.format(at)}</small>}
        </span>
      </span>
    </li>
  );
}

/** One pip per free bet got: those left lit, then the used ones, then the expired ones. */
function FreeBetPips({ fb }: { fb: FreeBetsMine }) {
  const total = freeBetsTotal(fb);
  if (total === 0 || total > MAX_PIPS) return null;
  const kinds = [
    ...Array<string>(fb.available.length).fill('left'),
    ...Array<string>(fb.used).fill('used'),
    ...Array<string>(fb.expired).fill('expired'),
  ];
  return (
    <span className="fb-pips" aria-hidden="true" data-testid="free-bet-pips">
      {kinds.map((k, i) => (
        <span key={i} className={`fb-pip fb-pip--${k}`} />
      ))}
    </span>
  );
}

/**
 * The free bets a player took from a free-bet promotion, on its page: how many are left of how many, each kind with its
 * expiry (a countdown and the moment), the games they are for (links to their pages, where the bet panel's "Use free
 * bet" places them) and what the used ones did: "Used 3 · Won 0.45 USDT · Expired 0".
 */
export function FreeBetsPanel({ promotion, freeBets: fb }: { promotion: PromotionDetail; freeBets: FreeBetsMine }) {
  const total = freeBetsTotal(fb);
  const left = fb.available.length;
  const groups = groupFreeBets(fb.available);
  const games = freeBetGames(fb.available, promotion.games);
  // "won" is in the promotion's coin: the free bets' own, else the offer's.
  const coin = fb.available[0]?.coin ?? freeBetOffer(promotion.rules)?.coin ?? '';

  return (
    <section
      className={`fb card promo-detail__board promo-card--${promotion.kind}`}
      data-testid="free-bets-panel"
      data-left={left}
      aria-labelledby="free-bets-title"
    >
      <header className="race__head">
        <h2 id="free-bets-title" className="promo-section__title">
          <Gift size={18} aria-hidden="true" /> Your free bets
        </h2>
        <span className="fb-count" data-testid="free-bets-left">
          <strong className="num">{left}</strong> of {freeBetCount(total)} left
        </span>
      </header>
      <FreeBetPips fb={fb} />

      {groups.length > 0 ? (
        <ul className="fb-list" aria-label="Free bets left">
          {groups.map((g) => (
            <FreeBetRow key={g.key} group={g} />
          ))}
        </ul>
      ) : (
        <p className="race-empty" data-testid="free-bets-none">
          {total === 0 ? 'No free bets yet.' : 'All your free bets are used or expired.'} What they won is already in your balance.
        </p>
      )}

      {left > 0 && games.length > 0 && (
        <div className="fb-games" data-testid="free-bet-games">
          <h3 className="race-ladder__title">
            <Gamepad2 size={16} aria-hidden="true" /> Use them from the bet panel
          </h3>
          <p className="fb-games__how">
            Open a game, set your target as usual and press <strong>Use free bet</strong>: one press places one free bet.
          </p>
          <ul className="fb-games__list">
            {games.map((g) => (
              <li key={g}>
                <Link to={`/game/${g}`} className="fb-game" data-testid={`free-bet-game-${g}`}>
                  {isHouseGame(g) && (
                    <span className="fb-game__art" aria-hidden="true">
                      <GameArt game={g} />
                    </span>
                  )}
                  <span className="fb-game__name">Play {gameTitle(g)}</span>
                  <ArrowRight size={16} aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}

      <p className="fb-summary" data-testid="free-bets-summary">
        <span>
          Used <strong className="num">{fb.used}</strong>
        </span>
        <span aria-hidden="true"> · </span>
        <span className="fb-summary__won">
          Won{' '}
          <strong className="num">
            <Private kind="amount">{coinAmount(fb.won)}</Private>
          </strong>
          {coin && ` ${coin}`}
        </span>
        <span aria-hidden="true"> · </span>
        <span>
          Expired <strong className="num">{fb.expired}</strong>
        </span>
      </p>
    </section>
  );
}
