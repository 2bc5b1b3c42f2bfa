import { BlurFilter, Container, Rectangle, type Renderer, type Texture } from 'pixi.js';
import { SYMBOLS, type SlotSymbol } from '../../server/slot';
import { drawSymbol } from './symbols';

/** Pixels of a symbol's art box in its texture (sprites scale it to the cell). */
export const SYMBOL_SIZE = 180;
/** Margin around the art box, as a share of it, where the glow spreads. */
export const SYMBOL_PAD = 0.14;

/** The symbols as textures: sharp with a neon glow, and smeared vertically for the spinning reels. */
export interface SymbolTextures {
  sharp: Record<SlotSymbol, Texture>;
  blurred: Record<SlotSymbol, Texture>;
}

function render(renderer: Renderer, symbol: SlotSymbol, smear: boolean): Texture {
  const scale = SYMBOL_SIZE / 100;
  const art = new Container();
  const glow = new Container();
  drawSymbol(glow, symbol);
  glow.filters = [new BlurFilter({ strength: 9, quality: 3 })];
  glow.alpha = 0.9;
  const sharp = new Container();
  drawSymbol(sharp, symbol);
  art.addChild(glow, sharp);
  art.scale.set(scale);
  if (smear) art.filters = [new BlurFilter({ strengthX: 0, strengthY: 22, quality: 4 })];
  const holder = new Container();
  holder.addChild(art);
  const half = SYMBOL_SIZE / 2 + SYMBOL_SIZE * SYMBOL_PAD;
  const texture = renderer.generateTexture({
    target: holder,
    frame: new Rectangle(-half, -half, half * 2, half * 2),
    resolution: smear ? 1 : Math.min(2, renderer.resolution),
    antialias: true,
  });
  holder.destroy({ children: true });
  return texture;
}

/** Renders every symbol's textures once. */
export function makeSymbolTextures(renderer: Renderer): SymbolTextures {
  const sharp = {} as Record<SlotSymbol, Texture>;
  const blurred = {} as Record<SlotSymbol, Texture>;
  for (const symbol of SYMBOLS) {
    sharp[symbol] = render(renderer, symbol, false);
    blurred[symbol] = render(renderer, symbol, true);
  }
  return { sharp, blurred };
}
