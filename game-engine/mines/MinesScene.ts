import { BitmapText, Container, Graphics } from 'pixi.js';
import { MINES_TILES } from '../../src/core/games/mines/rules';
import type { Engine, Scene, StagePointer } from '../core/Engine';
import type { MinesSound } from './sounds';
import { engineFonts, onFontsChanged } from '../core/fonts';
import { THEME } from '../core/theme';
import type { TileFace } from './board';
import { countLabel, minesLayout, tileAt, tileCenter, type MinesLayout } from './layout';
import { layoutDelay, MINES_TIMING, shakeOffset } from './presentation';
import { createTileMaterials, TileView, type TileMaterials } from './TileView';

/** What the scene asks its game about the pointer. */
export interface MinesPointer {
  /** A tap (click or touch) on a tile. */
  tap(tile: number): void;
  /** Whether a tap on this tile would do something (the pointer cursor and the hover lift). */
  tappable(tile: number): boolean;
}

/**
 * The mines scene: a 5x5 grid of tiles that flip over to gems (with a sparkle burst) or mines (with a blast and a
 * shake of the board), the whole layout turned over dimmed at the end, hover and focus-ring states, the tiles picked
 * for auto play, and the mine count beneath. Built once; tiles are redrawn on resize and when their face changes.
 * Nothing moves per frame: reveals are tweens on the engine clock, and every other change calls `engine.invalidate()`.
 */
export class MinesScene implements Scene {
  readonly view = new Container();
  private readonly board = new Container();
  private readonly tiles: TileView[] = [];
  private readonly materials: TileMaterials = createTileMaterials();
  private readonly focusRing = new Graphics();
  private readonly label: BitmapText;
  private readonly unsubscribeFonts: () => void;
  private l: MinesLayout = minesLayout(1, 1);
  private hovered: number | null = null;
  private focus: number | null = null;
  private picked = new Set<number>();
  private input: MinesPointer | null = null;
  /** Taps on a tile and hover, found from the board's layout. */
  readonly pointer: StagePointer = {
    tap: (x, y) => {
      const tile = tileAt(this.l, x, y);
      if (tile !== null && !this.destroyed) this.input?.tap(tile);
    },
    move: (x, y) => this.setHover(tileAt(this.l, x, y)),
    leave: () => this.setHover(null),
  };
  private destroyed = false;

  constructor(private readonly engine: Engine<MinesSound>) {
    for (let i = 0; i < MINES_TILES; i++) {
      const tile = new TileView(i, this.materials);
      this.tiles.push(tile);
      this.board.addChild(tile.view);
    }
    this.focusRing.visible = false;
    this.label = new BitmapText({ text: countLabel(3), style: { fontFamily: engineFonts().small, fontSize: 14 }, anchor: 0.5 });
    this.label.tint = THEME.text;
    this.board.addChild(this.focusRing);
    this.view.addChild(this.board, this.label);
    this.unsubscribeFonts = onFontsChanged((fonts) => (this.label.style.fontFamily = fonts.small));
  }

  /** Who hears taps. */
  setPointer(pointer: MinesPointer): void {
    this.input = pointer;
  }

  /** The face each tile shows (for tests and the fixture page). */
  get faces(): TileFace[] {
    return this.tiles.map((t) => t.face);
  }

  /** Shows faces at once (a new board, a resumed game). */
  setFaces(faces: readonly TileFace[], hit: number | null = null): void {
    for (const tile of this.tiles) tile.setFace(faces[tile.index] ?? 'covered', tile.index === hit);
    this.refreshMarks();
    this.engine.invalidate();
  }

  /** The line beneath the grid. */
  setLabel(mines: number, picked: number): void {
    if (this.destroyed) return;
    const text = countLabel(mines, picked);
    if (this.label.text === text) return;
    this.label.text = text;
    this.engine.invalidate();
  }

  /** Tiles picked for auto play (violet outline on covered tiles). */
  setPicked(tiles: readonly number[]): void {
    this.picked = new Set(tiles);
    this.refreshMarks();
    this.engine.invalidate();
  }

