import { Container, FillGradient, Graphics, Sprite, type Text, type Texture } from 'pixi.js';
import { KENO_DRAWN, KENO_NUMBERS } from '../../server/keno';
import { ease, type Animator } from '../anim';
import { label, setSize } from '../fx/text';
import { gridCell, type KenoLayout } from '../layout';

/** How a number looks: untouched, marked by the player, drawn and missed, drawn and hit. */
export type OrbState = 'idle' | 'picked' | 'miss' | 'hit';

interface Orb {
  view: Container;
  halo: Sprite;
  body: Graphics;
  text: Text;
  state: OrbState;
}

const STYLE: Record<OrbState, { colors: number[]; ring: number; halo: number; haloAlpha: number; text: number }> = {
  idle: { colors: [0x3a3f8f, 0x1b1d52, 0x0b0b26], ring: 0x5a62c8, halo: 0x5a62ff, haloAlpha: 0.12, text: 0xc8ccff },
  picked: { colors: [0xb7f6ff, 0x3aa8ff, 0x2a1a9c], ring: 0x9ff0ff, halo: 0x40d8ff, haloAlpha: 0.55, text: 0xffffff },
  miss: { colors: [0x8a5cc2, 0x4a2380, 0x1e0d3d], ring: 0xb690ff, halo: 0xa05cff, haloAlpha: 0.3, text: 0xe8dcff },
  hit: { colors: [0xfffbe0, 0xffcf3a, 0xc46a00], ring: 0xfff2b0, halo: 0xffc21a, haloAlpha: 0.95, text: 0x2a1400 },
};

/** The 40 numbers as planets, and the row of drawn numbers above them. */
export class KenoBoard {
  readonly view = new Container();
  private readonly orbs: Orb[] = [];
  private readonly gradients = new Map<OrbState, FillGradient>();
  private readonly drawnRow = new Container();
  private readonly slots = new Graphics();
  private layout: KenoLayout | null = null;
  private drawnCount = 0;

  constructor(
    private readonly anim: Animator,
    dot: Texture,
  ) {
    for (let n = 1; n <= KENO_NUMBERS; n++) {
      const view = new Container();
      const halo = new Sprite(dot);
      halo.anchor.set(0.5);
      halo.blendMode = 'add';
      const body = new Graphics();
      const text = label(String(n), 16, 0xffffff, '800');
      view.addChild(halo, body, text);
      this.view.addChild(view);
      this.orbs.push({ view, halo, body, text, state: 'idle' });
    }
    this.view.addChild(this.slots, this.drawnRow);
  }

  /** Where number n's cell is (CSS px), for the button over it. */
  cellRect(n: number): { x: number; y: number; size: number } | null {
    const l = this.layout;
    if (!l) return null;
    const { col, row } = gridCell(n - 1, l.cols);
    return { x: l.board.x + col * l.cell, y: l.board.y + row * l.cell, size: l.cell };
  }

  /** Lays the board out. */
  resize(layout: KenoLayout): void {
    this.layout = layout;
    this.orbs.forEach((orb, i) => {
      const { col, row } = gridCell(i, layout.cols);
      orb.view.position.set(layout.board.x + (col + 0.5) * layout.cell, layout.board.y + (row + 0.5) * layout.cell);
      setSize(orb.text, layout.cell * 0.3);
      this.paintOrb(orb);
    });
    const d = layout.drawn;
    const size = Math.min(d.height * 0.8, d.width / KENO_DRAWN - 6);
    this.slots.clear();
    for (let i = 0; i < KENO_DRAWN; i++) {
      const x = d.x + (d.width / KENO_DRAWN) * (i + 0.5);
      this.slots
        .circle(x, d.y + d.height / 2, size / 2)
        .fill({ color: 0x0b0a2a, alpha: 0.8 })
        .stroke({ color: 0x5a62c8, width: 1.5, alpha: 0.6 });
    }
    this.drawnRow.children.forEach((ball, i) => {
      ball.position.set(d.x + (d.width / KENO_DRAWN) * (i + 0.5), d.y + d.height / 2);
      ball.scale.set(size / 100);
    });
  }

  /** Shows the player's marks (and clears a finished draw). */
  setPicks(picks: readonly number[]): void {
    this.clearDraw();
    this.orbs.forEach((orb, i) => this.setState(orb, picks.includes(i + 1) ? 'picked' : 'idle'));
  }

  /** Clears the drawn numbers, keeping the marks. */
  clearDraw(): void {
    for (const ball of this.drawnRow.removeChildren()) ball.destroy({ children: true });
    this.drawnCount = 0;
    for (const orb of this.orbs)
      if (orb.state === 'miss' || orb.state === 'hit') this.setState(orb, orb.state === 'hit' ? 'picked' : 'idle');
  }

