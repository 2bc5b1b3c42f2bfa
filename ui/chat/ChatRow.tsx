import { memo, useState } from 'react';
import { CloudRain, EyeOff, Gift, Info } from 'lucide-react';
import type { ChatEntry, ChatRain, ChatTip, ChatUser } from '../../src/core/chat/types';
import { isCoin } from '../../src/core/currency';
import { formatCoin } from '../../src/core/format';
import { formatDateTime } from '../../src/core/time';
import { openPlayerCard } from '../../src/app/actions/chatDialogs';
import { mentionsMe } from '../../src/app/chat/entries';
import { usePrivateText } from '../streamer/privateText';
import { Private, usePrivate, useStreamerMode } from '../streamer/Private';
import { CoinIcon } from '../wallet/CoinIcon';
import { SharedBetCard } from './SharedBetCard';
import { ChatText } from './ChatText';
import { mentionInComposer } from './mentionInComposer';

/** Recipients listed before the rest folds away behind "+N more". */
const RAIN_NAMES_SHOWN = 8;

/** hh:mm of a time in the player's zone. */
export function clock(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** An avatar image only from this site or https; anything else shows the initial. */
const safeAvatar = (url: string) => (/^(https:\/\/|\/(?!\/))/i.test(url) ? url : '');

/** The author's avatar: the picture, the initial, or a neutral mask for a hidden (private) player and in streamer mode. */
export function ChatAvatar({ user }: { user: ChatUser | null }) {
  const streamer = useStreamerMode();
  if (!user || user.hidden || streamer) {
    return (
      <span className="chat-avatar is-hidden" aria-hidden="true">
        <EyeOff size={14} />
      </span>
    );
  }
  const src = safeAvatar(user.avatar);
  return (
    <span className="chat-avatar" aria-hidden="true">
      {src ? <img src={src} alt="" width={32} height={32} loading="lazy" decoding="async" /> : user.name.charAt(0).toUpperCase()}
    </span>
  );
}

/** The author's avatar and name: a button to the player card, or plain for a hidden player. */
function Author({ user, time }: { user: ChatUser; time: number }) {
  const name = (
    <>
      <span className="chat-row__name">
        <Private kind="name">{user.name}</Private>
      </span>
      {user.vipLevel > 0 && !user.hidden && (
        <span className="chat-vip" title={`VIP level ${user.vipLevel}`}>
          VIP {user.vipLevel}
        </span>
      )}
    </>
  );
  return (
    <div className="chat-row__head">
      {user.hidden ? (
        <span className="chat-row__author is-hidden">{name}</span>
      ) : (
        <button
          type="button"
          className="chat-row__author"
          data-testid="chat-author"
          onClick={() => openPlayerCard(user, mentionInComposer)}
        >
          {name}
        </button>
      )}
      <time className="chat-row__time" dateTime={new Date(time).toISOString()} title={formatDateTime(time)}>
        {clock(time)}
      </time>
    </div>
  );
}

function Amount({ coin, amount }: { coin: string; amount: string }) {
  return (
    <span className="chat-amount num">
      {isCoin(coin) && <CoinIcon coin={coin} size={14} />}
      <Private kind="amount">{formatCoin(amount)}</Private> {coin}
    </span>
  );
}

function TipLine({ tip }: { tip: ChatTip }) {
  return (
    <p className="chat-event__text">
      <strong>
        <Private kind="name">{tip.fromName}</Private>
      </strong>{' '}
      tipped{' '}
      <strong>
        <Private kind="name">{tip.toName}</Private>
      </strong>{' '}
      <Amount coin={tip.coin} amount={tip.amount} />
    </p>
  );
}

function RainLine({ rain, from }: { rain: ChatRain; from: string }) {
  const [open, setOpen] = useState(false);
  const { mask } = usePrivate();
  const long = rain.recipients.length > RAIN_NAMES_SHOWN;
  const names = open || !long ? rain.recipients : rain.recipients.slice(0, RAIN_NAMES_SHOWN);
  return (
    <div className="chat-event__text">
      <p>
        <strong>
          <Private kind="name">{from}</Private>
        </strong>{' '}
        made it rain <Amount coin={rain.coin} amount={rain.amount} />
      </p>
      <p className="chat-rain__share">
        {rain.recipients.length} {rain.recipients.length === 1 ? 'player' : 'players'} got <Amount coin={rain.coin} amount={rain.share} />{' '}
        each
      </p>
      <p className="chat-rain__names" data-testid="chat-rain-names">
        {names.map((n) => mask('name', n)).join(', ')}
        {long && (
          <button type="button" className="chat-rain__more" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Show less' : `+${rain.recipients.length - RAIN_NAMES_SHOWN} more`}
          </button>
        )}
      </p>
    </div>
  );
}

/** A line the site wrote, its names and amounts masked in streamer mode. */
function SystemText({ text }: { text: string }) {
  const masked = usePrivateText();
  return <p className="chat-event__text">{masked(text)}</p>;
}

/** One chat entry: a player's message or shared bet with its author, or a tip, rain or site line. */
export const ChatRow = memo(function ChatRow({ entry, me }: { entry: ChatEntry; me: string | null }) {
  const base = { 'data-testid': 'chat-row', 'data-id': entry.id, 'data-kind': entry.kind };
  if (entry.kind === 'system' || !entry.user) {
    return (
      <li className="chat-row chat-row--system" {...base}>
        <Info size={14} aria-hidden="true" />
        <SystemText text={entry.text} />
      </li>
    );
  }
  if (entry.kind === 'tip' && entry.tip) {
    return (
      <li className="chat-row chat-row--event is-tip" {...base}>
        <span className="chat-event__icon" aria-hidden="true">
          <Gift size={15} />
        </span>
        <TipLine tip={entry.tip} />
      </li>
    );
  }
  if (entry.kind === 'rain' && entry.rain) {
    return (
      <li className="chat-row chat-row--event is-rain" {...base}>
        <span className="chat-event__icon" aria-hidden="true">
          <CloudRain size={15} />
        </span>
        <RainLine rain={entry.rain} from={entry.user.name} />
      </li>
    );
  }
  const mentioned = mentionsMe(entry, me);
  return (
    <li className={`chat-row${mentioned ? ' is-mentioned' : ''}`} {...base} data-mentioned={mentioned ? 'true' : undefined}>
      {entry.user.hidden ? (
        <ChatAvatar user={entry.user} />
      ) : (
        <button
          type="button"
          className="chat-row__avatar-btn"
          tabIndex={-1}
          aria-hidden="true"
          onClick={() => openPlayerCard(entry.user!, mentionInComposer)}
        >
          <ChatAvatar user={entry.user} />
        </button>
      )}
      <div className="chat-row__body">
        <Author user={entry.user} time={entry.createdAt} />
        {entry.kind === 'share' && entry.share ? (
          <SharedBetCard share={entry.share} />
        ) : (
          <p className="chat-row__text">
            <ChatText text={entry.text} me={me} />
          </p>
        )}
      </div>
    </li>
  );
});
