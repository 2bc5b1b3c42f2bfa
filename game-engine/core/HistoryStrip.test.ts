import { Container } from 'pixi.js';
import { describe, expect, it, vi } from 'vitest';
import { Clock } from './Clock';
import { HistoryStrip } from './HistoryStrip';

// jsdom has no 2D canvas to build a bitmap font: a label is a glyph line whose view holds its text and which measures
// 8 px per character (12 px in a font whose name ends in "-wide").
vi.mock('./GlyphLine', async () => {
  const pixi = await import('pixi.js');
  class LabelView extends pixi.Container {
    text = '';
  }
  class GlyphLine {
    readonly view = new LabelView();
    fontSize: number;
    private font: string;
    constructor(options: { fontName: string; fontSize: number; text?: string }) {
      this.font = options.fontName;
      this.fontSize = options.fontSize;
      this.view.text = options.text ?? '';
    }
    get text(): string {
      return this.view.text;
    }
    set text(value: string) {
      this.view.text = value;
    }
    get width(): number {
      return this.text.length * (this.font.endsWith('-wide') ? 12 : 8);
    }
    setFont(fontName: string): void {
      this.font = fontName;
    }
  }
  return { GlyphLine };
});

/** A pill's label view (the fake's: it holds the text). */
type LabelView = Container & { text: string };

const FONT = 'history-test';

/** A strip of `max` pills 60 px wide in `width`, on an instant clock. */
function stripOf(max: number, width: number): { strip: HistoryStrip; clock: Clock } {
  const clock = new Clock();
  clock.setSpeed(1, true);
  const strip = new HistoryStrip(FONT, max);
  strip.layout(width, 0, width, 60, 24);
  return { strip, clock };
}

/** The strip's pills, left to right, as [label, visible]. */
function shownLeftToRight(strip: HistoryStrip): [string, boolean][] {
  const row = strip.view.children[0] as Container;
  return row.children
    .map((pill) => ({ x: pill.x, label: (pill.children[1] as LabelView).text, visible: pill.visible }))
    .sort((a, b) => a.x - b.x)
    .map((p) => [p.label, p.visible]);
}

describe('HistoryStrip', () => {
  it('shows the newest result on the right and keeps at most `max`', async () => {
    const { strip, clock } = stripOf(4, 400);
    for (const text of ['1.00', '2.00', '3.00']) await strip.push({ text, win: true }, clock);
    expect(
      shownLeftToRight(strip)
        .filter(([, v]) => v)
        .map(([t]) => t),
    ).toEqual(['1.00', '2.00', '3.00']);
    for (const text of ['4.00', '5.00', '6.00']) await strip.push({ text, win: false }, clock);
    expect(shownLeftToRight(strip).map(([t]) => t)).toEqual(['3.00', '4.00', '5.00', '6.00']);
    expect(strip.shown.map((e) => e.text)).toEqual(['6.00', '5.00', '4.00', '3.00']);
  });

  it('re-lays out only the new pill per result: the others keep their label objects and text', async () => {
    const { strip, clock } = stripOf(3, 300);
    for (const text of ['1.00', '2.00', '3.00']) await strip.push({ text, win: true }, clock);
    const row = strip.view.children[0] as Container;
    const before = new Map(row.children.map((pill) => [pill, (pill.children[1] as LabelView).text]));
    await strip.push({ text: '4.00', win: true }, clock);
    const changed = row.children.filter((pill) => (pill.children[1] as LabelView).text !== before.get(pill));
    expect(changed).toHaveLength(1);
    expect((changed[0]!.children[1] as LabelView).text).toBe('4.00');
  });

  it('set() slides one new keyed result in front of the same list, and redraws any other list', async () => {
    const { strip, clock } = stripOf(3, 300);
    const e = (key: number) => ({ key, text: `${key}.00x`, win: true });
    await strip.set([e(3), e(2), e(1)], clock);
    await strip.set([e(4), e(3), e(2)], clock);
    expect(shownLeftToRight(strip).map(([t]) => t)).toEqual(['2.00x', '3.00x', '4.00x']);
    await strip.set([e(9), e(8)], clock);
    expect(shownLeftToRight(strip)).toEqual([
      ['2.00x', false],
      ['8.00x', true],
      ['9.00x', true],
    ]);
  });

  it('shrinks a long label to fit its pill', async () => {
    const { strip, clock } = stripOf(2, 200);
    await strip.push({ text: '1000000.00x', win: true }, clock);
    await strip.push({ text: '2.00', win: true }, clock);
    const labels = (strip.view.children[0] as Container).children.map((pill) => pill.children[1] as LabelView);
    const long = labels.find((l) => l.text === '1000000.00x')!;
    // Its laid-out width (8 px a character) at its scale fills the room: the pill's 60 px less 10.
    expect(long.text.length * 8 * long.scale.x).toBeCloseTo(50);
    expect(labels.find((l) => l.text === '2.00')!.scale.x).toBe(1);
  });

  it('shows only as many pills as fit the width', async () => {
    const { strip, clock } = stripOf(8, 140);
    for (const text of ['1.00', '2.00', '3.00', '4.00']) await strip.push({ text, win: true }, clock);
    expect(
      shownLeftToRight(strip)
        .filter(([, v]) => v)
        .map(([t]) => t),
    ).toEqual(['3.00', '4.00']);
  });

  it('fits the shown labels again when the font changes', async () => {
    // Pills 60 px wide leave 50 px for a label: six characters fit at 8 px each, not at 12.
    const { strip, clock } = stripOf(3, 300);
    await strip.push({ text: '123.45', win: true }, clock);
    const label = () => ((strip.view.children[0] as Container).children.find((p) => p.visible)!.children[1] as LabelView).scale.x;
    expect(label()).toBe(1);
    strip.setFont(`${FONT}-wide`);
    expect(label()).toBeCloseTo(50 / 72, 5);
    strip.setFont(FONT);
    expect(label()).toBe(1);
  });
});
