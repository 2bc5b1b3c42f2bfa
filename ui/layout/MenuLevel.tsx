import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Crown } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { selectLevelPercent } from '../../src/app/store/selectors';
import { useStore } from '../../src/app/store';
import { cachedLadder, ensureLadder } from '../../src/app/vip/ladder';
import { standingOf, xp } from '../vip/vipFormat';
import { UnreadBadge, unreadWords } from './UnreadBadge';

/** The player's level as the header shows it: its name (from the stored ladder), percent and what is still needed. */
export function useMenuLevel(open: boolean) {
  const user = useStore(
    useShallow((s) => ({
      levelId: s.user?.levelId ?? 0,
      currentLevelValue: s.user?.currentLevelValue ?? '0',
      progress: s.user?.progress ?? '0',
      nextProgress: s.user?.nextProgress ?? '0',
    })),
  );
  const percent = useStore(selectLevelPercent);
  const [ladder, setLadder] = useState(cachedLadder);
  // The names come from the stored ladder; a player who never opened the VIP page gets it read once, when the menu opens.
  useEffect(() => {
    if (!open || ladder) return;
    let live = true;
    void ensureLadder().then((list) => live && list && setLadder(list));
    return () => {
      live = false;
    };
  }, [open, ladder]);
  const standing = standingOf(user);
  const levels = ladder?.levels ?? [];
  const name = levels.find((l) => l.levelId === user.levelId)?.name ?? `Level ${user.levelId}`;
  const next = levels.find((l) => l.levelId > user.levelId)?.name ?? 'the next level';
  return { name, next, standing, percent: standing.top ? 100 : percent };
}

/** A thin ring of the level progress around the avatar of the account button (a picture: the button's name says it). */
export function AvatarRing({ percent }: { percent: number }) {
  const r = 19;
  const c = 2 * Math.PI * r;
  return (
    <svg className="avatar-ring" width="42" height="42" viewBox="0 0 42 42" aria-hidden="true">
      <circle cx="21" cy="21" r={r} fill="none" strokeWidth="2.5" className="avatar-ring__track" />
      <circle
        cx="21"
        cy="21"
        r={r}
        fill="none"
        strokeWidth="2.5"
        className="avatar-ring__bar"
        strokeDasharray={c}
        strokeDashoffset={c * (1 - Math.min(100, Math.max(0, percent)) / 100)}
        strokeLinecap="round"
        transform="rotate(-90 21 21)"
      />
    </svg>
  );
}

/** The account menu's VIP entry: level, progress bar, the XP still needed, and the rewards waiting to be claimed. */
export function MenuLevel({ level, unread, onNavigate }: { level: ReturnType<typeof useMenuLevel>; unread: number; onNavigate(): void }) {
  const { name, next, standing, percent } = level;
  return (
    <Link role="menuitem" className="menu-level" to="/vip" onClick={onNavigate} data-testid="user-menu-level">
      <span className="menu-level__row">
        <Crown size={16} aria-hidden="true" />
        <span className="sr-only">VIP Club: </span>
        <strong>{name}</strong>
        <span className="num menu-level__pct">{standing.top ? 'Top level' : `${percent.toFixed(2)}%`}</span>
        <UnreadBadge count={unread} testId="vip-badge-menu" />
      </span>
      <span className="menu-level__bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </span>
      <small className="num">{standing.top ? 'The top of the VIP ladder' : `${xp(standing.xpNeeded)} XP to ${next}`}</small>
      {unread > 0 && <span className="sr-only">{unreadWords(unread, 'reward')}</span>}
    </Link>
  );
}
