import { BitmapFontManager, Container, Sprite, TextStyle, Texture, type BitmapFont } from 'pixi.js';

/** Options of a GlyphLine. */
export interface GlyphLineOptions {
  /** Name of an installed bitmap font (core/fonts.ts). */
  fontName: string;
  fontSize: number;
  /** Longest text it will show (one sprite per character, made once). */
  maxChars: number;
  text?: string;
  /** 0..1 on both axes, as a BitmapText's anchor. */
  anchor?: number;
}

/**
 * One line of text drawn as glyph sprites of an installed bitmap font, laid out exactly as Pixi's BitmapText lays out
 * a single line. For a value that changes on every frame (a roll readout, a counting multiplier): a BitmapText redraws
 * its glyph graphics on each change and makes Pixi rebuild its render group's instructions, while here a change only
 * swaps textures on the same atlas pages and moves quads, so the instructions are reused. Unused slots are kept with
 * their last glyph at alpha 0 (the engine does not draw them: core/transparent.ts). `view.tint` colours the text.
 */
export class GlyphLine {
  readonly view = new Container();
  private readonly glyphs: Sprite[] = [];
  private readonly style: TextStyle;
  private font: BitmapFont | null = null;
  private textValue = '';
  private laidWidth = 0;
  private readonly anchor: number;

  constructor(options: GlyphLineOptions) {
    this.anchor = options.anchor ?? 0;
    this.style = new TextStyle({ fontFamily: options.fontName, fontSize: options.fontSize });
    for (let i = 0; i < options.maxChars; i++) {
      const glyph = new Sprite(Texture.EMPTY);
      glyph.alpha = 0;
      this.glyphs.push(glyph);
      this.view.addChild(glyph);
    }
    this.textValue = options.text ?? '';
    this.setFont(options.fontName);
  }

  get text(): string {
    return this.textValue;
  }

  /** Shows `value`; the same string again costs nothing. Characters beyond `maxChars` are not shown. */
  set text(value: string) {
    if (value === this.textValue) return;
    this.textValue = value;
    this.layout();
  }

  /** The line's width in px at its font size (as a BitmapText's `width` of the same text), before `view`'s scale. */
  get width(): number {
    return this.laidWidth;
  }

  get fontSize(): number {
    return this.style.fontSize;
  }

  set fontSize(size: number) {
    if (size === this.style.fontSize) return;
    this.style.fontSize = size;
    this.layout();
  }

  /** Switches to another installed bitmap font (the web face arrived). */
  setFont(fontName: string): void {
    this.style.fontFamily = fontName;
    this.font = BitmapFontManager.getFont('0', this.style);
    this.layout();
  }

  destroy(): void {
    this.view.destroy({ children: true });
  }

  /** The layout of AbstractBitmapTextPipe + getBitmapTextLayout for one line without spaces, without allocating. */
  private layout(): void {
    const font = this.font;
    if (!font) return;
    const text = this.textValue;
    const scale = this.style.fontSize / font.baseMeasurementFontSize;
    let width = 0;
    let previous = '';
    let n = 0;
    for (let i = 0; i < text.length && n < this.glyphs.length; i++) {
      const char = text.charAt(i);
      const data = font.chars[char];
      if (!data) continue;
      const kerning = data.kerning[previous] ?? 0;
      const glyph = this.glyphs[n++]!;
      // The position before the offset, as the layout stores it; the final x is set below once the width is known.
      glyph.x = width + kerning;
      width += data.xAdvance + kerning;
      previous = char;
    }
    this.laidWidth = width * scale;
    const lineHeight = font.lineHeight;
    let shift = (lineHeight - font.fontMetrics.fontSize) / 2;
    if (shift - font.baseLineOffset < 0) shift = 0;
    const originX = -this.anchor * width;
    const originY = -this.anchor * (lineHeight + font.baseLineOffset);
    n = 0;
    for (let i = 0; i < text.length && n < this.glyphs.length; i++) {
      const data = font.chars[text.charAt(i)];
      if (!data) continue;
      const glyph = this.glyphs[n++]!;
      glyph.texture = data.texture ?? Texture.EMPTY;
      glyph.scale.set(scale);
      glyph.position.set(
        scale * (originX + Math.round(glyph.x + data.xOffset)),
        scale * (originY + Math.round(font.baseLineOffset + data.yOffset + shift)),
      );
      glyph.alpha = 1;
    }
    // A hidden slot keeps a texture of the shown pages, so showing it later needs no new texture in the batch.
    const filler = n > 0 ? this.glyphs[0]!.texture : Texture.EMPTY;
    for (let i = n; i < this.glyphs.length; i++) {
      const glyph = this.glyphs[i]!;
      if (glyph.texture === Texture.EMPTY) glyph.texture = filler;
      glyph.alpha = 0;
    }
  }
}
