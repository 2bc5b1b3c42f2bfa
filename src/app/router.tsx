import {
  Component,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  Navigate,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useParams,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router';
import { getLeftIsClose, syncLocaleCookie } from './storage/cookies';
import { pageLoader, type PageModule } from './routing/pages';
import { isExitIframePath, ROUTES, RouteNotFound, type PageKey, type RouteEntry } from './routing/routes';
import type { AppHistory } from './routing/history';
import { HistoryContext } from './routing/pending';
import { onStartupFailure, startupFailure } from './boot/startup';
import { getLanguage } from './storage/storage';
import { getState } from './store';
import { AppLayout } from '../../ui/layout/AppLayout';
import { FatalErrorPage } from '../../ui/pages/FatalErrorPage';
import { Splash } from '../../ui/layout/Splash';

/** Lazily loaded page modules, one per page kind. */
const PAGE_MODULES: Record<PageKey, () => Promise<PageModule>> = {
  home: () => import('../../ui/pages/HomePage'),
  comingSoon: () => import('../../ui/pages/ComingSoonPage'),
  game: () => import('../../ui/pages/GamePage'),
  fairness: () => import('../../ui/pages/FairnessPage'),
  winTable: () => import('../../ui/home/WinTablePage'),
  casino: () => import('../../ui/pages/CasinoGamePage'),
  casinoInfo: () => import('../../ui/pages/CasinoGameInfoPage'),
  gameList: () => import('../../ui/pages/GameListPage'),
  search: () => import('../../ui/pages/SearchGamePage'),
  searchCategory: () => import('../../ui/pages/SearchCategoryPage'),
  seoCasino: () => import('../../ui/pages/SeoCasinoPage'),
  favorites: () => import('../../ui/pages/FavoritesPage'),
  sportsbook: () => import('../../ui/pages/SportsbookPage'),
  login: () => import('../../ui/pages/LoginPage'),
  register: () => import('../../ui/pages/RegisterPage'),
  maintenance: () => import('../../ui/pages/MaintenancePage'),
  devMailbox: () => import('../../ui/pages/DevMailboxPage'),
  twoFa: () => import('../../ui/pages/TwoFaPage'),
  bindAccount: () => import('../../ui/pages/BindAccountPage'),
  profile: () => import('../../ui/pages/ProfilePage'),
  vip: () => import('../../ui/pages/VipPage'),
  promotions: () => import('../../ui/pages/PromotionsPage'),
  promotionDetail: () => import('../../ui/pages/PromotionDetailPage'),
  promotionFaq: () => import('../../ui/pages/PromotionFaqPage'),
  myBonuses: () => import('../../ui/pages/MyBonusesPage'),
  referral: () => import('../../ui/pages/ReferralPage'),
  notFound: () => import('../../ui/pages/NotFoundPage'),
};

const pages = pageLoader(PAGE_MODULES);

/** Route handle: the table row the route came from. */
export interface RouteHandle {
  entry: RouteEntry;
}

// The first page on screen (or the error page): the services that wait for the first paint start after it.
let firstShown: () => void = () => {};
const firstRoute = new Promise<void>((resolve) => (firstShown = resolve));
/** Resolves once the first route is on screen: its page, or the error page. */
export function whenFirstRouteShown(): Promise<void> {
  return firstRoute;
}

/**
 * One route's page, behind the global route middleware, run on every navigation: the left-is-close cookie into the
 * store, the locale cookie kept in step with the language, a startup failure to the error page, redirects
 * (exit_iframe, redirect rows) and route validation (fatal 404); then the page, which loads its module and, if it
 * talks to the server, waits for the services. While the next page loads, the one before stays on screen
 * (navigations render as transitions).
 */
function RoutePage({ entry, Page }: { entry: RouteEntry; Page: ComponentType }) {
  const params = useParams();
  const location = useLocation();
  const failure = useSyncExternalStore(onStartupFailure, startupFailure);
  useLayoutEffect(() => {
    getState().setLeftIsClose(getLeftIsClose());
    syncLocaleCookie(getLanguage());
  }, [location.key]);
  useEffect(() => firstShown(), []);
  if (failure) throw failure.error;
  if (entry.redirectTo) return <Navigate to={entry.redirectTo} replace />;
  if (isExitIframePath(location.pathname)) return <Navigate to="/" replace />;
  if (entry.validate && !entry.validate(params)) throw new RouteNotFound();
  return <Page />;
}

/**
 * The route objects built from the route table: one layout route (the shell, kept mounted across navigations: nothing
 * is keyed on the URL, so the sportsbook page is not re-created when its slug changes) with a child per row.
 * `services` starts the app services; pages that talk to the server wait for it (tests leave it out).
 */
export function createRoutes(services?: () => Promise<void>): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppLayout />,
      children: ROUTES.map((entry) => ({
        id: entry.id,
        path: entry.path,
        handle: { entry } satisfies RouteHandle,
        element: <RoutePage key={entry.id} entry={entry} Page={pages.component(entry.page, services)} />,
      })),
    },
  ];
}

/** What the error boundary caught, and the location it was caught at (set on the render that shows it). */
type Caught = { thrown: unknown; at: string | null } | null;

/**
 * The error page as the boundary around everything: a route that fails validation, a startup failure or a page that
 * throws shows it instead of the shell, until the next navigation.
 */
class FatalBoundary extends Component<{ location: Location; children: ReactNode }, { caught: Caught }> {
  override state: { caught: Caught } = { caught: null };
  static getDerivedStateFromError(thrown: unknown): { caught: Caught } {
    return { caught: { thrown, at: null } };
  }
  static getDerivedStateFromProps(props: { location: Location }, state: { caught: Caught }): { caught: Caught } | null {
    if (!state.caught) return null;
    if (state.caught.at === null) return { caught: { ...state.caught, at: props.location.key } };
    return state.caught.at === props.location.key ? null : { caught: null };
  }
  override componentDidCatch(): void {
    firstShown();
  }
  override render() {
    return this.state.caught ? <FatalErrorPage error={this.state.caught.thrown} /> : this.props.children;
  }
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const element = useRoutes(routes);
  return (
    <FatalBoundary location={location}>
      <Suspense fallback={<Splash />}>{element}</Suspense>
    </FatalBoundary>
  );
}

/** The app's router on `history` (the address bar's in the app; an in-memory one in tests). */
export function AppRouter({ history, services }: { history: AppHistory; services?: () => Promise<void> }) {
  const routes = useMemo(() => createRoutes(services), [services]);
  // The splash shows until the first page is loaded (its module and, if it talks to the server, the services); the
  // page then appears whole. A load that fails still lets the routes render: the page's own load then shows the error.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    void pages.preload(history.location.pathname, services).then(done, done);
    return () => {
      live = false;
    };
  }, [history, services]);
  return (
    <HistoryContext value={history}>
      <HistoryRouter history={history}>{ready ? <AppRoutes routes={routes} /> : <Splash />}</HistoryRouter>
    </HistoryContext>
  );
}
