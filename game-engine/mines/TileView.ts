import { Container, Graphics } from 'pixi.js';
import { THEME } from '../core/theme';
import type { TileFace } from './board';

const COVER = 0x2f4553;
const COVER_EDGE = 0x213743;
const OPEN = 0x0f212e;
const GEM = THEME.green;
const GEM_LIGHT = 0x8dff8e;
const GEM_DARK = 0x00a801;
const MINE = 0xff3d5e;
const MINE_DARK = 0x8c1830;
const BURST_DOTS = 10;

/**
 * One tile of the grid: its base (covered slab or open cell), the face icon (gem or mine, drawn as vector shapes),
 * the hover/picked overlays and the burst drawn over it. Pivoted on its centre so a flip is a scale on x. Redrawn on
 * resize and when its face changes, never per frame.
 */
export class TileView {
  readonly view = new Container();
  private readonly base = new Graphics();
  private readonly icon = new Graphics();
  private readonly hoverGlow = new Graphics();
  private readonly pickMark = new Graphics();
  /** Sparkles (gem) or the blast (mine), scaled and faded by the scene. */
  readonly burst = new Graphics();
  face: TileFace = 'covered';
  hit = false;
  private size = 1;
  private radius = 4;

  constructor(readonly index: number) {
    this.hoverGlow.alpha = 0;
    this.pickMark.visible = false;
    this.burst.alpha = 0;
    this.view.addChild(this.base, this.icon, this.hoverGlow, this.pickMark, this.burst);
  }

  /** Lays the tile out at its centre with side `size`. */
  layout(x: number, y: number, size: number, radius: number): void {
    this.view.position.set(x, y);
    this.size = size;
    this.radius = radius;
    this.draw();
    const s = size / 2;
    this.hoverGlow.clear().roundRect(-s, -s, size, size, radius).fill({ color: THEME.white, alpha: 0.12 });
    this.pickMark
      .clear()
      .roundRect(-s + 1.5, -s + 1.5, size - 3, size - 3, radius)
      .stroke({ width: 3, color: THEME.violet })
      .roundRect(-s, -s, size, size, radius)
      .fill({ color: THEME.violet, alpha: 0.22 })
      .circle(0, 0, size * 0.09)
      .fill({ color: 0xc8b8ff });
  }

  /** Shows a face (no animation: the scene flips around this). */
  setFace(face: TileFace, hit = false): void {
    this.face = face;
    this.hit = hit;
    this.draw();
  }

  setHover(on: boolean): void {
    this.hoverGlow.alpha = on && this.face === 'covered' ? 1 : 0;
    this.view.pivot.y = on && this.face === 'covered' ? 2 : 0;
  }

  setPicked(on: boolean): void {
    this.pickMark.visible = on && this.face === 'covered';
  }

  /** Draws the sparkle ring (gem) or the blast star (mine) into `burst`, at rest (the scene animates it). */
  drawBurst(kind: 'gem' | 'mine'): void {
    const s = this.size / 2;
    const g = this.burst.clear();
    if (kind === 'gem') {
      for (let i = 0; i < BURST_DOTS; i++) {
        const a = (i / BURST_DOTS) * Math.PI * 2;
        g.circle(Math.cos(a) * s * 0.9, Math.sin(a) * s * 0.9, Math.max(2, s * 0.07)).fill({ color: i % 2 ? GEM_LIGHT : THEME.white });
      }
      return;
    }
    const points: number[] = [];
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      const r = i % 2 ? s * 0.55 : s * 1.15;
      points.push(Math.cos(a) * r, Math.sin(a) * r);
    }
    g.poly(points)
      .fill({ color: 0xffb13b, alpha: 0.9 })
      .circle(0, 0, s * 0.5)
      .fill({ color: 0xfff1c2, alpha: 0.9 });
  }

  private draw(): void {
    const size = this.size;
    const s = size / 2;
    const r = this.radius;
    const b = this.base.clear();
    if (this.face === 'covered') {
      // A raised slab: a darker edge showing under the top face.
      b.roundRect(-s, -s + 4, size, size - 4, r).fill(COVER_EDGE);
      b.roundRect(-s, -s, size, size - 4, r).fill(COVER);
      b.roundRect(-s + 3, -s + 3, size - 6, size * 0.22, r * 0.6).fill({ color: THEME.white, alpha: 0.05 });
      this.icon.clear();
      return;
    }
    const dim = this.face === 'gemDim' || this.face === 'mineDim';
    b.roundRect(-s, -s, size, size, r).fill(this.hit ? MINE_DARK : OPEN);
    if (this.hit) b.roundRect(-s + 1.5, -s + 1.5, size - 3, size - 3, r).stroke({ width: 3, color: MINE });
    if (this.face === 'gem' && !dim) b.roundRect(-s + 1, -s + 1, size - 2, size - 2, r).stroke({ width: 2, color: GEM, alpha: 0.35 });
    const isGem = this.face === 'gem' || this.face === 'gemDim';
    if (isGem) drawGem(this.icon.clear(), s * (dim ? 0.5 : 0.62));
    else drawMine(this.icon.clear(), s * (dim ? 0.5 : 0.64));
    this.icon.alpha = dim ? 0.38 : 1;
    this.pickMark.visible = false;
    this.hoverGlow.alpha = 0;
    this.view.pivot.y = 0;
  }
}

/** A cut gem: crown, table and pavilion facets, green. */
function drawGem(g: Graphics, r: number): void {
  const outline = [-0.55 * r, -0.62 * r, 0.55 * r, -0.62 * r, r, -0.12 * r, 0, 0.9 * r, -r, -0.12 * r];
  g.poly(outline).fill(GEM);
  g.poly([-0.55 * r, -0.62 * r, 0.55 * r, -0.62 * r, 0.32 * r, -0.12 * r, -0.32 * r, -0.12 * r]).fill(GEM_LIGHT);
  g.poly([-0.32 * r, -0.12 * r, 0.32 * r, -0.12 * r, 0, 0.9 * r]).fill({ color: THEME.white, alpha: 0.35 });
  g.poly([r, -0.12 * r, 0.32 * r, -0.12 * r, 0, 0.9 * r]).fill(GEM_DARK);
}

/** A sea mine: a red ball with eight spikes and a highlight. */
function drawMine(g: Graphics, r: number): void {
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    const c = Math.cos(a);
    const sn = Math.sin(a);
    const w = r * 0.13;
    g.poly([c * r * 0.4 - sn * w, sn * r * 0.4 + c * w, c * r * 0.95, sn * r * 0.95, c * r * 0.4 + sn * w, sn * r * 0.4 - c * w]).fill(
      MINE,
    );
  }
  g.circle(0, 0, r * 0.62).fill(MINE);
  g.circle(0, 0, r * 0.62).stroke({ width: Math.max(1.5, r * 0.08), color: MINE_DARK });
  g.circle(-r * 0.2, -r * 0.22, r * 0.16).fill({ color: THEME.white, alpha: 0.75 });
}
