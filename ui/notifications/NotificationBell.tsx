import { useEffect } from 'react';
import { Bell } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import { useStore } from '../../src/app/store';
import { loadNotifications } from '../../src/app/actions/notifications';
import { usePopover } from '../common/usePopover';
import { NotificationList } from './NotificationList';
import './notifications.css';

/** The header's bell: the unread badge and the notification menu (getNotify, updRead, cleanAll; socket 200 adds live). */
export function NotificationBell() {
  const { unread, newsNotify } = useStore(useShallow((s) => ({ unread: s.notifyUnread, newsNotify: s.newsNotify })));
  const { open, setOpen, ref } = usePopover();
  // Read at login (the login raises newsNotify) and on a bare 200; pushed notifications arrive with their content.
  useEffect(() => {
    void loadNotifications(1);
  }, [newsNotify]);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <div className="notify" ref={ref}>
      <button
        type="button"
        className="notify__btn"
        data-testid="notify-bell"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={label}
        onClick={() => setOpen(!open)}
      >
        <Bell size={20} aria-hidden="true" />
        {unread > 0 && (
          <span className="notify__badge" data-testid="notify-badge" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <div className="popover notify__panel" role="dialog" aria-label="Notifications">
          <NotificationList />
        </div>
      )}
    </div>
  );
}
