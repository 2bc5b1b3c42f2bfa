import { Crown, Gift, ShieldCheck } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { useStore } from '../../src/app/store';
import type { VipSnapshot } from '../../src/app/vip/VipData';
import { useMediaQuery } from '../common/useMediaQuery';
import { Private } from '../streamer/Private';
import { ProgressRing } from './ProgressRing';
import { pct, positive, standingOf, usd, xp } from './vipFormat';

/** The player's standing: level, a ring of the way to the next one, XP and what is still needed, and how it is counted. */
export function VipHero({ snap }: { snap: VipSnapshot }) {
  const user = useStore(
    useShallow((s) =>
      s.user
        ? {
            levelId: s.user.levelId,
            currentLevelValue: s.user.currentLevelValue,
            progress: s.user.progress,
            nextProgress: s.user.nextProgress,
            canGetUpReward: s.user.canGetUpReward,
            canGetUpRewardAmount: s.user.canGetUpRewardAmount,
          }
        : null,
    ),
  );
  const wide = useMediaQuery('(min-width: 769px)');
  if (!user) return null;
  // The level fields are the profile's, kept live by socket type 204; the names come from the ladder.
  const levels = snap.ladder?.levels ?? [];
  const level = levels.find((l) => l.levelId === user.levelId);
  const next = levels.find((l) => l.levelId > user.levelId);
  const summary = snap.summary?.levelId === user.levelId ? snap.summary : null;
  const name = level?.name ?? summary?.levelName ?? `Level ${user.levelId}`;
  const nextName = next?.name ?? summary?.next?.name ?? 'the next level';
  const standing = standingOf(user);
  const floor = snap.summary?.floor ?? snap.locked?.floor ?? null;
  const rate = level?.rakebackRate ?? summary?.rakebackRate;
  const position = levels.length > 0 && level ? `Level ${levels.indexOf(level) + 1} of ${levels.length}` : `Level ${user.levelId}`;
  return (
    <section className="vip-hero card" data-testid="vip-hero" aria-label="Your VIP level">
      <ProgressRing
        percent={standing.percent}
        size={wide ? 168 : 136}
        label={standing.top ? `${name}: top level` : `Progress to ${nextName}`}
      >
        <Crown size={wide ? 22 : 18} className="vip-ring__crown" aria-hidden="true" />
        <strong className="vip-ring__pct num" data-testid="vip-percent">
          {standing.top ? 'Top' : `${standing.percent.toFixed(2)}%`}
        </strong>
        <small>{standing.top ? 'level reached' : `to ${nextName}`}</small>
      </ProgressRing>
      <div className="vip-hero__text">
        <span className="eyebrow">VIP Club · {position}</span>
        <h1 className="vip-hero__level" data-testid="vip-level-name">
          {name}
        </h1>
        <p className="vip-hero__xp">
          <strong className="num" data-testid="vip-xp">
            <Private kind="amount">{xp(user.progress)}</Private>
          </strong>{' '}
          XP
          {summary && (
            <>
              {' '}
              ·{' '}
              <span className="num">
                <Private kind="amount">{usd(summary.wageredUsd)}</Private>
              </span>{' '}
              wagered
            </>
          )}
        </p>
        <p className="vip-hero__next" data-testid="vip-next">
          {standing.top ? (
            'You are at the top of the ladder. Thank you for playing with us.'
          ) : (
            <>
              <strong className="num">
                <Private kind="amount">{xp(standing.xpNeeded)}</Private>
              </strong>{' '}
              XP to <strong>{nextName}</strong>
              {next && positive(next.upgradeReward) && <> · pays {usd(next.upgradeReward)} on arrival</>}
            </>
          )}
        </p>
        <div className="vip-hero__chips">
          {rate !== undefined && <span className="badge badge--accent">Rakeback {pct(rate)}</span>}
          {level?.rewardBalance === 'BONUS' && <span className="badge">Rewards paid as bonus money</span>}
          {user.canGetUpReward === 1 && (
            <a className="badge badge--amber" href="#vip-levelup">
              <Gift size={12} aria-hidden="true" /> <Private kind="amount">{usd(user.canGetUpRewardAmount)}</Private> level-up reward
              waiting
            </a>
          )}
        </div>
        {floor && (
          <p className="vip-hero__floor" data-testid="vip-floor">
            <ShieldCheck size={16} aria-hidden="true" /> Your level is held at <strong>{floor.name}</strong> by our VIP team
            {floor.reason ? `: ${floor.reason}` : ''}. It never falls below it.
          </p>
        )}
        <details className="vip-formula">
          <summary>How progress is counted</summary>
          <p>
            XP is every USD you wager, times the game’s weight. Progress = (XP − this level’s threshold) ÷ (next level’s threshold − this
            level’s threshold), from 0 to 100%.
          </p>
          {!standing.top && (
            <p className="num">
              (<Private kind="amount">{xp(user.progress)}</Private> − {xp(user.currentLevelValue)}) ÷ ({xp(user.nextProgress)} −{' '}
              {xp(user.currentLevelValue)}) = {standing.percent.toFixed(2)}%
            </p>
          )}
        </details>
      </div>
    </section>
  );
}
