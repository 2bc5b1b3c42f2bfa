import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import type { GameEntry, GameType } from '../../src/core/api';
import { gameHref } from '../../src/app/casino/gameLinks';
import { countOf } from '../../src/app/casino/labels';
import { useStore } from '../../src/app/store';
import { useGameTypes } from '../casino/useCatalogueMeta';
import '../casino/lists.css';
import '../casino/seo.css';

/** Games each category section links to. */
export const SEO_GAMES_PER_SECTION = 12;

const SECTION_TEXT: Record<string, string> = {
  'HS-GAME':
    'Our own provably fair games: crash, plinko, dice, limbo and mines. Every round can be checked against its seeds, and bets settle before the animation starts.',
  slots:
    'Video slots from independent studios, from classic three-reel fruit machines to feature-packed megaways, with the return to player shown on every game.',
  live: 'Live dealer tables streamed in real time: blackjack, roulette, baccarat and game shows, played with crypto at the real table.',
  table: 'Digital table games with fast rounds: blackjack, roulette, keno and poker variants, each with a demo to learn the rules first.',
};

/** One category's section: what it is, a link to its full list, and links to its games. */
function CategorySection({ type }: { type: GameType }) {
  const device = useStore((s) => s.device);
  const games: GameEntry[] = type.games.slice(0, SEO_GAMES_PER_SECTION);
  const headingId = `seo-${type.code}`;
  return (
    <section className="seo__section" aria-labelledby={headingId} data-testid="seo-section">
      <div className="seo__section-head">
        <h2 id={headingId}>{type.name}</h2>
        <Link to={`/gameList/${type.code}`} className="seo__all">
          {type.total === 1 ? 'The one game' : `All ${countOf(type.total, 'game')}`} in {type.name}{' '}
          <ArrowRight size={16} aria-hidden="true" />
        </Link>
      </div>
      {SECTION_TEXT[type.code] && <p className="seo__text">{SECTION_TEXT[type.code]}</p>}
      <ul className="seo__games">
        {games.map((g) => (
          <li key={g.gameCode}>
            <Link to={gameHref({ gameCode: g.gameCode, gameName: g.gameName, aggregator: g.catalogue?.aggregator ?? null }, device)}>
              {g.title}
              {g.catalogue?.providerName && <small> · {g.catalogue.providerName}</small>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /SeoCasinoGame: the casino as a search engine reads it: a heading, what the casino offers, and a section per
 * category linking to its list and its games (the canonical link is the layout's, site URL plus path).
 */
export default function SeoCasinoPage() {
  const types = useGameTypes();
  return (
    <article className="seo" data-testid="seo-casino">
      <header className="seo__hero">
        <span className="eyebrow">Crypto casino</span>
        <h1>Online crypto casino games at HighStakes</h1>
        <p className="seo__lead">
          Play slots, live dealer tables, table games and our provably fair Originals with Bitcoin, Ethereum, USDT and five more coins.
          Deposits land after network confirmation, wins are paid to your balance the moment a round settles, and every third-party game can
          be tried in demo mode before you stake a coin.
        </p>
        <div className="seo__cta">
          <Link to="/gameList" className="btn btn--primary btn--lg">
            Browse all games <ArrowRight size={18} aria-hidden="true" />
          </Link>
          <Link to="/fairness" className="btn btn--outline btn--lg">
            How provable fairness works
          </Link>
        </div>
      </header>
      {types.failed && <p className="seo__text">The game list is unavailable right now: browse the games from the lobby.</p>}
      {(types.data ?? []).map((t) => (
        <CategorySection key={t.code} type={t} />
      ))}
      <section className="seo__section" aria-labelledby="seo-why">
        <h2 id="seo-why">Why play casino games with crypto</h2>
        <ul className="seo__points">
          <li>
            <strong>Fast cash-outs.</strong> Withdrawals go straight to your wallet address, with no bank in between.
          </li>
          <li>
            <strong>Provably fair Originals.</strong> Each round of our own games is derived from seeds you can verify.
          </li>
          <li>
            <strong>One balance for everything.</strong> Slots, live tables and Originals all play from the same wallet.
          </li>
          <li>
            <strong>VIP rewards.</strong> Every bet counts toward rakeback, level-up bonuses and weekly rewards.
          </li>
        </ul>
      </section>
    </article>
  );
}
