import { Container, FillGradient, Graphics } from 'pixi.js';
import { mix, THEME } from '../core/theme';
import type { TileFace } from './board';

// The tile's materials, all from the palette: a slate slab lit from above, a recessed well once turned, an emerald
// gem and a dark mine with a red core.
const SLAB = THEME.slate;
const SLAB_TOP = mix(SLAB, THEME.white, 0.14);
const SLAB_LOW = mix(SLAB, THEME.navy, 0.18);
const SLAB_SIDE = mix(SLAB, THEME.navy, 0.72);
const WELL = mix(THEME.navy, SLAB, 0.28);
const WELL_RIM = mix(THEME.navy, SLAB, 0.55);
const GEM = THEME.green;
const GEM_LIGHT = mix(THEME.green, THEME.white, 0.55);
const GEM_MID = mix(THEME.green, THEME.white, 0.22);
const GEM_DEEP = THEME.greenDeep;
const GEM_DARK = mix(THEME.greenDeep, THEME.navy, 0.45);
const MINE_BODY = mix(SLAB, THEME.white, 0.16);
const MINE_SHADE = mix(THEME.navy, SLAB, 0.25);
const MINE_CORE = THEME.red;
const HIT = mix(THEME.red, THEME.navy, 0.55);
const SPARKS = 8;

/** Gradients shared by every tile of a scene (textures in local space: one per material, not per tile). */
export interface TileMaterials {
  /** The covered slab's top face: lighter at the top edge. */
  slab: FillGradient;
  /** The turned tile's well: darker at the top, as if lit from above. */
  well: FillGradient;
  destroy(): void;
}

/** Creates the shared tile gradients; destroy them with the scene. */
export function createTileMaterials(): TileMaterials {
  const vertical = (top: number, bottom: number) =>
    new FillGradient({
      type: 'linear',
      start: { x: 0, y: 0 },
      end: { x: 0, y: 1 },
      colorStops: [
        { offset: 0, color: top },
        { offset: 1, color: bottom },
      ],
      textureSpace: 'local',
    });
  const slab = vertical(SLAB_TOP, SLAB_LOW);
  const well = vertical(mix(THEME.navy, THEME.panel, 0.2), WELL);
  return {
    slab,
    well,
    destroy() {
      slab.destroy();
      well.destroy();
    },
  };
}

/**
 * One tile of the grid: a raised slab with a bevel and a shadow (covered), or a recessed well holding the face (a
 * faceted gem on a soft halo, or a spiked mine with a red core). Over it the hover and picked overlays and the reveal
 * effects the scene animates: a flash, a shock ring and a burst of sparks. Pivoted on its centre so a flip is a scale
 * on x. Redrawn on resize and when its face changes, never per frame.
 */
export class TileView {
  readonly view = new Container();
  private readonly shadow = new Graphics();
  private readonly base = new Graphics();
  /** The soft light behind a gem (or the red one behind a hit mine); the scene pulses it on a reveal. */
  readonly halo = new Graphics();
  /** The face (gem or mine), centred: the scene pops its scale on a reveal. */
  readonly icon = new Graphics();
  private readonly hoverGlow = new Graphics();
  private readonly pickMark = new Graphics();
  /** A light over the whole tile at the moment it turns (white for a gem, amber for a mine), faded by the scene. */
  readonly flash = new Graphics();
  /** A ring of the tile's half size at its centre: the scene scales it out and fades it. */
  readonly ring = new Graphics();
  /** Sparks (gem) or the blast (mine), scaled and faded by the scene. */
  readonly burst = new Graphics();
  face: TileFace = 'covered';
  hit = false;
  private size = 1;
  private radius = 4;

  constructor(
    readonly index: number,
    private readonly materials: TileMaterials,
  ) {
    this.hoverGlow.alpha = 0;
    this.pickMark.visible = false;
    this.flash.alpha = 0;
    this.ring.alpha = 0;
    this.burst.alpha = 0;
    this.halo.alpha = 0;
    this.view.addChild(this.shadow, this.base, this.halo, this.icon, this.hoverGlow, this.pickMark, this.flash, this.ring, this.burst);
    // Pixi batches a graphic only under 200 vertices by default ('auto'); a rounded slab or a faceted face has more, so
    // each tile cost draw calls of its own (51 a frame for the board). Batched, the whole board is one or two.
    for (const g of [this.shadow, this.base, this.halo, this.icon, this.hoverGlow, this.pickMark, this.flash, this.ring, this.burst]) {
      g.context.batchMode = 'batch';
    }
  }

  /** The slab's thickness (the side showing under its top face) at the current size. */
  get depth(): number {
    return Math.max(4, Math.round(this.size * 0.09));
  }

