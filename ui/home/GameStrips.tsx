import { Link } from 'react-router';
import { Flame, History } from 'lucide-react';
import type { GameActivity } from '../../src/core/feeds';
import { HOUSE_GAME_INFO, HOUSE_GAMES, type HouseGame } from '../../src/core/games/catalog';
import { GameArt } from '../lobby/GameArt';
import { GameRow } from '../lobby/GameRow';

const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
const isHouseGame = (name: string): name is HouseGame => (HOUSE_GAMES as readonly string[]).includes(name);

/** A hot game's line: its rank and today's activity, or, before its first bet of the day, what it is and an invitation. */
export function hotNote(game: GameActivity, rank: number): string {
  if (game.bets > 0) return `#${rank} · ${plural(game.bets, 'bet')} · ${plural(game.players, 'player')}`;
  return isHouseGame(game.gameName) ? `${HOUSE_GAME_INFO[game.gameName].tagline} · be today's first` : "Be today's first player";
}

function GameTile({ game, note, testId }: { game: GameActivity; note: string; testId: string }) {
  return (
    <li>
      <Link to={`/game/${game.gameName}`} className={`mini-game game-card--${game.gameName}`} data-testid={testId}>
        <span className="mini-game__art">{isHouseGame(game.gameName) && <GameArt game={game.gameName} />}</span>
        <span className="mini-game__text">
          <strong>{game.title}</strong>
          <small>{note}</small>
        </span>
      </Link>
    </li>
  );
}

/** Hot games (hgame): the house games ranked by their bets of the last 24 h. */
export function HotGames({ games }: { games: readonly GameActivity[] }) {
  if (games.length === 0) return null;
  return (
    <section className="lobby__section" aria-labelledby="hot-title">
      <div className="section-head">
        <h2 id="hot-title">
          <Flame size={20} aria-hidden="true" /> Hot right now
        </h2>
        <span className="section-head__note">Bets in the last 24 hours</span>
      </div>
      <ul className="mini-games" data-testid="hot-games">
        {games.map((g, i) => (
          <GameTile key={g.gameCode} game={g} testId="hot-game" note={hotNote(g, i + 1)} />
        ))}
      </ul>
    </section>
  );
}

/** Recently played (pageUserPlayedGames): the player's games of every kind, the last played first. */
export function RecentlyPlayed({ games }: { games: readonly GameActivity[] }) {
  return (
    <GameRow
      id="recent"
      testId="recent-games"
      tileTestId="recent-game"
      title={
        <>
          <History size={20} aria-hidden="true" /> Recently played
        </>
      }
      games={games}
    />
  );
}
