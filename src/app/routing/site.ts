/** Product name. */
export const SITE_NAME = 'HighStakes';

/** The site URL for canonical links: VITE_SITE_URL, else the page origin; no trailing slash. */
export function siteUrl(): string {
  const configured = import.meta.env.VITE_SITE_URL as string | undefined;
  const base = configured || (typeof window === 'undefined' ? '' : window.location.origin);
  return base.replace(/\/+$/, '');
}

/** Sets document.title ("<page> | HighStakes") and the canonical link (site URL + path). */
export function setPageMeta(title: string, pathname: string): void {
  document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.appendChild(link);
  }
  link.href = `${siteUrl()}${pathname}`;
}
