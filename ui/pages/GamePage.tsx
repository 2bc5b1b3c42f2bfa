import { Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { Gauge, ShieldCheck, Wallet } from 'lucide-react';
import { HOUSE_GAME_INFO } from '../../src/core/games/catalog';
import { isInstantGame, type InstantGame } from '../../src/core/games/registry';
import { formatAmount } from '../../src/core/format';
import { isHouseGame } from '../../src/app/routing/routes';
import { GameArt } from '../lobby/GameArt';
import InstantGamePage from '../games/InstantGamePage';
import { uiModuleOf } from '../games/registry';
import '../lobby/lobby.css';
import { GamePageBar } from '../games/GamePageBar';

/** An instant game's page: its module's own page (mines) or the generic one. */
function GamePageOf<G extends InstantGame>({ game }: { game: G }) {
  const Page = uiModuleOf(game).Page ?? InstantGamePage;
  return (
    <Suspense fallback={<div className="game-page" data-testid="game-page-loading" />}>
      <Page game={game} />
    </Suspense>
  );
}

/**
 * In-house game page. The instant games of the registry have their engine and bet panel (ui/games); the other games
 * show the table being set up, with the game's facts, until their issues land. The route validated the name already.
 */
export default function GamePage() {
  const { gameName } = useParams();
  if (!isHouseGame(gameName)) return null;
  if (isInstantGame(gameName)) return <GamePageOf key={gameName} game={gameName} />;
  const info = HOUSE_GAME_INFO[gameName];
  return (
    <div className="game-page" data-testid="game-page" data-game={gameName}>
      <GamePageBar title={info.title} />
      <div className="game-table">
        <aside className="game-table__panel" aria-label="Bet controls">
          <div className="seg seg--static" aria-hidden="true">
            <span className="seg__opt is-on">Manual</span>
            <span className="seg__opt">Auto</span>
          </div>
          <label className="field">
            <span className="field__label">Bet amount</span>
            <input className="input num" value="0.00" disabled readOnly />
          </label>
          <label className="field">
            <span className="field__label">Profit on win</span>
            <input className="input num" value="0.00" disabled readOnly />
          </label>
          <button type="button" className="btn btn--primary btn--lg btn--block" disabled>
            Bet
          </button>
          <p className="game-table__note">Betting opens when the table is ready.</p>
        </aside>
        <div className={`game-table__stage game-card--${gameName}`}>
          <GameArt game={gameName} className="game-table__art" />
          <div className="game-table__loading" role="status">
            <span className="loader-dots" aria-hidden="true">
              <i />
              <i />
              <i />
            </span>
            Setting up the {info.title} table
          </div>
        </div>
      </div>
      <ul className="game-facts">
        <li className="card">
          <Gauge size={20} aria-hidden="true" />
          <span>
            <small>House edge</small>
            <strong className="num">{Number(info.houseEdge) * 100}%</strong>
          </span>
        </li>
        <li className="card">
          <Wallet size={20} aria-hidden="true" />
          <span>
            <small>Max bet</small>
            <strong className="num">{formatAmount(info.maxBetAmount, { decimals: 2 })}</strong>
          </span>
        </li>
        <li className="card">
          <ShieldCheck size={20} aria-hidden="true" />
          <span>
            <small>Fairness</small>
            <Link to="/fairness">
              <strong>Verify any round</strong>
            </Link>
          </span>
        </li>
      </ul>
      <section className="game-about card">
        <h2>About {info.title}</h2>
        <p>
          {info.tagline}. Every round is decided by a server seed committed in advance, your client seed and a nonce, so you can check each
          result yourself on the Provably Fair page.
        </p>
      </section>
    </div>
  );
}
