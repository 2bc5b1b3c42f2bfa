import { Container, Graphics, Sprite } from 'pixi.js';
import { PAYLINES, type LineWin, type SlotSymbol } from '../../server/slot';
import type { Animator } from '../anim';
import { glowStroke, horizontal, vertical } from '../fx/glow';
import { label } from '../fx/text';
import type { SlotLayout } from '../layout';
import { brakeTimes, REDUCED_TIMING, REEL_TIMING, ReelMotion, ReelStrip, visibleCells, type ReelTiming } from '../reels';
import { SYMBOL_SIZE, type SymbolTextures } from './symbolTextures';

/** The paylines' colours, line 1 first. */
export const LINE_COLORS = [0xff3df2, 0x2ee6ff, 0xfff04d, 0x7dff6a, 0xff8a3d, 0xb14dff, 0x3dffc8, 0xff4d6d, 0x4d8bff, 0xffc21a];

// Filler while spinning, weighted about as the reels' strips are.
const FILLER: SlotSymbol[] = [
  'wild',
  'seven',
  'seven',
  ...rep('diamond', 3),
  ...rep('bell', 4),
  ...rep('cherry', 5),
  ...rep('lemon', 5),
  ...rep('plum', 6),
  ...rep('grape', 6),
];
function rep(x: SlotSymbol, n: number): SlotSymbol[] {
  return Array.from({ length: n }, () => x);
}
const randomSymbol = () => FILLER[Math.floor(Math.random() * FILLER.length)]!;

interface Reel {
  column: Container;
  sprites: Sprite[];
  motion: ReelMotion;
  strip: ReelStrip<SlotSymbol>;
  /** Travel at rest (the cell in the bottom row). */
  rest: number;
  thud: boolean;
}

/** The five reels: glass, neon frame, spinning strips, payline markers and win highlights. */
export class ReelsView {
  readonly view = new Container();
  private readonly back = new Graphics();
  private readonly reelLayer = new Container();
  private readonly mask = new Graphics();
  private readonly shade = new Graphics();
  private readonly lines = new Graphics();
  private readonly boxes = new Graphics();
  private readonly markers = new Container();
  private readonly reels: Reel[];
  private timing: ReelTiming = REEL_TIMING;
  private layout: SlotLayout | null = null;
  private clock = 0;
  private timeScale = 1;
  private spinStart = 0;
  private blur = true;
  private moving = false;
  private landed: (() => void) | null = null;
  private pulse: (() => void) | null = null;

  constructor(
    private readonly textures: SymbolTextures,
    private readonly anim: Animator,
    private readonly onThud: (reel: number) => void,
  ) {
    this.reels = Array.from({ length: 5 }, () => {
      const column = new Container();
      const sprites = Array.from({ length: 5 }, () => {
        const s = new Sprite(textures.sharp.grape);
        s.anchor.set(0.5);
        column.addChild(s);
        return s;
      });
      const strip = new ReelStrip<SlotSymbol>(randomSymbol);
      return { column, sprites, motion: new ReelMotion(REEL_TIMING), strip, rest: 0, thud: true };
    });
    for (const reel of this.reels) this.reelLayer.addChild(reel.column);
    this.reelLayer.mask = this.mask;
    this.view.addChild(this.back, this.reelLayer, this.mask, this.shade, this.lines, this.boxes, this.markers);
    anim.onFrame((dt) => this.frame(dt));
  }

  /** The grid at rest (5 reels of 3 rows, top to bottom). */
  grid(): SlotSymbol[][] {
    return this.reels.map((r) => r.strip.column(r.rest));
  }

