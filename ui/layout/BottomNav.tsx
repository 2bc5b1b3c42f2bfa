import { NavLink } from 'react-router';
import { Gift, House, Menu, Search, Volleyball } from 'lucide-react';
import { useStore } from '../../src/app/store';
import { useSlipCount } from '../../src/app/sportsbook/slipCount';
import { ChatToggle } from '../chat/ChatToggle';
import { UnreadBadge, unreadWords } from './UnreadBadge';

/** Phone navigation bar (under 768 px). */
export function BottomNav() {
  const menuOpen = useStore((s) => s.menuOpen);
  const setMenuOpen = useStore((s) => s.setMenuOpen);
  const vipUnread = useStore((s) => s.vipUnread);
  const bonusUnread = useStore((s) => s.bonusUnread);
  const slip = useSlipCount();
  const items = [
    { to: '/', label: 'Lobby', icon: House },
    { to: '/searchGame', label: 'Search', icon: Search },
    { to: '/sportsbook', label: 'Sports', icon: Volleyball },
    { to: '/promotions', label: 'Promos', icon: Gift },
  ];
  return (
    <nav className="bottom-nav" aria-label="Quick navigation">
      {/* The VIP Club sits in the drawer this opens: its rewards waiting to be claimed show here. */}
      <button
        className={`bottom-nav__item${menuOpen ? ' active' : ''}`}
        onClick={() => setMenuOpen(!menuOpen)}
        aria-expanded={menuOpen}
        aria-label={vipUnread > 0 ? `Menu${unreadWords(vipUnread, 'VIP reward')}` : undefined}
      >
        <span className="bottom-nav__icon">
          <Menu size={22} aria-hidden="true" />
          <UnreadBadge count={vipUnread} testId="vip-badge-bottom" />
        </span>
        <span>Menu</span>
      </button>
      {items.map((item) => {
        // Promotions shows the bonus area's count: a deposit match to claim, a promotion reward to collect. Sports shows
        // the sportsbook's bet slip count while its page is open.
        const unread = item.to === '/promotions' ? bonusUnread : 0;
        const label =
          unread > 0
            ? `${item.label}${unreadWords(unread, 'bonus reward')}`
            : item.to === '/sportsbook' && slip > 0
              ? `${item.label}, ${slip} ${slip === 1 ? 'selection' : 'selections'} in the bet slip`
              : undefined;
        return (
          <NavLink key={item.to} to={item.to} end={item.to === '/'} className="bottom-nav__item" aria-label={label}>
            <span className="bottom-nav__icon">
              <item.icon size={22} aria-hidden="true" />
              {item.to === '/promotions' && <UnreadBadge count={unread} testId="bonus-badge-bottom" />}
              {item.to === '/sportsbook' && <UnreadBadge count={slip} testId="slip-badge-bottom" />}
            </span>
            <span>{item.label}</span>
          </NavLink>
        );
      })}
      <ChatToggle variant="bar" />
    </nav>
  );
}
