import { BadgeDollarSign, Bell, CheckCheck, CloudRain, Trash2, Wallet } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import type { NotificationItem } from '../../src/core/feeds';
import { formatTime } from '../../src/core/time';
import { useStore } from '../../src/app/store';
import { clearAllNotifications, loadNotifications, readNotification } from '../../src/app/actions/notifications';
import { usePrivateText } from '../streamer/privateText';

const ICONS: Record<string, typeof Bell> = { tip: BadgeDollarSign, rain: CloudRain, deposit: Wallet, withdrawal: Wallet };

/** One notification: its title and body as the server wrote them, masked in streamer mode. */
function Row({ item }: { item: NotificationItem }) {
  const Icon = ICONS[item.kind] ?? Bell;
  const masked = usePrivateText();
  return (
    <li>
      <button
        type="button"
        className={`notify__item${item.read ? '' : ' is-unread'}`}
        data-testid="notify-item"
        data-read={item.read}
        onClick={() => {
          if (!item.read) void readNotification(item.id);
        }}
      >
        <span className={`notify__icon notify__icon--${item.kind}`} aria-hidden="true">
          <Icon size={18} />
        </span>
        <span className="notify__text">
          <strong>{masked(item.title)}</strong>
          {item.body && <span>{masked(item.body)}</span>}
          <time dateTime={new Date(item.time).toISOString()}>{formatTime(item.time, 'YYYY-MM-dd hh:mm:ss')}</time>
        </span>
        {!item.read && <span className="notify__dot" aria-label="unread" />}
      </button>
    </li>
  );
}

/** The menu's content: the list newest first, mark all read, clear all, and more pages on demand. */
export function NotificationList() {
  const { items, unread, total, page } = useStore(
    useShallow((s) => ({ items: s.notifications, unread: s.notifyUnread, total: s.notifyTotal, page: s.notifyPage })),
  );
  return (
    <div className="notify__content">
      <div className="notify__head">
        <strong>Notifications</strong>
        <div className="notify__actions">
          <button
            type="button"
            className="btn btn--ghost"
            data-testid="notify-read-all"
            disabled={unread === 0}
            onClick={() => void readNotification()}
          >
            <CheckCheck size={16} aria-hidden="true" /> Read all
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            data-testid="notify-clear"
            disabled={items.length === 0}
            onClick={() => void clearAllNotifications()}
          >
            <Trash2 size={16} aria-hidden="true" /> Clear
          </button>
        </div>
      </div>
      {items.length === 0 ? (
        <p className="notify__empty" data-testid="notify-empty">
          No notifications yet. Tips and rewards you receive show here.
        </p>
      ) : (
        <ul className="notify__list" data-testid="notify-list">
          {items.map((n) => (
            <Row key={n.id} item={n} />
          ))}
        </ul>
      )}
      {items.length < total && (
        <button type="button" className="btn btn--outline notify__more" onClick={() => void loadNotifications(page + 1)}>
          Show older
        </button>
      )}
    </div>
  );
}
