import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Gift } from 'lucide-react';
import { CODE } from '../../src/core/api';
import type { PromotionCard } from '../../src/core/promotions/types';
import * as activityApi from '../../src/app/api/activity';
import { useStore } from '../../src/app/store';
import { markPopupShown, popupCards, popupShownToday } from '../../src/app/promotions/popup';
import { Modal } from '../dialogs/Modal';
import { StatusChip } from './chips';
import './promoHome.css';

/** How long after the lobby's feeds mount the pop-up may show: the page settles first. */
export const POPUP_DELAY_MS = 1500;

/**
 * The activity pop-up of the home page (selectAllActivity?type=popup&size=3): at most once a day on a device (local
 * storage), a moment after the page has loaded and the session check answered, with the offers the player has not
 * joined, claimed or declined (none: no pop-up); never in an automated browser. Dismissed by its close button, Escape
 * or a press outside.
 */
export function ActivityPopup() {
  const checked = useStore((s) => s.sessionChecked);
  const [cards, setCards] = useState<PromotionCard[] | null>(null);
  const titleId = useId();
  useEffect(() => {
    // Automated browsers (crawlers, test rigs) get no marketing pop-up: it would sit over the page they drive.
    if (!checked || navigator.webdriver || popupShownToday()) return;
    let live = true;
    const timer = setTimeout(() => {
      void activityApi.selectAllActivity({ type: 'popup', size: 3 }).then((env) => {
        if (!live || env.code !== CODE.OK || !env.data || popupShownToday()) return;
        const list = popupCards(env.data.list);
        if (list.length === 0) return;
        markPopupShown();
        setCards(list);
      });
    }, POPUP_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [checked]);
  if (!cards) return null;
  const close = () => setCards(null);
  const [lead, ...more] = cards;
  return (
    <Modal open onClose={close} labelledBy={titleId} testId="activity-popup" className="activity-popup">
      <img className="activity-popup__art" src={lead!.image} alt="" width={1200} height={400} />
      <div className="activity-popup__body">
        <span className="eyebrow">
          <Gift size={14} aria-hidden="true" /> Promotion
        </span>
        <h2 id={titleId}>{lead!.title}</h2>
        <StatusChip card={lead!} />
        <p>{lead!.summary}</p>
        <Link
          to={`/promotions/details/${lead!.id}`}
          className="btn btn--primary btn--lg btn--block"
          data-autofocus
          onClick={close}
          data-testid="activity-popup-go"
        >
          See the offer <ArrowRight size={18} aria-hidden="true" />
        </Link>
        {more.length > 0 && (
          <ul className="activity-popup__more">
            {more.map((c) => (
              <li key={c.id}>
                <Link to={`/promotions/details/${c.id}`} onClick={close}>
                  <img src={c.image} alt="" loading="lazy" />
                  <span>{c.title}</span>
                  <ArrowRight size={14} aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="btn btn--ghost btn--block" onClick={close} data-testid="activity-popup-dismiss">
          Not now
        </button>
      </div>
    </Modal>
  );
}
