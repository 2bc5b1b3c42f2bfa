import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Gift, HeartHandshake, ShieldCheck, Tv, Volleyball, Zap } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { COINS } from '../../src/core/currency';
import { FEATURED_GAMES, HOUSE_GAMES, HOUSE_GAME_INFO } from '../../src/core/games/catalog';
import { useStore } from '../../src/app/store';
import { CoinIcon } from '../wallet/CoinIcon';
import { GameArt } from '../lobby/GameArt';
import { HeroArt } from '../lobby/HeroArt';
import { afterFirstContentfulPaint } from '../../src/app/boot/afterPaint';
import { loadChunk } from '../../src/app/boot/chunkReload';
import { createModuleLoader } from '../../src/app/boot/moduleLoader';
import '../lobby/lobby.css';
import { Private } from '../streamer/Private';

// The feeds talk to the server (http client, decimal.js): their code loads once the lobby has painted, never before;
// they then start the services if the idle start has not yet (src/app/boot/services.ts).
let feedsWanted = false;
const feeds = createModuleLoader(() => loadChunk(() => import('../home/HomeFeeds')));

/** The lobby's live feeds, rendered once the lobby has painted and their chunk arrived. */
function LobbyFeeds() {
  const [painted, setPainted] = useState(feedsWanted);
  useEffect(() => {
    if (feedsWanted) return;
    return afterFirstContentfulPaint(() => {
      feedsWanted = true;
      setPainted(true);
    });
  }, []);
  const mod = feeds.useModule(painted);
  // Until then their place is held a screen high: what follows starts below the fold, so their arrival moves nothing
  // a player sees.
  return mod ? <mod.default /> : <div className="lobby__feeds-pending" aria-hidden="true" />;
}

/** The lobby: hero, the five originals, the live feeds, what is coming next. */
export default function HomePage() {
  const { loggedIn, userName, openDialog } = useStore(
    useShallow((s) => ({ loggedIn: s.loggedIn, userName: s.user?.userName, openDialog: s.openDialog })),
  );
  return (
    <div className="lobby" data-testid="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <span className="eyebrow">HighStakes Originals</span>
          <h1 id="hero-title">
            {loggedIn && userName ? (
              <>
                Welcome,{' '}
                <span className="hero__accent">
                  <Private kind="name">{userName}</Private>
                </span>
              </>
            ) : (
              <>
                Provably fair. <span className="hero__accent">Instantly settled.</span>
              </>
            )}
          </h1>
          <p className="hero__lead">Five in-house games with a 1% house edge, verifiable seeds and payouts in eight cryptocurrencies.</p>
          <div className="hero__actions">
            {loggedIn ? (
              <Link to={`/game/${FEATURED_GAMES[0]}`} className="btn btn--primary btn--lg">
                Play {HOUSE_GAME_INFO[FEATURED_GAMES[0]].title} <ArrowRight size={18} aria-hidden="true" />
              </Link>
            ) : (
              <button type="button" className="btn btn--primary btn--lg" onClick={() => openDialog('register')}>
                Register &amp; play <ArrowRight size={18} aria-hidden="true" />
              </button>
            )}
            <Link to="/fairness" className="btn btn--outline btn--lg">
              <ShieldCheck size={18} aria-hidden="true" /> How fairness works
            </Link>
          </div>
          <ul className="hero__facts">
            <li>
              <Zap size={16} aria-hidden="true" /> Bets settle before the animation starts
            </li>
            <li>
              <Gift size={16} aria-hidden="true" /> Bonus wallet and VIP rewards
            </li>
          </ul>
        </div>
        <HeroArt />
      </section>

      <section className="lobby__section" aria-labelledby="originals-title" id="originals">
        <div className="section-head">
          <h2 id="originals-title">Originals</h2>
          <span className="section-head__note">Built in-house · verifiable every round</span>
        </div>
        <ul className="game-grid">
          {HOUSE_GAMES.map((game) => {
            const info = HOUSE_GAME_INFO[game];
            return (
              <li key={game}>
                <Link to={`/game/${game}`} className={`game-card game-card--${game}`} data-testid={`game-card-${game}`}>
                  <div className="game-card__art">
                    <GameArt game={game} />
                    <span className="game-card__edge">{Number(info.houseEdge) * 100}% edge</span>
                  </div>
                  <div className="game-card__body">
                    <h3>{info.title}</h3>
                    <p>{info.tagline}</p>
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      </section>

      {/* After the originals: the feeds arrive after the first paint, and what they add pushes nothing on screen down. */}
      <LobbyFeeds />

      <section className="lobby__section" aria-labelledby="coins-title">
        <div className="section-head">
          <h2 id="coins-title">Play with</h2>
        </div>
        <ul className="coin-strip">
          {COINS.map((c) => (
            <li key={c.coin} className="coin-strip__item">
              <CoinIcon coin={c.coin} size={28} />
              <span>
                <strong>{c.coin}</strong>
                <small>{c.name}</small>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="lobby__section" aria-labelledby="soon-title">
        <div className="section-head">
          <h2 id="soon-title">More to play</h2>
        </div>
        <div className="soon-grid">
          <Link to="/sportsbook" className="soon-card soon-card--sports">
            <span className="soon-card__icon">
              <Volleyball size={26} aria-hidden="true" />
            </span>
            <span className="soon-card__text">
              <span className="badge badge--accent">Now open</span>
              <strong>Sportsbook</strong>
              <span>Pre-match and live odds on soccer and ice hockey, singles and combos, with cash-out.</span>
            </span>
            <ArrowRight size={20} className="soon-card__go" aria-hidden="true" />
          </Link>
          <Link to="/gameList" className="soon-card soon-card--live">
            <span className="soon-card__icon">
              <Tv size={26} aria-hidden="true" />
            </span>
            <span className="soon-card__text">
              <span className="badge badge--accent">Now open</span>
              <strong>Live casino &amp; slots</strong>
              <span>Live dealer tables, slots and table games from leading studios, each with a demo.</span>
            </span>
            <ArrowRight size={20} className="soon-card__go" aria-hidden="true" />
          </Link>
        </div>
      </section>

      <p className="lobby__responsible" data-testid="home-responsible">
        <HeartHandshake size={16} aria-hidden="true" />
        <span>
          Play for fun, within your means. Set deposit, loss and time limits, or take a break, in{' '}
          <Link to="/profile/Responsible">Responsible gambling</Link>.
        </span>
      </p>
    </div>
  );
}