  /** Reveals a drawn number: it pops, glows gold when it is a hit, and joins the drawn row. */
  reveal(n: number, hit: boolean, reduced: boolean): void {
    const orb = this.orbs[n - 1];
    const l = this.layout;
    if (!orb || !l) return;
    this.setState(orb, hit ? 'hit' : 'miss');
    if (!reduced) {
      orb.view.scale.set(hit ? 1.45 : 1.25);
      void this.anim.to(orb.view.scale, { x: 1, y: 1 }, hit ? 480 : 300, { ease: ease.outBack });
    }
    const ball = new Container();
    const style = STYLE[hit ? 'hit' : 'miss'];
    const g = new Graphics()
      .circle(0, 0, 50)
      .fill(this.gradient(hit ? 'hit' : 'miss'))
      .stroke({ color: style.ring, width: 5 });
    const text = label(String(n), 44, style.text, '900');
    ball.addChild(g, text);
    const d = l.drawn;
    const size = Math.min(d.height * 0.8, d.width / KENO_DRAWN - 6);
    ball.position.set(d.x + (d.width / KENO_DRAWN) * (this.drawnCount + 0.5), d.y + d.height / 2);
    this.drawnRow.addChild(ball);
    this.drawnCount++;
    const target = size / 100;
    if (reduced) ball.scale.set(target);
    else {
      ball.scale.set(0.01);
      void this.anim.to(ball.scale, { x: target, y: target }, 260, { ease: ease.outBack });
    }
  }

  /** The centre of number n (for sparks). */
  centre(n: number): { x: number; y: number } {
    const orb = this.orbs[n - 1];
    return orb ? { x: orb.view.x, y: orb.view.y } : { x: 0, y: 0 };
  }

  /** A gentle breathing of the marked numbers' halos while idle. */
  breathe(t: number): void {
    for (const orb of this.orbs) {
      if (orb.state === 'picked') orb.halo.alpha = STYLE.picked.haloAlpha * (0.75 + 0.25 * Math.sin(t * 2.4));
      else if (orb.state === 'hit') orb.halo.alpha = STYLE.hit.haloAlpha * (0.8 + 0.2 * Math.sin(t * 4));
    }
  }

  private setState(orb: Orb, state: OrbState): void {
    if (orb.state === state) return;
    orb.state = state;
    this.paintOrb(orb);
  }

  private gradient(state: OrbState): FillGradient {
    let g = this.gradients.get(state);
    if (!g) {
      const colors = STYLE[state].colors;
      g = new FillGradient({
        type: 'radial',
        center: { x: 0.36, y: 0.3 },
        innerRadius: 0,
        outerCenter: { x: 0.5, y: 0.5 },
        outerRadius: 0.6,
        colorStops: colors.map((color, i) => ({ offset: i / (colors.length - 1), color })),
        textureSpace: 'local',
      });
      this.gradients.set(state, g);
    }
    return g;
  }

  private paintOrb(orb: Orb): void {
    const cell = this.layout?.cell ?? 60;
    const r = cell * 0.38;
    const style = STYLE[orb.state];
    const g = orb.body;
    g.clear();
    g.circle(0, 0, r)
      .fill(this.gradient(orb.state))
      .stroke({ color: style.ring, width: Math.max(1.5, cell * 0.03), alpha: 0.9 });
    // A planet's ring for the marked and hit numbers; a crater or two on the others.
    if (orb.state === 'picked' || orb.state === 'hit') {
      g.ellipse(0, 0, r * 1.32, r * 0.38).stroke({ color: style.ring, width: Math.max(1.5, cell * 0.028), alpha: 0.85 });
      g.ellipse(-r * 0.35, -r * 0.42, r * 0.32, r * 0.16).fill({ color: 0xffffff, alpha: 0.45 });
    } else {
      g.circle(r * 0.42, r * 0.35, r * 0.14).fill({ color: 0x000000, alpha: 0.22 });
      g.circle(-r * 0.5, r * 0.1, r * 0.09).fill({ color: 0x000000, alpha: 0.18 });
      g.ellipse(-r * 0.32, -r * 0.45, r * 0.28, r * 0.13).fill({ color: 0xffffff, alpha: 0.18 });
    }
    orb.halo.tint = style.halo;
    orb.halo.alpha = style.haloAlpha;
    orb.halo.scale.set((r * 2.6) / 64);
    orb.text.style.fill = style.text;
    orb.text.rotation = orb.state === 'picked' || orb.state === 'hit' ? -0.06 : 0;
  }
}
