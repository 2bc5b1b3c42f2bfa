import type { Container } from 'pixi.js';

/** The objects this module made non-renderable because they were fully transparent. */
const skipped = new WeakSet<Container>();

/**
 * Stops drawing what cannot be seen: a display object whose alpha is 0 (a pooled label hidden by alpha, a glyph slot
 * past the end of its text, a flash or glow faded out) is made non-renderable with everything under it, and drawn
 * again once its alpha rises. Pixi draws a zero-alpha object like any other, so before this every hidden quad still
 * cost its pixels: on a phone's GPU (and on software WebGL) the crash scene spent most of a frame filling invisible
 * glyphs. An object whose alpha crosses zero changes its render group's draw instructions on that frame, as a
 * `visible` change would; steady alphas cost nothing but this walk (no allocation). Objects made non-renderable
 * elsewhere are left alone. Run before each render.
 */
export function skipTransparent(node: Container): void {
  const children = node.children;
  for (let i = 0; i < children.length; i++) {
    const child = children[i]!;
    if (child.alpha <= 0) {
      if (child.renderable) {
        child.renderable = false;
        skipped.add(child);
      }
      continue;
    }
    if (skipped.has(child)) {
      child.renderable = true;
      skipped.delete(child);
    }
    if (child.visible && child.children.length > 0) skipTransparent(child);
  }
}
