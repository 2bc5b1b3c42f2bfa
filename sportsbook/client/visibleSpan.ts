import type { Span } from './placement';

// Which rows of the frame are inside the host's window. A framed page cannot read its parent's scroll position, but an
// IntersectionObserver without a root measures each target against the top-level window, clipped, in the frame's own
// pixels. The page is covered by a column of thin strips, each observed at every pixel of its height: the strip under
// the window's top edge and the one under its bottom edge tell where those edges fall, to a pixel, as the host
// scrolls.

/** Each strip's height, in pixels; it reports at each pixel of it. */
const STRIP = 96;
const THRESHOLDS = Array.from({ length: STRIP + 1 }, (_, i) => i / STRIP);

export class VisibleSpan {
  private readonly column: HTMLDivElement;
  private readonly strips: HTMLDivElement[] = [];
  private readonly seen = new Map<Element, Span | null>();
  private readonly observer: IntersectionObserver;

  constructor(
    parent: HTMLElement,
    private readonly onChange: (span: Span | null) => void,
  ) {
    this.column = document.createElement('div');
    this.column.className = 'book-strips';
    this.column.setAttribute('aria-hidden', 'true');
    parent.append(this.column);
    this.observer = new IntersectionObserver((entries) => this.take(entries), { threshold: THRESHOLDS });
  }

  /** Whether the browser can measure (not in old browsers or a DOM without layout). */
  static supported(): boolean {
    return typeof IntersectionObserver === 'function';
  }

  /** The page's height changed: as many strips as cover it. */
  setHeight(height: number): void {
    this.column.style.height = `${height}px`;
    const need = Math.max(1, Math.ceil(height / STRIP));
    while (this.strips.length < need) {
      const strip = document.createElement('div');
      strip.style.top = `${this.strips.length * STRIP}px`;
      strip.style.height = `${STRIP}px`;
      this.column.append(strip);
      this.strips.push(strip);
      this.observer.observe(strip);
    }
    while (this.strips.length > need) {
      const strip = this.strips.pop()!;
      this.observer.unobserve(strip);
      this.seen.delete(strip);
      strip.remove();
    }
  }

  close(): void {
    this.observer.disconnect();
    this.column.remove();
  }

  private take(entries: IntersectionObserverEntry[]): void {
    const scroll = window.scrollY;
    for (const e of entries) {
      const r = e.intersectionRect;
      this.seen.set(e.target, e.isIntersecting && r.height > 0 ? { top: r.top + scroll, bottom: r.bottom + scroll } : null);
    }
    let top = Infinity;
    let bottom = -Infinity;
    for (const span of this.seen.values()) {
      if (!span) continue;
      top = Math.min(top, span.top);
      bottom = Math.max(bottom, span.bottom);
    }
    this.onChange(top < bottom ? { top: Math.round(top), bottom: Math.round(bottom) } : null);
  }
}
