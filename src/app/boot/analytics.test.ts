import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adMetricsSrc, injectAnalytics, pageFacts, readAnalyticsConfig, startAnalytics } from './analytics';

const scripts = () => [...document.head.querySelectorAll('script[data-hs-analytics]')] as HTMLScriptElement[];

beforeEach(() => {
  for (const s of scripts()) s.remove();
  delete (window as { dataLayer?: unknown }).dataLayer;
});
afterEach(() => vi.useRealTimers());

describe('analytics configuration', () => {
  it('injects nothing and does not fail without configuration', () => {
    const config = readAnalyticsConfig({});
    expect(config).toEqual({ gtmId: null, adMetrics: null, trackers: [] });
    expect(() => startAnalytics({})).not.toThrow();
    expect(injectAnalytics(config)).toEqual([]);
    expect(scripts()).toHaveLength(0);
    expect((window as { dataLayer?: unknown }).dataLayer).toBeUndefined();
  });
  it('needs both the ad-metrics URL and its source id; drops blank and non-http URLs', () => {
    expect(readAnalyticsConfig({ VITE_AD_METRICS_URL: 'https://m.example/a.js' }).adMetrics).toBeNull();
    expect(readAnalyticsConfig({ VITE_AD_METRICS_SOURCE: 's1' }).adMetrics).toBeNull();
    expect(readAnalyticsConfig({ VITE_AD_METRICS_URL: 'javascript:alert(1)', VITE_AD_METRICS_SOURCE: 's1' }).adMetrics).toBeNull();
    expect(
      readAnalyticsConfig({
        VITE_TRACKER_URLS: ' https://a.example/t.js, ,ftp://x/y.js,not a url,https://a.example/t.js,http://b.example/u.js',
      }).trackers,
    ).toEqual(['https://a.example/t.js', 'http://b.example/u.js']);
    expect(readAnalyticsConfig({ VITE_GTM_ID: '  ' }).gtmId).toBeNull();
  });
});

describe('analytics scripts', () => {
  const env = {
    VITE_GTM_ID: 'GTM-ABC123',
    VITE_AD_METRICS_URL: 'https://metrics.example/p.js',
    VITE_AD_METRICS_SOURCE: 'src-42',
    VITE_TRACKER_URLS: 'https://t1.example/a.js,https://t2.example/b.js,https://t3.example/c.js,https://t4.example/d.js',
  };

  it('injects the tag manager with its id, the ad-metrics script and four async trackers, once', () => {
    const added = injectAnalytics(readAnalyticsConfig(env));
    expect(added).toHaveLength(6);
    const all = scripts();
    expect(all.every((s) => s.async)).toBe(true);
    expect(all[0]!.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
    expect(all[1]!.src).toMatch(/^https:\/\/metrics\.example\/p\.js\?sid=src-42&/);
    expect(all.slice(2).map((s) => s.src)).toEqual(env.VITE_TRACKER_URLS.split(','));
    expect(injectAnalytics(readAnalyticsConfig({ ...env, VITE_AD_METRICS_URL: undefined }))).toEqual([]);
    expect(scripts()).toHaveLength(6);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toHaveLength(1);
  });

  it('gives the ad-metrics script source, location, referrer, language, screen size, timestamp and framed flag', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_790_000_000_000);
    const facts = pageFacts();
    expect(facts).toMatchObject({
      location: window.location.href,
      language: navigator.language,
      framed: false,
      timestamp: 1_790_000_000_000,
    });
    const url = new URL(
      adMetricsSrc('https://metrics.example/p.js?v=2', 'src-42', {
        ...facts,
        referrer: 'https://ref.example/',
        screenWidth: 390,
        screenHeight: 844,
        framed: true,
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      v: '2',
      sid: 'src-42',
      loc: window.location.href,
      ref: 'https://ref.example/',
      lang: navigator.language,
      sw: '390',
      sh: '844',
      ts: '1790000000000',
      framed: '1',
    });
  });

  it('waits for the page load event before injecting', () => {
    const listeners: Array<() => void> = [];
    const fakeWin = {
      document: { readyState: 'loading' },
      addEventListener: (_: string, fn: () => void) => listeners.push(fn),
    } as unknown as Window;
    startAnalytics({ VITE_TRACKER_URLS: 'https://t1.example/a.js' }, fakeWin);
    expect(listeners).toHaveLength(1);
  });
});