  /** Lays the reels out. */
  resize(layout: SlotLayout): void {
    this.layout = layout;
    const { cell, gap, reels: box } = layout;
    const p = cell * 0.13;
    this.back.clear();
    this.back.roundRect(box.x - p, box.y - p, box.width + 2 * p, box.height + 2 * p, cell * 0.18).fill({ color: 0x090318, alpha: 0.92 });
    glowStroke(
      this.back,
      (g) => g.roundRect(box.x - p, box.y - p, box.width + 2 * p, box.height + 2 * p, cell * 0.18),
      0xff3df2,
      Math.max(2, cell * 0.025),
      0.9,
    );
    this.back
      .roundRect(box.x - p * 0.45, box.y - p * 0.45, box.width + p * 0.9, box.height + p * 0.9, cell * 0.12)
      .stroke({ color: 0x2ee6ff, width: Math.max(1.5, cell * 0.012), alpha: 0.8 });
    this.mask.clear();
    this.shade.clear();
    this.reels.forEach((reel, i) => {
      const x = box.x + i * (cell + gap);
      reel.column.position.set(x, box.y);
      this.back.roundRect(x, box.y, cell, box.height, cell * 0.06).fill(vertical([0x07021a, 0x1e0b45, 0x2a1060, 0x1e0b45, 0x07021a]));
      this.mask.rect(x, box.y, cell, box.height).fill(0xffffff);
      // The reel's curve: darker at its top and bottom edges, over the symbols.
      this.shade.rect(x, box.y, cell, cell * 0.5).fill(vertical([0x000000, 0x000000], [0.7, 0]));
      this.shade.rect(x, box.y + box.height - cell * 0.5, cell, cell * 0.5).fill(vertical([0x000000, 0x000000], [0, 0.7]));
      if (i > 0) this.back.rect(x - gap / 2 - 0.75, box.y, 1.5, box.height).fill({ color: 0xff3df2, alpha: 0.35 });
    });
    this.shade.rect(box.x, box.y - p * 0.45, box.width, 2).fill(horizontal([0x2ee6ff, 0xff3df2, 0x2ee6ff]));
    this.drawMarkers(layout);
    this.paint();
    this.clearWins();
  }

  /** Starts every reel spinning (left first). */
  spin(reduced: boolean): void {
    this.clearWins();
    this.timing = reduced ? REDUCED_TIMING : REEL_TIMING;
    this.blur = !reduced;
    this.timeScale = 1;
    this.spinStart = this.clock;
    this.reels.forEach((reel, i) => {
      reel.motion = new ReelMotion(this.timing);
      reel.motion.spin(this.clock + i * this.timing.startStagger, reel.rest);
      reel.thud = false;
    });
    this.moving = true;
  }

  /** Stops the reels left to right on `grid`; resolves when the last one is at rest. */
  land(grid: readonly (readonly SlotSymbol[])[]): Promise<void> {
    const times = brakeTimes(this.spinStart, this.clock, this.reels.length, this.timing);
    let after = -Infinity;
    this.reels.forEach((reel, i) => {
      reel.rest = reel.motion.brake(times[i]!, this.clock, after);
      after = reel.motion.stopsAt;
      reel.strip.land(reel.rest, grid[i]!);
    });
    return new Promise((resolve) => {
      this.landed = resolve;
    });
  }

  /** Brings the stops forward (a second press of Spin). */
  hurry(): void {
    if (this.moving) this.timeScale = 3.2;
  }

  /** Lights the wins: all of them, or one line (its symbols pulse, the rest dim). */
  showWins(wins: readonly LineWin[]): void {
    this.clearWins();
    const layout = this.layout;
    if (!layout || wins.length === 0) return;
    const { cell, gap, reels: box } = layout;
    const lit = new Set<string>();
    for (const win of wins) {
      const rows = PAYLINES[win.line]!;
      const color = LINE_COLORS[win.line % LINE_COLORS.length]!;
      const at = (reel: number) => ({ x: box.x + reel * (cell + gap) + cell / 2, y: box.y + (rows[reel]! + 0.5) * cell });
      glowStroke(
        this.lines,
        (g) => {
          g.moveTo(box.x - cell * 0.08, at(0).y);
          for (let reel = 0; reel < 5; reel++) g.lineTo(at(reel).x, at(reel).y);
          g.lineTo(box.x + box.width + cell * 0.08, at(4).y);
        },
        color,
        Math.max(2, cell * 0.03),
        0.8,
      );
      for (let reel = 0; reel < win.count; reel++) {
        lit.add(`${reel}:${rows[reel]}`);
        const x = box.x + reel * (cell + gap);
        const y = box.y + rows[reel]! * cell;
        glowStroke(this.boxes, (g) => g.roundRect(x + 3, y + 3, cell - 6, cell - 6, cell * 0.12), color, Math.max(2, cell * 0.025), 0.7);
      }
    }
    this.reels.forEach((reel, r) => {
      for (const sprite of reel.sprites) {
        const row = Math.round(sprite.y / cell - 0.5);
        sprite.alpha = lit.has(`${r}:${row}`) ? 1 : 0.28;
      }
    });
    for (const m of this.markers.children) m.alpha = wins.some((w) => m.label === `line-${w.line}`) ? 1 : 0.3;
    const base = this.symbolScale();
    let t = 0;
    this.pulse = this.anim.onFrame((dt) => {
      t += dt / 1000;
      const s = base * (1 + 0.07 * Math.sin(t * Math.PI * 2.2));
      this.reels.forEach((reel, r) => {
        for (const sprite of reel.sprites) if (lit.has(`${r}:${Math.round(sprite.y / cell - 0.5)}`)) sprite.scale.set(s);
      });
    });
  }

