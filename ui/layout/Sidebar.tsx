import { NavLink } from 'react-router';
import { ChevronsLeft, Dices, Volleyball, X } from 'lucide-react';
import { setLeftIsClose } from '../../src/app/actions/shell';
import { useStore } from '../../src/app/store';
import { NAV, type NavItem } from './nav';
import { Logo } from './Logo';
import { UnreadBadge, unreadWords } from './UnreadBadge';

/** Desktop sidebar; on phones the same navigation opens as a drawer from the bottom bar's Menu button. */
export function Sidebar() {
  const menuOpen = useStore((s) => s.menuOpen);
  const setMenuOpen = useStore((s) => s.setMenuOpen);
  const online = useStore((s) => s.online);
  const leftIsClose = useStore((s) => s.leftIsClose);
  const vipUnread = useStore((s) => s.vipUnread);
  const bonusUnread = useStore((s) => s.bonusUnread);
  const badgeOf = (badge: NavItem['badge']) => (badge === 'vip' ? vipUnread : badge === 'bonus' ? bonusUnread : 0);
  return (
    <>
      <div className={`drawer-backdrop${menuOpen ? ' is-open' : ''}`} onClick={() => setMenuOpen(false)} aria-hidden="true" />
      <div className="sidebar-col">
        <aside className={`sidebar${menuOpen ? ' is-open' : ''}`} aria-label="Sidebar">
          <div className="sidebar__top">
            <div className="sidebar__drawer-head">
              <Logo />
              <button className="btn btn--ghost btn--icon" onClick={() => setMenuOpen(false)} aria-label="Close menu">
                <X size={20} />
              </button>
            </div>
            <div className="sidebar__switch" role="group" aria-label="Section">
              <NavLink to="/" end className="sidebar__switch-btn">
                <Dices size={16} />
                <span>Casino</span>
              </NavLink>
              <NavLink to="/sportsbook" className="sidebar__switch-btn">
                <Volleyball size={16} />
                <span>Sports</span>
              </NavLink>
            </div>
          </div>
          <nav className="sidebar__nav" aria-label="Main navigation">
            {NAV.map((group, i) => (
              <div className="nav-group" key={group.title ?? i}>
                {group.title && <div className="nav-group__title">{group.title}</div>}
                <ul>
                  {group.items.map((item) => {
                    const unread = badgeOf(item.badge);
                    return (
                      <li key={item.to}>
                        <NavLink
                          to={item.to}
                          end={item.to === '/' || item.end}
                          className="nav-link"
                          title={item.label}
                          aria-label={
                            unread > 0
                              ? `${item.label}${unreadWords(unread, item.badge === 'bonus' ? 'bonus reward' : 'reward')}`
                              : undefined
                          }
                          onClick={() => setMenuOpen(false)}
                        >
                          <item.icon size={18} aria-hidden="true" />
                          <span className="nav-link__label">{item.label}</span>
                          {item.tag && <span className="nav-link__tag">{item.tag}</span>}
                          {item.badge && <UnreadBadge count={unread} testId={`${item.badge}-badge-sidebar`} />}
                        </NavLink>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </nav>
          <div className="sidebar__foot">
            <button
              type="button"
              className="btn btn--ghost btn--icon sidebar__collapse"
              onClick={() => setLeftIsClose(!leftIsClose)}
              aria-label={leftIsClose ? 'Expand sidebar' : 'Collapse sidebar'}
              aria-pressed={leftIsClose}
              data-testid="sidebar-collapse"
            >
              <ChevronsLeft size={18} aria-hidden="true" />
            </button>
            <span className={`live-dot${online === null ? ' is-off' : ''}`} aria-hidden="true" />
            <span className="sidebar__online">
              {online === null ? (
                'Connecting…'
              ) : (
                <>
                  <span className="num">{online.toLocaleString('en-US')}</span> online
                </>
              )}
            </span>
          </div>
        </aside>
      </div>
    </>
  );
}
