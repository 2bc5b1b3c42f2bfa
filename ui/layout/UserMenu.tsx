import { Link } from 'react-router';
import { ChevronDown, Gift, HeartHandshake, History, LogOut, ShieldCheck, User, Users } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { useStore } from '../../src/app/store';
import { logout } from '../../src/app/actions/session';
import { usePopover } from '../common/usePopover';
import { SoundToggle } from '../common/SoundToggle';
import { StreamerToggle } from '../streamer/StreamerToggle';
import { Private, usePrivate } from '../streamer/Private';
import { Avatar } from '../common/Avatar';
import { AvatarRing, MenuLevel, useMenuLevel } from './MenuLevel';
import { UnreadBadge, unreadWords } from './UnreadBadge';

/** Avatar button with the account menu. */
export function UserMenu() {
  const { userName, email, imgUrl } = useStore(
    useShallow((s) => ({ userName: s.user?.userName ?? '', email: s.user?.email ?? '', imgUrl: s.user?.imgUrl })),
  );
  const vipUnread = useStore((s) => s.vipUnread);
  const bonusUnread = useStore((s) => s.bonusUnread);
  const { open, setOpen, ref } = usePopover();
  const level = useMenuLevel(open);
  const { mask } = usePrivate();
  // The initial drawn for a player without a picture comes from the name as shown.
  const shownName = mask('name', userName);
  const close = () => setOpen(false);
  return (
    <div className="user-menu" ref={ref}>
      <button
        type="button"
        className="user-menu__btn"
        data-testid="user-menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`Account menu for ${shownName}, ${level.name}${level.standing.top ? '' : ` ${level.percent.toFixed(2)}%`}${unreadWords(vipUnread, 'VIP reward')}`}
        onClick={() => setOpen(!open)}
      >
        <span className="user-menu__avatar">
          <Avatar url={imgUrl} name={shownName} />
          <AvatarRing percent={level.percent} />
          {vipUnread > 0 && <span className="user-menu__dot" data-testid="vip-badge-avatar" aria-hidden="true" />}
        </span>
        <span className="user-menu__name">
          <Private kind="name">{userName}</Private>
        </span>
        <ChevronDown size={16} className="user-menu__chevron" aria-hidden="true" />
      </button>
      {open && (
        <div className="popover user-menu__panel" role="menu">
          <div className="user-menu__head">
            <Avatar url={imgUrl} name={shownName} className="avatar avatar--lg" />
            <div>
              <strong data-testid="user-menu-name">
                <Private kind="name">{userName}</Private>
              </strong>
              <small>
                <Private kind="email">{email}</Private>
              </small>
            </div>
          </div>
          <MenuLevel level={level} unread={vipUnread} onNavigate={close} />
          <Link role="menuitem" className="menu-item" to="/profile/Account" onClick={close}>
            <User size={18} /> Profile
          </Link>
          <Link
            role="menuitem"
            className="menu-item"
            to="/promotions/details/bonus"
            onClick={close}
            aria-label={bonusUnread > 0 ? `My bonuses${unreadWords(bonusUnread, 'bonus reward')}` : undefined}
          >
            <Gift size={18} /> My bonuses
            <UnreadBadge count={bonusUnread} testId="bonus-badge-menu" />
          </Link>
          <Link role="menuitem" className="menu-item" to="/promotions/details/referral" onClick={close} data-testid="menu-referral">
            <Users size={18} /> Refer friends
          </Link>
          <Link role="menuitem" className="menu-item" to="/profile/Transactions" onClick={close}>
            <History size={18} /> Transactions
          </Link>
          <Link role="menuitem" className="menu-item" to="/fairness" onClick={close}>
            <ShieldCheck size={18} /> Provably Fair
          </Link>
          <Link role="menuitem" className="menu-item" to="/profile/Responsible" onClick={close} data-testid="menu-responsible">
            <HeartHandshake size={18} /> Responsible gambling
          </Link>
          <SoundToggle />
          <StreamerToggle />
          <button
            role="menuitem"
            type="button"
            className="menu-item menu-item--danger"
            data-testid="logout"
            onClick={() => {
              close();
              void logout();
            }}
          >
            <LogOut size={18} /> Log out
          </button>
        </div>
      )}
    </div>
  );
}