  /** Puts every symbol back to normal. */
  clearWins(): void {
    this.pulse?.();
    this.pulse = null;
    this.lines.clear();
    this.boxes.clear();
    const base = this.symbolScale();
    for (const reel of this.reels) {
      for (const sprite of reel.sprites) {
        sprite.alpha = 1;
        sprite.scale.set(base);
      }
    }
    for (const m of this.markers.children) m.alpha = 1;
  }

  private symbolScale(): number {
    return ((this.layout?.cell ?? 100) * 0.84) / SYMBOL_SIZE;
  }

  private frame(dt: number): void {
    if (!this.moving) return;
    this.clock += (dt / 1000) * this.timeScale;
    let resting = 0;
    this.reels.forEach((reel, i) => {
      if (!reel.thud && this.clock >= reel.motion.stopsAt) {
        reel.thud = true;
        this.onThud(i);
      }
      if (this.clock >= reel.motion.restsAt) resting++;
    });
    this.paint();
    if (resting === this.reels.length) {
      this.moving = false;
      this.timeScale = 1;
      for (const reel of this.reels) reel.strip.forgetBelow(reel.rest - 2);
      const done = this.landed;
      this.landed = null;
      done?.();
    }
  }

  private paint(): void {
    const layout = this.layout;
    if (!layout) return;
    const { cell } = layout;
    const scale = this.symbolScale();
    for (const reel of this.reels) {
      const travel = this.moving ? reel.motion.travel(this.clock) : reel.rest;
      const fast = this.blur && this.moving && Math.abs(reel.motion.velocity(this.clock)) > this.timing.speed * 0.4;
      const cells = visibleCells(travel);
      reel.sprites.forEach((sprite, i) => {
        const c = cells[i];
        sprite.visible = c !== undefined;
        if (!c) return;
        const symbol = reel.strip.at(c.cell);
        sprite.texture = fast ? this.textures.blurred[symbol] : this.textures.sharp[symbol];
        sprite.position.set(cell / 2, (c.top + 0.5) * cell);
        sprite.scale.set(scale);
      });
    }
  }

  private drawMarkers(layout: SlotLayout): void {
    for (const child of this.markers.removeChildren()) child.destroy({ children: true });
    if (!layout.markers) return;
    const { cell, reels: box } = layout;
    const r = Math.min(15, cell * 0.12);
    const p = cell * 0.13;
    for (const side of [0, 1] as const) {
      const groups = new Map<number, number[]>();
      PAYLINES.forEach((rows, line) => {
        const row = rows[side === 0 ? 0 : 4]!;
        groups.set(row, [...(groups.get(row) ?? []), line]);
      });
      for (const [row, lines] of groups) {
        lines.forEach((line, k) => {
          const marker = new Container();
          const color = LINE_COLORS[line % LINE_COLORS.length]!;
          const g = new Graphics()
            .circle(0, 0, r * 1.5)
            .fill({ color, alpha: 0.18 })
            .circle(0, 0, r)
            .fill(0x12062a)
            .stroke({ color, width: 2 });
          const text = label(String(line + 1), r * 1.05, 0xffffff, '800');
          marker.addChild(g, text);
          const x = side === 0 ? box.x - p - r * 1.9 : box.x + box.width + p + r * 1.9;
          marker.position.set(x, box.y + row * cell + (cell * (k + 1)) / (lines.length + 1));
          this.markers.addChildAt(marker, 0);
          marker.label = `line-${line}`;
        });
      }
    }
    // Children are looked up by line: keep them in line order (two per line).
    const byLine = [...this.markers.children].sort((a, b) => Number(a.label.slice(5)) - Number(b.label.slice(5)));
    this.markers.removeChildren();
    for (const m of byLine) this.markers.addChild(m);
  }
}
