import { useCallback, useEffect, useId, useState } from 'react';
import { AtSign, Crown, EyeOff, HandCoins, RotateCw } from 'lucide-react';
import { CODE } from '../../src/core/api';
import type { ChatUser, UserBetCard } from '../../src/core/chat';
import { formatFiat } from '../../src/core/format';
import { formatFullDate } from '../../src/core/time';
import { userBet } from '../../src/app/api/social';
import { openTipDialog } from '../../src/app/actions/chatDialogs';
import type { MentionPick } from '../../src/app/chat/compose';
import { getState, useStore } from '../../src/app/store';
import { Modal } from '../dialogs/Modal';
import { Private, usePrivate } from '../streamer/Private';

/** Props of PlayerCard. */
export interface PlayerCardProps {
  user: ChatUser;
  /** Mention pressed: the composer adds @userName. The card closes itself after. */
  onMention(user: MentionPick): void;
  onClose(): void;
}

type Stats = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; card: UserBetCard };

const AVATAR_URL = /^(https:\/\/|\/)[^\s"'<>]*$/;

/**
 * A chat author's picture, or the first letter of the name on the site's gradient; in streamer mode the first letter
 * of the masked name, never the picture.
 */
export function ChatAvatar({ user, size = 'lg' }: { user: Pick<ChatUser, 'name' | 'avatar'>; size?: 'md' | 'lg' | 'xl' }) {
  const [broken, setBroken] = useState(false);
  const { on, mask } = usePrivate();
  const src = !broken && !on && AVATAR_URL.test(user.avatar) ? user.avatar : null;
  return (
    <span className={`avatar chat-avatar chat-avatar--${size}`} aria-hidden="true">
      {src ? <img src={src} alt="" onError={() => setBroken(true)} /> : mask('name', user.name).slice(0, 1).toUpperCase() || '?'}
    </span>
  );
}

function useStats(user: ChatUser): { stats: Stats; retry(): void } {
  // The answer of each attempt (a Retry is a new attempt): loading until the current attempt has answered.
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ attempt: number; stats: Stats } | null>(null);
  useEffect(() => {
    if (user.hidden) return;
    let live = true;
    void userBet({ userName: user.userName }).then((env) => {
      if (!live) return;
      const stats: Stats =
        env.code === CODE.OK && env.data
          ? { state: 'ready', card: env.data }
          : { state: 'error', message: env.msg || 'The stats could not be loaded' };
      setAnswer({ attempt, stats });
    });
    return () => {
      live = false;
    };
  }, [user.userName, user.hidden, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (user.hidden) return { stats: { state: 'ready', card: { hidden: true, name: user.name } }, retry };
  return { stats: answer && answer.attempt === attempt ? answer.stats : { state: 'loading' }, retry };
}

function StatsView({ stats, retry }: { stats: Stats; retry(): void }) {
  if (stats.state === 'loading') {
    return (
      <div className="player-card__stats is-loading" aria-busy="true" data-testid="player-card-loading">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="skeleton player-card__skeleton" />
        ))}
        <span className="sr-only">Loading stats…</span>
      </div>
    );
  }
  if (stats.state === 'error') {
    return (
      <div className="player-card__note" role="alert" data-testid="player-card-error">
        <span>{stats.message}</span>
        <button type="button" className="btn btn--ghost" onClick={retry}>
          <RotateCw size={16} aria-hidden="true" /> Retry
        </button>
      </div>
    );
  }
  const { card } = stats;
  if (card.hidden) {
    return (
      <div className="player-card__note" data-testid="player-card-private">
        <EyeOff size={18} aria-hidden="true" />
        <span>This player keeps their stats private.</span>
      </div>
    );
  }
  // The amount wagered is money: masked in streamer mode. Counts and the multiplier stay.
  const rows: [string, string, string, boolean][] = [
    ['Bets', card.bets.toLocaleString('en-US'), 'bets', false],
    ['Wins', card.wins.toLocaleString('en-US'), 'wins', false],
    ['Wagered', formatFiat(card.wageredUsd, '$'), 'wagered', true],
    ['Best win', card.biggestMultiplier === '0' ? '—' : `${card.biggestMultiplier}×`, 'best', false],
  ];
  return (
    <>
      <dl className="player-card__stats" data-testid="player-card-stats">
        {rows.map(([label, value, id, money]) => (
          <div key={id} className="player-card__stat">
            <dt>{label}</dt>
            <dd className="num" data-testid={`player-card-${id}`}>
              {money ? <Private kind="amount">{value}</Private> : value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="player-card__joined">Joined {formatFullDate(card.joinedAt)}</p>
    </>
  );
}

/**
 * A chat author's card: picture, name, VIP level and public stats (GET /v1/user/betRecord/userbet), or a clear note
 * when they are private. Tip opens the tip dialog (a guest gets the Login dialog; nobody tips themselves) and Mention
 * hands the player (shown name and handle) to the composer.
 */
export function PlayerCard({ user, onMention, onClose }: PlayerCardProps) {
  const titleId = useId();
  const { stats, retry } = useStats(user);
  const loggedIn = useStore((s) => s.loggedIn);
  const self = useStore((s) => !!s.user && s.user.userName.toLowerCase() === user.userName.toLowerCase());
  const tipTitle = user.hidden ? 'Private players cannot be tipped' : self ? 'You cannot tip yourself' : undefined;
  return (
    <Modal open onClose={onClose} labelledBy={titleId} testId="player-card" className="player-card">
      <div className="player-card__head">
        <ChatAvatar user={user} size="xl" />
        <div className="player-card__who">
          <h2 id={titleId} data-testid="player-card-name">
            <Private kind="name">{user.name}</Private>
          </h2>
          {!user.hidden && (
            <span className="player-card__handle">
              @<Private kind="name">{user.userName}</Private>
            </span>
          )}
          <span className="vip-badge" data-testid="player-card-vip" title={`VIP level ${user.vipLevel}`}>
            <Crown size={14} aria-hidden="true" /> VIP {user.vipLevel}
          </span>
        </div>
      </div>
      <StatsView stats={stats} retry={retry} />
      <div className="player-card__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg"
          data-testid="player-card-tip"
          disabled={user.hidden || self}
          title={tipTitle}
          onClick={() => {
            if (!loggedIn) {
              onClose();
              getState().openDialog('login');
              return;
            }
            openTipDialog({ toUserName: user.userName, toName: user.name });
          }}
        >
          <HandCoins size={18} aria-hidden="true" /> Tip
        </button>
        <button
          type="button"
          className="btn btn--outline btn--lg"
          data-testid="player-card-mention"
          disabled={user.hidden}
          onClick={() => {
            onMention({ name: user.name, userName: user.userName });
            onClose();
          }}
        >
          <AtSign size={18} aria-hidden="true" /> Mention
        </button>
      </div>
      {tipTitle && (
        <p className="player-card__hint" data-testid="player-card-tip-hint">
          {tipTitle}.
        </p>
      )}
    </Modal>
  );
}