  /** The keyboard's focus ring, or null to hide it. */
  setFocus(tile: number | null): void {
    this.focus = tile;
    this.drawFocus();
    this.engine.invalidate();
  }

  /**
   * Turns a tile over to a gem or a mine (no blast yet: `explode` follows). A gem lands with a flash, its face popping
   * in on a swelling halo, a shock ring and sparks flying out, with the chime.
   */
  async flip(index: number, face: 'gem' | 'mine'): Promise<void> {
    const tile = this.tiles[index];
    if (!tile || this.destroyed) return;
    const clock = this.engine.clock;
    tile.setHover(false);
    await clock.tween(tile.view.scale, { x: 0, ease: 'power1.in' }, MINES_TIMING.flipHalf);
    if (this.destroyed) return;
    tile.setFace(face, face === 'mine');
    const turned = clock.tween(tile.view.scale, { x: 1, ease: 'back.out(2)' }, MINES_TIMING.flipHalf * 1.4);
    const popped = this.pop(tile);
    if (face !== 'gem') {
      await Promise.all([turned, popped]);
      return;
    }
    this.engine.sound.play('gem', 0.7);
    tile.drawBurst('gem');
    await Promise.all([turned, popped, this.flashAndRing(tile), this.sparks(tile)]);
  }

  /** The blast over a mine: a flash, a star burst and a shock ring, a boom and the board shaking. */
  async explode(index: number): Promise<void> {
    const tile = this.tiles[index];
    if (!tile || this.destroyed) return;
    const clock = this.engine.clock;
    this.engine.sound.play('mine', 0.9);
    tile.drawBurst('mine');
    tile.burst.alpha = 1;
    tile.burst.scale.set(0.3);
    tile.burst.rotation = 0;
    // Calm effects: the board does not shake.
    const amplitude = this.engine.calm() ? 0 : Math.max(4, this.l.tile * 0.1);
    await Promise.all([
      this.flashAndRing(tile),
      clock.tween(tile.burst.scale, { x: 1.6, y: 1.6, ease: 'power3.out' }, MINES_TIMING.explode),
      clock.tween(tile.burst, { alpha: 0, ease: 'power2.in' }, MINES_TIMING.explode),
      clock.animate(MINES_TIMING.explode, 'none', (p) => (this.board.x = shakeOffset(p, amplitude))),
    ]);
    this.board.x = 0;
  }

  /** The face pops in from small with an overshoot, its halo swelling behind it. */
  private pop(tile: TileView): Promise<unknown> {
    const clock = this.engine.clock;
    tile.icon.scale.set(0.45);
    const halo = tile.halo.alpha;
    tile.halo.alpha = 0;
    tile.halo.scale.set(0.6);
    return Promise.all([
      clock.tween(tile.icon.scale, { x: 1, y: 1, ease: 'back.out(2.6)' }, MINES_TIMING.pop),
      clock.tween(tile.halo, { alpha: halo, ease: 'power2.out' }, MINES_TIMING.pop),
      clock.tween(tile.halo.scale, { x: 1, y: 1, ease: 'power2.out' }, MINES_TIMING.pop),
    ]);
  }

  /** A light over the tile fading out, and a ring spreading from its centre. */
  private flashAndRing(tile: TileView): Promise<unknown> {
    const clock = this.engine.clock;
    // Calm effects: the ring alone, no light over the tile.
    tile.flash.alpha = this.engine.calm() ? 0 : 0.55;
    tile.ring.alpha = 0.9;
    tile.ring.scale.set(0.5);
    return Promise.all([
      clock.tween(tile.flash, { alpha: 0, ease: 'power2.out' }, MINES_TIMING.flash),
      clock.tween(tile.ring.scale, { x: 1.25, y: 1.25, ease: 'power2.out' }, MINES_TIMING.ring),
      clock.tween(tile.ring, { alpha: 0, ease: 'power1.in' }, MINES_TIMING.ring),
    ]);
  }

