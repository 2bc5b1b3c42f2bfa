import { Link } from 'react-router';
import { ChevronDown, Crown, History, LogOut, ShieldCheck, User } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { useStore } from '../../src/app/store';
import { logout } from '../../src/app/actions/session';
import { usePopover } from '../common/usePopover';
import { SoundToggle } from '../common/SoundToggle';
import { Avatar } from '../common/Avatar';

/** Avatar button with the account menu. */
export function UserMenu() {
  const { userName, email, imgUrl } = useStore(
    useShallow((s) => ({ userName: s.user?.userName ?? '', email: s.user?.email ?? '', imgUrl: s.user?.imgUrl })),
  );
  const { open, setOpen, ref } = usePopover();
  const close = () => setOpen(false);
  return (
    <div className="user-menu" ref={ref}>
      <button
        type="button"
        className="user-menu__btn"
        data-testid="user-menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`Account menu for ${userName}`}
        onClick={() => setOpen(!open)}
      >
        <Avatar url={imgUrl} name={userName} />
        <span className="user-menu__name">{userName}</span>
        <ChevronDown size={16} className="user-menu__chevron" aria-hidden="true" />
      </button>
      {open && (
        <div className="popover user-menu__panel" role="menu">
          <div className="user-menu__head">
            <Avatar url={imgUrl} name={userName} className="avatar avatar--lg" />
            <div>
              <strong data-testid="user-menu-name">{userName}</strong>
              <small>{email}</small>
            </div>
          </div>
          <Link role="menuitem" className="menu-item" to="/profile/Account" onClick={close}>
            <User size={18} /> Profile
          </Link>
          <Link role="menuitem" className="menu-item" to="/vip" onClick={close}>
            <Crown size={18} /> VIP Club
          </Link>
          <Link role="menuitem" className="menu-item" to="/profile/Transactions" onClick={close}>
            <History size={18} /> Transactions
          </Link>
          <Link role="menuitem" className="menu-item" to="/fairness" onClick={close}>
            <ShieldCheck size={18} /> Provably Fair
          </Link>
          <SoundToggle />
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
