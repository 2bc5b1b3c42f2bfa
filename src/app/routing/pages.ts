import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '../boot/chunkReload';
import { createModuleLoader, type ModuleLoader } from '../boot/moduleLoader';
import { isExitIframePath, matchEntry, type PageKey } from './routes';

/** A page module: its component is the default export. */
export type PageModule = { default: ComponentType };

/**
 * Pages that render from the store alone. Their routes do not wait for the services (http, socket, session), which
 * start after the first paint; every other page talks to the server, so its route waits for them to be wired.
 */
export const STORE_ONLY_PAGES: ReadonlySet<PageKey> = new Set<PageKey>(['home', 'comingSoon', 'maintenance', 'notFound']);

/** The services' start, one promise per start function. */
const started = new WeakMap<() => Promise<void>, Promise<void>>();
function servicesStarted(services: () => Promise<void>): Promise<void> {
  let promise = started.get(services);
  if (!promise) {
    promise = services();
    started.set(services, promise);
  }
  return promise;
}

// Loads and lazy components by start function (or none, for the pages that do not wait for it) and page kind.
const STORE_ONLY = {};

function waitsFor(page: PageKey, services?: () => Promise<void>): object {
  return services && !STORE_ONLY_PAGES.has(page) ? services : STORE_ONLY;
}

function byKind<T>(table: WeakMap<object, Map<PageKey, T>>, key: object): Map<PageKey, T> {
  let kinds = table.get(key);
  if (!kinds) {
    kinds = new Map();
    table.set(key, kinds);
  }
  return kinds;
}

/** The pages of a module table: each as a lazy component, and the load of the page a path shows, ahead of it. */
export interface PageLoader {
  /**
   * A page as a lazy component, made once per page kind (and start function). Once its load is in, the component
   * renders at once: its module is handed to React synchronously, so a page loaded ahead never shows a fallback.
   */
  component(page: PageKey, services?: () => Promise<void>): LazyExoticComponent<ComponentType>;
  /**
   * Loads what the page at `pathname` needs before it can show (nothing for a redirect or a route that fails its
   * validation). The first page is loaded this way behind the splash, so it appears whole, without a fallback step.
   */
  preload(pathname: string, services?: () => Promise<void>): Promise<void>;
}

/** The page loader of a table of page modules (loaded with `import()`, one per page kind). */
export function pageLoader(modules: Record<PageKey, () => Promise<PageModule>>): PageLoader {
  const loads = new WeakMap<object, Map<PageKey, ModuleLoader<PageModule>>>();
  const components = new WeakMap<object, Map<PageKey, LazyExoticComponent<ComponentType>>>();

  // A page's load: its module and, for a page that talks to the server, the services, side by side. A chunk that fails
  // to load (a deploy removed it) reloads the page, at most once per 10 s per path; another failure may be tried again.
  const loaderOf = (page: PageKey, services?: () => Promise<void>): ModuleLoader<PageModule> => {
    const key = waitsFor(page, services);
    const kinds = byKind(loads, key);
    let loader = kinds.get(page);
    if (!loader) {
      loader = createModuleLoader(async () => {
        const [module] = await Promise.all([loadChunk(modules[page]), key === STORE_ONLY ? null : servicesStarted(services!)]);
        return module;
      });
      kinds.set(page, loader);
    }
    return loader;
  };

  return {
    component(page, services) {
      const kinds = byKind(components, waitsFor(page, services));
      let component = kinds.get(page);
      if (!component) {
        component = lazy(() => {
          const loader = loaderOf(page, services);
          const module = loader.loaded();
          if (!module) return loader.load();
          // A thenable that answers at once: React's lazy then takes the module in the same render.
          return { then: (resolve: (m: PageModule) => void) => resolve(module) } as unknown as Promise<PageModule>;
        });
        kinds.set(page, component);
      }
      return component;
    },
    preload(pathname, services) {
      const match = matchEntry(pathname);
      if (!match || match.entry.redirectTo || isExitIframePath(pathname)) return Promise.resolve();
      if (match.entry.validate && !match.entry.validate(match.params)) return Promise.resolve();
      return loaderOf(match.entry.page, services)
        .load()
        .then(() => undefined);
    },
  };
}
