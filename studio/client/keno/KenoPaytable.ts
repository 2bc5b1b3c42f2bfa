import { Container, Graphics, type Text } from 'pixi.js';
import { KENO_MAX_PICKS } from '../../server/keno';
import { label, setSize } from '../fx/text';
import { vertical } from '../fx/glow';
import { payRows, type PayRow } from '../kenoPicks';
import type { KenoLayout } from '../layout';

/** The paytable for the current number of marks, beside or below the board; the row of the hits so far lights up. */
export class KenoPaytable {
  readonly view = new Container();
  private readonly panel = new Graphics();
  private readonly lights = new Graphics();
  private readonly title: Text;
  private readonly rowsLayer = new Container();
  private layout: KenoLayout | null = null;
  private rows: PayRow[] = [];
  private picks = 0;
  private hits = -1;
  private cells: { x: number; y: number; width: number; height: number }[] = [];

  constructor() {
    this.title = label('', 14, 0xaab6ff, '800');
    this.view.addChild(this.panel, this.lights, this.title, this.rowsLayer);
  }

  /** Lays the panel out. */
  resize(layout: KenoLayout): void {
    this.layout = layout;
    this.draw();
  }

  /** Shows the rows for `picks` marks. */
  setPicks(picks: number): void {
    if (picks === this.picks) return;
    this.picks = picks;
    this.rows = payRows(picks);
    this.hits = -1;
    this.draw();
  }

  /** Lights the row of `hits` hits (none: -1). */
  highlight(hits: number): void {
    this.hits = hits;
    this.paintLights();
  }

  private draw(): void {
    const l = this.layout;
    if (!l) return;
    const side = l.tableSide === 'right';
    // The panel is as tall as its rows: centred on the board beside it, at the top of its strip below it.
    const n0 = Math.max(1, this.rows.length);
    const rowsH = side ? Math.min(l.board.height, n0 * 46 + 64) : Math.min(l.table.height, Math.ceil(n0 / 5) * 50 + 58);
    const t = side ? { ...l.table, y: l.board.y + (l.board.height - rowsH) / 2, height: rowsH } : { ...l.table, height: rowsH };
    this.panel.clear();
    this.panel
      .roundRect(t.x, t.y, t.width, t.height, 16)
      .fill(vertical([0x141044, 0x0a0822], [0.88, 0.88]))
      .stroke({ color: 0x6b6bff, width: 1.5, alpha: 0.55 });
    const titleH = side ? 40 : Math.min(34, t.height * 0.24);
    setSize(this.title, Math.min(15, titleH * 0.5));
    this.title.text = this.picks === 0 ? 'Mark 1 to 10 numbers' : `${this.picks} / ${KENO_MAX_PICKS} marked · pays`;
    this.title.position.set(t.x + t.width / 2, t.y + titleH * 0.6 + 4);
    for (const child of this.rowsLayer.removeChildren()) child.destroy();
    this.cells = [];
    const n = this.rows.length;
    if (n === 0) {
      this.paintLights();
      return;
    }
    const cols = side ? 1 : Math.min(n, 5);
    const lines = Math.ceil(n / cols);
    const top = t.y + titleH + 8;
    const cellW = (t.width - 16) / cols;
    const cellH = Math.min(side ? 46 : 50, (t.y + t.height - top - 8) / lines);
    const size = Math.max(10, Math.min(cellH * 0.42, cellW * 0.16, 18));
    this.rows.forEach((row, i) => {
      const col = i % cols;
      const line = Math.floor(i / cols);
      const cell = { x: t.x + 8 + col * cellW, y: top + line * cellH, width: cellW, height: cellH };
      this.cells.push(cell);
      const hits = label(`${row.hits} hit${row.hits === 1 ? '' : 's'}`, size, 0xc8ccff, '700');
      const pay = label(row.text, size * 1.08, 0xffe27a, '900');
      if (side) {
        hits.anchor.set(0, 0.5);
        pay.anchor.set(1, 0.5);
        hits.position.set(cell.x + 10, cell.y + cellH / 2);
        pay.position.set(cell.x + cellW - 10, cell.y + cellH / 2);
      } else {
        hits.position.set(cell.x + cellW / 2, cell.y + cellH * 0.3);
        pay.position.set(cell.x + cellW / 2, cell.y + cellH * 0.7);
      }
      this.rowsLayer.addChild(hits, pay);
    });
    this.paintLights();
  }

  private paintLights(): void {
    const g = this.lights;
    g.clear();
    this.rows.forEach((row, i) => {
      const c = this.cells[i];
      if (!c) return;
      const on = row.hits === this.hits;
      g.roundRect(c.x + 2, c.y + 2, c.width - 4, c.height - 4, 10).fill({ color: on ? 0xffc21a : 0xffffff, alpha: on ? 0.28 : 0.035 });
      if (on) g.roundRect(c.x + 2, c.y + 2, c.width - 4, c.height - 4, 10).stroke({ color: 0xffe27a, width: 2 });
    });
  }
}
