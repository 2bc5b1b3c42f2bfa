import type { ComponentType } from 'react';
import { createBrowserRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { getLeftIsClose, syncLocaleCookie } from './storage/cookies';
import { loadChunk } from './boot/chunkReload';
import { isExitIframePath, ROUTES, type PageKey, type RouteEntry } from './routing/routes';
import { startServices } from './boot/services';
import { startupFailure } from './boot/startup';
import { getLanguage } from './storage/storage';
import { getState } from './store';
import { AppLayout } from '../../ui/layout/AppLayout';
import { FatalErrorPage } from '../../ui/pages/FatalErrorPage';
import { Splash } from '../../ui/layout/Splash';

/** Lazily loaded page modules, one per page kind. */
const PAGE_MODULES: Record<PageKey, () => Promise<{ default: ComponentType }>> = {
  home: () => import('../../ui/pages/HomePage'),
  comingSoon: () => import('../../ui/pages/ComingSoonPage'),
  game: () => import('../../ui/pages/GamePage'),
  fairness: () => import('../../ui/pages/FairnessPage'),
  winTable: () => import('../../ui/home/WinTablePage'),
  casino: () => import('../../ui/pages/CasinoGamePage'),
  sportsbook: () => import('../../ui/pages/SportsbookPage'),
  login: () => import('../../ui/pages/LoginPage'),
  register: () => import('../../ui/pages/RegisterPage'),
  maintenance: () => import('../../ui/pages/MaintenancePage'),
  devMailbox: () => import('../../ui/pages/DevMailboxPage'),
  twoFa: () => import('../../ui/pages/TwoFaPage'),
  bindAccount: () => import('../../ui/pages/BindAccountPage'),
  profile: () => import('../../ui/pages/ProfilePage'),
  notFound: () => import('../../ui/pages/NotFoundPage'),
};

/**
 * Pages that render from the store alone. Their routes do not wait for the services (http, socket, session), which
 * start after the first paint; every other page talks to the server, so its route waits for them to be wired.
 */
export const STORE_ONLY_PAGES: ReadonlySet<PageKey> = new Set<PageKey>(['home', 'comingSoon', 'maintenance', 'notFound']);

/** Route handle: the table row the route came from. */
export interface RouteHandle {
  entry: RouteEntry;
}

/** A route that fails validation is a fatal 404 with this text plus the full path. */
export const FATAL_NOT_FOUND = 'Page Not Found';

/**
 * The global route middleware, run on every navigation: the left-is-close cookie into the store, the
 * locale cookie kept in step with the language, a startup failure to the error page, redirects (exit_iframe, redirect
 * rows) and route validation (fatal 404).
 */
export function routeLoader(entry: RouteEntry, services?: () => Promise<void>) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    getState().setLeftIsClose(getLeftIsClose());
    syncLocaleCookie(getLanguage());
    if (services && !STORE_ONLY_PAGES.has(entry.page)) await services();
    const failure = startupFailure();
    if (failure) throw failure.error;
    if (entry.redirectTo) throw redirect(entry.redirectTo);
    if (isExitIframePath(new URL(request.url).pathname)) throw redirect('/');
    if (entry.validate && !entry.validate(params)) throw data(FATAL_NOT_FOUND, { status: 404, statusText: FATAL_NOT_FOUND });
    return null;
  };
}

/**
 * The route objects built from the route table: one layout route whose error boundary is the fatal error page.
 * `services` starts the app services; pages that talk to the server wait for it (tests leave it out).
 */
export function createRoutes(services?: () => Promise<void>): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppLayout,
      ErrorBoundary: FatalErrorPage,
      HydrateFallback: Splash,
      // The layout (and with it the sportsbook page) stays mounted across navigations; nothing is keyed on the URL.
      children: ROUTES.map((entry) => ({
        id: entry.id,
        path: entry.path,
        handle: { entry } satisfies RouteHandle,
        loader: routeLoader(entry, services),
        // A chunk that fails to load (a deploy removed it) reloads the page, at most once per 10 s per path.
        lazy: async () => ({ Component: (await loadChunk(PAGE_MODULES[entry.page])).default }),
      })),
    },
  ];
}

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(createRoutes(startServices));
}
