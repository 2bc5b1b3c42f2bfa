import type { GameDetail } from '../../src/core/catalogue';
import { rtpLabel, VOLATILITY_LABELS } from '../../src/app/casino/labels';

/** Figures of a game page: provider, RTP, volatility, bet limits, release, platforms, and its description. */
export function GameAbout({ game }: { game: GameDetail }) {
  const rtp = rtpLabel(game.rtp);
  const facts: [string, string][] = [
    ['Provider', game.providerName],
    ...(rtp ? [['Return to player', rtp.replace('RTP ', '')] as [string, string]] : []),
    ...(game.volatility ? [['Volatility', VOLATILITY_LABELS[game.volatility].replace(' volatility', '')] as [string, string]] : []),
    ['Bets', `${game.minBetAmount} to ${game.maxBetAmount} USD`],
    ...(game.releasedAt ? [['Released', game.releasedAt] as [string, string]] : []),
    ['Plays on', game.platforms.map((p) => (p === 'desktop' ? 'Desktop' : 'Mobile')).join(' and ') || 'Desktop'],
    ['Demo', game.hasDemo ? 'Available' : 'Real money only'],
  ];
  return (
    <section className="cabout" aria-labelledby="about-game">
      <h2 id="about-game">About {game.title}</h2>
      {game.description && <p className="cabout__text">{game.description}</p>}
      <dl className="cabout__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {game.blockedCountries.length > 0 && <p className="cabout__note">Not available in: {game.blockedCountries.join(', ')}.</p>}
    </section>
  );
}