  /** Lays the tile out at its centre with side `size`. */
  layout(x: number, y: number, size: number, radius: number): void {
    this.view.position.set(x, y);
    this.size = size;
    this.radius = radius;
    this.draw();
    const s = size / 2;
    const d = this.depth;
    this.hoverGlow
      .clear()
      .roundRect(-s, -s, size, size - d, radius)
      .fill({ color: THEME.white, alpha: 0.1 })
      .roundRect(-s + 1, -s + 1, size - 2, size - d - 2, radius)
      .stroke({ width: 1.5, color: THEME.white, alpha: 0.28 });
    this.pickMark
      .clear()
      .roundRect(-s + 1.5, -s + 1.5, size - 3, size - d - 3, radius)
      .stroke({ width: 3, color: THEME.violet })
      .roundRect(-s, -s, size, size - d, radius)
      .fill({ color: THEME.violet, alpha: 0.22 })
      .circle(0, -d / 2, size * 0.09)
      .fill({ color: mix(THEME.violet, THEME.white, 0.6) });
    this.flash.clear().roundRect(-s, -s, size, size, radius).fill(THEME.white);
    this.ring.clear().circle(0, 0, s).stroke({ width: 2.5, color: THEME.white });
  }

  /** Shows a face (no animation: the scene flips around this). */
  setFace(face: TileFace, hit = false): void {
    this.face = face;
    this.hit = hit;
    this.draw();
  }

  /** Lifts a covered tile under the pointer; returns whether that changed anything shown. */
  setHover(on: boolean): boolean {
    const lift = on && this.face === 'covered';
    const alpha = lift ? 1 : 0;
    const pivot = lift ? 2 : 0;
    if (this.hoverGlow.alpha === alpha && this.view.pivot.y === pivot) return false;
    this.hoverGlow.alpha = alpha;
    this.view.pivot.y = pivot;
    return true;
  }

  setPicked(on: boolean): void {
    this.pickMark.visible = on && this.face === 'covered';
  }

  /** Draws the reveal effect into `burst` at rest, and tints the flash and ring (the scene animates them). */
  drawBurst(kind: 'gem' | 'mine'): void {
    const s = this.size / 2;
    const g = this.burst.clear();
    this.flash.tint = kind === 'gem' ? THEME.white : THEME.amber;
    this.ring.tint = kind === 'gem' ? GEM_LIGHT : THEME.amber;
    if (kind === 'gem') {
      // Four-pointed sparks around the gem, alternating long and short.
      for (let i = 0; i < SPARKS; i++) {
        const a = (i / SPARKS) * Math.PI * 2 + Math.PI / SPARKS;
        const r = s * (i % 2 ? 0.78 : 0.95);
        star(g, Math.cos(a) * r, Math.sin(a) * r, s * (i % 2 ? 0.1 : 0.16), i % 2 ? GEM_LIGHT : THEME.white);
      }
      return;
    }
    const points: number[] = [];
    for (let i = 0; i < 20; i++) {
      const a = (i / 20) * Math.PI * 2;
      const r = i % 2 ? s * 0.55 : s * (i % 4 === 0 ? 1.2 : 1.0);
      points.push(Math.cos(a) * r, Math.sin(a) * r);
    }
    g.poly(points)
      .fill({ color: THEME.amber, alpha: 0.9 })
      .circle(0, 0, s * 0.55)
      .fill({ color: mix(THEME.amber, THEME.white, 0.4), alpha: 0.9 })
      .circle(0, 0, s * 0.3)
      .fill({ color: THEME.white, alpha: 0.9 });
  }

  private draw(): void {
    const size = this.size;
    const s = size / 2;
    const r = this.radius;
    const d = this.depth;
    const b = this.base.clear();
    const shadow = this.shadow.clear();
    this.icon.clear();
    this.halo.clear();
    this.icon.scale.set(1);
    if (this.face === 'covered') {
      // A raised slab: a soft shadow on the board, the darker side under the top face, the face lit from above with a
      // bright bevel along its edge.
      shadow.roundRect(-s + 1, -s + d + 2, size - 2, size - d, r).fill({ color: THEME.navy, alpha: 0.45 });
      b.roundRect(-s, -s + d, size, size - d, r).fill(SLAB_SIDE);
      b.roundRect(-s, -s, size, size - d, r).fill(this.materials.slab);
      b.roundRect(-s + 1, -s + 1, size - 2, size - d - 2, Math.max(1, r - 1)).stroke({ width: 1.5, color: THEME.white, alpha: 0.16 });
      return;
    }
    const dim = this.face === 'gemDim' || this.face === 'mineDim';
    const isGem = this.face === 'gem' || this.face === 'gemDim';
    // A turned tile is a well pressed into the board: darker at the top, a rim of light along its lower edge.
    b.roundRect(-s, -s, size, size, r).fill(this.hit ? HIT : this.materials.well);
    b.roundRect(-s + 1, -s + 1, size - 2, size - 2, Math.max(1, r - 1)).stroke({
      width: 1.5,
      color: this.hit ? MINE_CORE : WELL_RIM,
      alpha: this.hit ? 0.9 : 0.8,
    });
    b.roundRect(-s + 2, -s + 2, size - 4, size * 0.12, r * 0.6).fill({ color: THEME.navy, alpha: 0.35 });
    if (!dim) {
      // The halo: concentric soft discs, drawn once; its alpha is what moves.
      const color = isGem ? GEM : MINE_CORE;
      for (let i = 0; i < 4; i++) this.halo.circle(0, 0, s * (0.95 - i * 0.18)).fill({ color, alpha: 0.07 });
      this.halo.alpha = isGem || this.hit ? 1 : 0;
    }
    if (isGem) drawGem(this.icon, s * (dim ? 0.5 : 0.64));
    else drawMine(this.icon, s * (dim ? 0.5 : 0.66));
    this.icon.alpha = dim ? 0.4 : 1;
    this.pickMark.visible = false;
    this.hoverGlow.alpha = 0;
    this.view.pivot.y = 0;
  }
}

