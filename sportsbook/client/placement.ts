// Where the book's sticky parts go when it is framed. The host sizes the frame to the book's content, so the frame
// never scrolls and `position: fixed` pins nothing to the player's screen: the book places its sport tabs and its
// phone slip bar itself, in its own document's pixels, inside the part of the frame the player sees.
//
// The host's viewport message gives its window's height, the lower edge of its sticky header (`top`) and the height of
// its sticky footer (`bottom`), all in its window's pixels, and the frame's top edge in that window (`offset`, negative
// once scrolled past): the visible band is then known exactly. A host that leaves `offset` out still has the band
// found: the browser gives the span of the frame inside the host's window (the intersection of the book's strips with
// the top-level viewport, in the frame's pixels: see visibleSpan.ts), which says where the window's edges fall.

/** The host's viewport message. */
export interface HostViewport {
  width: number;
  height: number;
  top: number;
  bottom: number;
  offset?: number;
}

/** The rows of the frame inside the host's window, in the frame's pixels (bottom excluded). */
export interface Span {
  top: number;
  bottom: number;
}

/** The band of the frame the player sees between the host's sticky header and footer, in the frame's pixels. */
export interface Band {
  top: number;
  bottom: number;
}

/**
 * The frame's row at the host window's top edge (negative when the frame starts lower on the screen), or null when
 * the whole frame is in view and nothing tells where it sits.
 */
export function windowTop(span: Span, docHeight: number, viewport: HostViewport | null): number | null {
  // The window's top edge cuts the frame: it is the span's top.
  if (span.top > 0) return span.top;
  // The window's bottom edge cuts the frame: the window's height above it.
  if (span.bottom < docHeight) return span.bottom - (viewport?.height ?? span.bottom - span.top);
  return null;
}

/**
 * The visible band: below the host's header and above its footer, clipped to the frame. Without the frame's offset
 * and without a span (not yet measured, or out of view) the band is the whole frame.
 */
export function visibleBand(span: Span | null, docHeight: number, viewport: HostViewport | null): Band {
  if (viewport?.offset !== undefined) {
    const { top, bottom, height, offset } = viewport;
    return { top: clamp(top - offset, 0, docHeight), bottom: clamp(height - bottom - offset, 0, docHeight) };
  }
  if (!span || span.bottom <= span.top) return { top: 0, bottom: docHeight };
  const header = viewport?.top ?? 0;
  const footer = viewport?.bottom ?? 0;
  const top = windowTop(span, docHeight, viewport);
  if (top === null) return { top: 0, bottom: docHeight };
  const windowBottom = viewport ? top + viewport.height : span.bottom;
  return {
    top: clamp(top + header, 0, docHeight),
    bottom: clamp(Math.min(windowBottom - footer, docHeight), 0, docHeight),
  };
}

/** How far to move a sticky top part down from where it sits in the page, so it rests under the host's header. */
export function stickTopShift(band: Band, naturalTop: number, height: number, limit: number): number {
  return clamp(band.top - naturalTop, 0, Math.max(0, limit - naturalTop - height));
}

/** The document row where a bottom bar of this height starts, resting on the band's bottom. */
export function barTop(band: Band, height: number): number {
  return Math.max(band.top, band.bottom - height);
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(Math.max(v, lo), Math.max(lo, hi));
}
