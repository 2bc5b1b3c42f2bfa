/*
 * Analytics scripts ("On load: a tag-manager script is injected with a configured id; an
 * ad-metrics script is injected with source id, page location, referrer, language, screen size, timestamp and framed
 * flag; four third-party advertising or tracking scripts load asynchronously"). Every script is opt-in through the
 * build environment; with nothing configured nothing is injected and nothing fails:
 *   VITE_GTM_ID            tag-manager container id           -> https://www.googletagmanager.com/gtm.js?id=<id>
 *   VITE_AD_METRICS_URL    ad-metrics script URL (http/https) -> <url>?sid=&loc=&ref=&lang=&sw=&sh=&ts=&framed=
 *   VITE_AD_METRICS_SOURCE its source id (both are needed)
 *   VITE_TRACKER_URLS      comma-separated tracker script URLs (the original product loads four)
 * All scripts load async and are injected once.
 */

/** Environment keys read by this module. */
export interface AnalyticsEnv {
  VITE_GTM_ID?: string;
  VITE_AD_METRICS_URL?: string;
  VITE_AD_METRICS_SOURCE?: string;
  VITE_TRACKER_URLS?: string;
}

/** What to load. */
export interface AnalyticsConfig {
  gtmId: string | null;
  adMetrics: { url: string; source: string } | null;
  trackers: string[];
}

/** Tag-manager script base. */
export const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js';
/** Marks the script elements this module adds. */
export const ANALYTICS_ATTR = 'data-hs-analytics';

function httpUrl(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Reads the analytics configuration; blank, malformed or non-http values are left out. */
export function readAnalyticsConfig(env: AnalyticsEnv): AnalyticsConfig {
  const gtmId = env.VITE_GTM_ID?.trim() || null;
  const adUrl = httpUrl(env.VITE_AD_METRICS_URL);
  const source = env.VITE_AD_METRICS_SOURCE?.trim();
  const trackers = (env.VITE_TRACKER_URLS ?? '')
    .split(',')
    .map((u) => httpUrl(u))
    .filter((u): u is string => u !== null);
  return { gtmId, adMetrics: adUrl && source ? { url: adUrl, source } : null, trackers: [...new Set(trackers)] };
}

/** The page facts the ad-metrics script receives. */
export interface PageFacts {
  location: string;
  referrer: string;
  language: string;
  screenWidth: number;
  screenHeight: number;
  timestamp: number;
  framed: boolean;
}

/** Reads the page facts from the window. */
export function pageFacts(win: Window = window): PageFacts {
  let framed: boolean;
  try {
    framed = win.self !== win.top;
  } catch {
    framed = true; // a cross-origin parent denies access to top
  }
  return {
    location: win.location.href,
    referrer: win.document.referrer,
    language: win.navigator.language,
    screenWidth: win.screen?.width ?? 0,
    screenHeight: win.screen?.height ?? 0,
    timestamp: Date.now(),
    framed,
  };
}

/** The ad-metrics script URL with source id, page location, referrer, language, screen size, timestamp and framed flag. */
export function adMetricsSrc(url: string, source: string, facts: PageFacts): string {
  const u = new URL(url);
  u.searchParams.set('sid', source);
  u.searchParams.set('loc', facts.location);
  u.searchParams.set('ref', facts.referrer);
  u.searchParams.set('lang', facts.language);
  u.searchParams.set('sw', String(facts.screenWidth));
  u.searchParams.set('sh', String(facts.screenHeight));
  u.searchParams.set('ts', String(facts.timestamp));
  u.searchParams.set('framed', facts.framed ? '1' : '0');
  return u.toString();
}

function addScript(doc: Document, src: string, kind: string): boolean {
  if (doc.querySelector(`script[${ANALYTICS_ATTR}="${kind}"][src="${CSS.escape(src)}"]`)) return false;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  script.setAttribute(ANALYTICS_ATTR, kind);
  // A blocked or failing tracker must not disturb the app.
  script.onerror = () => console.warn(`analytics: ${kind} script failed to load`);
  doc.head.appendChild(script);
  return true;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Injects the configured scripts (once each) and returns the srcs it added. */
export function injectAnalytics(config: AnalyticsConfig, win: Window = window): string[] {
  const doc = win.document;
  const added: string[] = [];
  const add = (src: string, kind: string) => {
    if (addScript(doc, src, kind)) added.push(src);
  };
  if (config.gtmId) {
    const w = win as DataLayerWindow;
    w.dataLayer = w.dataLayer ?? [];
    const src = `${GTM_SCRIPT}?id=${encodeURIComponent(config.gtmId)}`;
    if (!doc.querySelector(`script[${ANALYTICS_ATTR}="gtm"]`)) w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    add(src, 'gtm');
  }
  if (config.adMetrics) add(adMetricsSrc(config.adMetrics.url, config.adMetrics.source, pageFacts(win)), 'ad-metrics');
  for (const src of config.trackers) add(src, 'tracker');
  return added;
}

/** Loads the configured analytics once the page has loaded (boot). */
export function startAnalytics(env: AnalyticsEnv = import.meta.env as AnalyticsEnv, win: Window = window): void {
  const config = readAnalyticsConfig(env);
  if (!config.gtmId && !config.adMetrics && config.trackers.length === 0) return;
  const run = () => {
    try {
      injectAnalytics(config, win);
    } catch (error) {
      console.warn('analytics: not loaded', error);
    }
  };
  if (win.document.readyState === 'complete') run();
  else win.addEventListener('load', run, { once: true });
}