/** A four-pointed spark at x, y. */
function star(g: Graphics, x: number, y: number, r: number, color: number): void {
  const w = r * 0.28;
  g.poly([x, y - r, x + w, y - w, x + r, y, x + w, y + w, x, y + r, x - w, y + w, x - r, y, x - w, y - w]).fill(color);
}

/** A brilliant-cut gem seen from the side: table, crown facets lit from the top left, pavilion facets in shade. */
function drawGem(g: Graphics, r: number): void {
  const top = -0.62 * r;
  const girdle = -0.14 * r;
  const tip = 0.92 * r;
  const tl = -0.5 * r;
  const tr = 0.5 * r;
  const tableL = -0.24 * r;
  const tableR = 0.24 * r;
  // Crown: left facet lit, table brightest, right facet mid.
  g.poly([tl, top, tableL, top, -0.34 * r, girdle, -r, girdle]).fill(GEM_LIGHT);
  g.poly([tableL, top, tableR, top, 0.34 * r, girdle, -0.34 * r, girdle]).fill(GEM_MID);
  g.poly([tableR, top, tr, top, r, girdle, 0.34 * r, girdle]).fill(GEM);
  // Pavilion: four facets meeting at the tip, from lit (left) to deep shade (right).
  g.poly([-r, girdle, -0.34 * r, girdle, 0, tip]).fill(GEM);
  g.poly([-0.34 * r, girdle, 0, girdle, 0, tip]).fill(GEM_MID);
  g.poly([0, girdle, 0.34 * r, girdle, 0, tip]).fill(GEM_DEEP);
  g.poly([0.34 * r, girdle, r, girdle, 0, tip]).fill(GEM_DARK);
  // Facet edges and the girdle line, then a glint on the table.
  g.poly([tl, top, tr, top, r, girdle, 0, tip, -r, girdle]).stroke({
    width: Math.max(1, r * 0.04),
    color: GEM_LIGHT,
    alpha: 0.55,
    join: 'round',
  });
  g.moveTo(-r, girdle)
    .lineTo(r, girdle)
    .stroke({ width: Math.max(1, r * 0.035), color: THEME.white, alpha: 0.35 });
  star(g, -0.42 * r, -0.42 * r, r * 0.2, THEME.white);
}

/** A sea mine: a dark steel ball with eight spikes, a red core light and a highlight. */
function drawMine(g: Graphics, r: number): void {
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    const c = Math.cos(a);
    const sn = Math.sin(a);
    const w = r * 0.12;
    g.poly([c * r * 0.45 - sn * w, sn * r * 0.45 + c * w, c * r * 0.98, sn * r * 0.98, c * r * 0.45 + sn * w, sn * r * 0.45 - c * w]).fill(
      MINE_BODY,
    );
    g.circle(c * r * 0.95, sn * r * 0.95, r * 0.07).fill(mix(MINE_BODY, THEME.white, 0.25));
  }
  g.circle(0, 0, r * 0.64).fill(MINE_SHADE);
  g.circle(-r * 0.05, -r * 0.06, r * 0.58).fill(MINE_BODY);
  g.circle(0, 0, r * 0.64).stroke({ width: Math.max(1.5, r * 0.06), color: mix(MINE_BODY, THEME.white, 0.2) });
  // The red core: a glowing eye in the middle.
  g.circle(0, 0, r * 0.3).fill({ color: MINE_CORE, alpha: 0.35 });
  g.circle(0, 0, r * 0.2).fill(MINE_CORE);
  g.circle(0, 0, r * 0.09).fill(mix(MINE_CORE, THEME.white, 0.6));
  g.circle(-r * 0.26, -r * 0.28, r * 0.12).fill({ color: THEME.white, alpha: 0.55 });
}
