import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useRoutePending } from '../../src/app/routing/pending';
import { usePageMeta, useScrollOnNavigate } from '../../src/app/routing/usePageMeta';
import { useQueryParams } from '../../src/app/routing/useQueryParams';
import { getState, useStore } from '../../src/app/store';
import { ChatHost } from '../chat/ChatHost';
import { DialogHost } from '../dialogs/DialogHost';
import { Toaster } from '../toasts/Toaster';
import { LoadingOverlay } from '../common/LoadingOverlay';
import { useMediaQuery } from '../common/useMediaQuery';
import { BottomNav } from './BottomNav';
import { LazyFooter } from './LazyFooter';
import { LazyCelebration } from './LazyCelebration';
import { AccountNotices, Header } from './Header';
import { Sidebar } from './Sidebar';
import { TopProgress } from './TopProgress';

/** A phone held sideways: a short landscape screen (the same query as the CSS of layout.css and games.css). */
export const LANDSCAPE_PHONE = '(orientation: landscape) and (max-height: 500px)';

/**
 * The shell around every page: sidebar, header, content, footer, phone bottom bar, global dialogs and toasts.
 * Nothing here is keyed on the URL, so a page (the sportsbook in particular) is not re-created when its params change.
 */
export function AppLayout() {
  usePageMeta();
  useScrollOnNavigate();
  useQueryParams();
  const pending = useRoutePending();
  const { pathname } = useLocation();
  // Tablets and phones held sideways always get the icon rail; on desktop it follows the player's left-is-close choice.
  const sideways = useMediaQuery(LANDSCAPE_PHONE);
  const rail = useStore((s) => s.device === 'tablet' || s.leftIsClose) || sideways;
  const chat = useStore((s) => s.chatOpen);
  useEffect(() => {
    getState().setMenuOpen(false);
  }, [pathname]);
  return (
    <div className={`shell${rail ? ' is-rail' : ''}${chat ? ' is-chat' : ''}`} data-testid="shell">
      <TopProgress active={pending} />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Sidebar />
      <div className="shell__main">
        <Header />
        <main className="shell__content" id="main">
          <AccountNotices />
          <Outlet />
        </main>
        <LazyFooter />
      </div>
      <ChatHost />
      <BottomNav />
      <DialogHost />
      <LoadingOverlay />
      <Toaster />
      <LazyCelebration />
    </div>
  );
}