  /** The gem's sparks fly out, turn and fade. */
  private sparks(tile: TileView): Promise<unknown> {
    const clock = this.engine.clock;
    tile.burst.alpha = 1;
    tile.burst.scale.set(0.55);
    tile.burst.rotation = 0;
    return Promise.all([
      clock.tween(tile.burst.scale, { x: 1.3, y: 1.3, ease: 'power2.out' }, MINES_TIMING.burst),
      clock.tween(tile.burst, { alpha: 0, rotation: 0.4, ease: 'power1.in' }, MINES_TIMING.burst),
    ]);
  }

  /** Turns every covered tile over to its dimmed face (the layout at the end of a round), as a quick sweep. */
  async sweep(faces: readonly TileFace[]): Promise<void> {
    if (this.destroyed) return;
    const clock = this.engine.clock;
    const turning = this.tiles.filter((t) => t.face === 'covered' && faces[t.index] !== 'covered');
    await Promise.all(
      turning.map(async (tile, i) => {
        await clock.delay(layoutDelay(i, turning.length));
        if (this.destroyed) return;
        tile.setFace(faces[tile.index]!);
        tile.view.scale.x = 0;
        await clock.tween(tile.view.scale, { x: 1, ease: 'power2.out' }, MINES_TIMING.layoutFlip);
      }),
    );
    this.refreshMarks();
  }

  /** The round's end: the gems pulse on a win (with the win chime); a loss sounds low. */
  async result(win: boolean): Promise<void> {
    if (this.destroyed) return;
    const clock = this.engine.clock;
    this.engine.sound.play(win ? 'win' : 'lose', win ? 0.8 : 0.4);
    if (!win) return;
    const gems = this.tiles.filter((t) => t.face === 'gem');
    await Promise.all(
      gems.map(async (t) => {
        await clock.tween(t.view.scale, { x: 1.08, y: 1.08, ease: 'power2.out' }, 120);
        await clock.tween(t.view.scale, { x: 1, y: 1, ease: 'power2.in' }, 160);
      }),
    );
  }

  resize(width: number, height: number): void {
    if (this.destroyed) return;
    const l = (this.l = minesLayout(width, height));
    for (const tile of this.tiles) {
      const c = tileCenter(l, tile.index);
      tile.layout(c.x, c.y, l.tile, l.radius);
    }
    this.label.style.fontSize = l.labelFont;
    this.label.position.set(l.width / 2, l.labelY);
    this.drawFocus();
    this.refreshMarks();
  }

  destroy(): void {
    this.destroyed = true;
    this.unsubscribeFonts();
    this.view.destroy({ children: true });
    this.materials.destroy();
  }

  /** Re-applies hover and picked marks after faces changed. */
  refreshMarks(): void {
    for (const tile of this.tiles) {
      tile.setPicked(this.picked.has(tile.index));
      tile.setHover(tile.index === this.hovered && (this.input?.tappable(tile.index) ?? false));
    }
    this.engine.invalidate();
  }

  private drawFocus(): void {
    const f = this.focus;
    if (f === null || f < 0 || f >= MINES_TILES) {
      this.focusRing.visible = false;
      return;
    }
    const c = tileCenter(this.l, f);
    const s = this.l.tile / 2 + 4;
    this.focusRing
      .clear()
      .roundRect(c.x - s, c.y - s, s * 2, s * 2, this.l.radius + 3)
      .stroke({ width: 3, color: THEME.white, alpha: 0.9 });
    this.focusRing.visible = true;
  }

  private setHover(tile: number | null): void {
    if (this.destroyed) return;
    const tappable = tile !== null && (this.input?.tappable(tile) ?? false);
    this.engine.setCursor(tappable ? 'pointer' : 'default');
    let changed = false;
    if (tile === this.hovered) {
      if (tile !== null) changed = this.tiles[tile]!.setHover(tappable);
    } else {
      if (this.hovered !== null) changed = this.tiles[this.hovered]!.setHover(false);
      this.hovered = tile;
      if (tile !== null) changed = this.tiles[tile]!.setHover(tappable) || changed;
    }
    // Also called for a still pointer on each frame (a tile turning under it): draw only a hover that changed.
    if (changed) this.engine.invalidate();
  }
}
