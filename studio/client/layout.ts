// Layout math of the three games, in CSS pixels: pure functions of the play area (the window minus the HUD's bars),
// recomputed on every resize, from a 390x844 phone to a 1440x900 desktop and any iframe between.

/** A rectangle in CSS pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the slot's parts go. */
export interface SlotLayout {
  /** Side of a symbol cell, and the gap between reels. */
  cell: number;
  gap: number;
  /** The reels' window (5 cells and 4 gaps wide, 3 cells high). */
  reels: Rect;
  /** The title above the reels (height 0 when there is no room), and the win banner below. */
  title: Rect;
  banner: Rect;
  /** Whether there is room for the payline numbers beside the reels. */
  markers: boolean;
}

const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));

/** The slot's layout in `area`. */
export function slotLayout(area: Rect): SlotLayout {
  const pad = clamp(Math.min(area.width, area.height) * 0.03, 8, 28);
  const title = area.height >= 460 ? clamp(area.height * 0.1, 40, 84) : 0;
  const banner = clamp(area.height * 0.11, 44, 84);
  const markersRoom = area.width >= 640;
  // Five cells, four gaps of 0.06 cell and the frame (0.16 cell a side), plus the payline markers' columns.
  const across = 5 + 4 * 0.06 + 0.32 + (markersRoom ? 0.7 : 0);
  const byWidth = (area.width - 2 * pad) / across;
  const byHeight = (area.height - 2 * pad - title - banner) / (3 + 0.32);
  const cell = Math.max(24, Math.floor(Math.min(byWidth, byHeight, 200)));
  const gap = Math.round(cell * 0.06);
  const width = 5 * cell + 4 * gap;
  const height = 3 * cell;
  const block = title + height + cell * 0.32 + banner;
  const top = area.y + Math.max(pad, (area.height - block) / 2);
  const reels = { x: Math.round(area.x + (area.width - width) / 2), y: Math.round(top + title + cell * 0.16), width, height };
  return {
    cell,
    gap,
    reels,
    title: { x: area.x, y: top, width: area.width, height: title },
    banner: { x: area.x, y: reels.y + height + cell * 0.16, width: area.width, height: banner },
    markers: markersRoom && cell >= 70,
  };
}

/** Where keno's parts go. */
export interface KenoLayout {
  cols: number;
  rows: number;
  /** Side of a number's cell (its orb is a little smaller). */
  cell: number;
  /** The 40 numbers. */
  board: Rect;
  /** The row of drawn numbers above the board. */
  drawn: Rect;
  /** The paytable: beside the board (one column) or below it (rows of up to five). */
  table: Rect;
  tableSide: 'right' | 'below';
}

/** Keno's layout: the grid shape (8x5, 5x8 or 10x4) and paytable side that give the biggest numbers. */
export function kenoLayout(area: Rect): KenoLayout {
  const pad = clamp(Math.min(area.width, area.height) * 0.03, 8, 24);
  const w = area.width - 2 * pad;
  const h = area.height - 2 * pad;
  const drawnH = clamp(h * 0.1, 40, 64);
  const sideW = clamp(w * 0.22, 150, 240);
  const belowH = clamp(h * 0.2, 96, 140);
  let best: (KenoLayout & { score: number }) | null = null;
  for (const [cols, rows] of [
    [8, 5],
    [5, 8],
    [10, 4],
  ] as const) {
    for (const side of ['right', 'below'] as const) {
      const boardW = side === 'right' ? w - sideW - pad : w;
      const boardH = h - drawnH - pad - (side === 'below' ? belowH + pad : 0);
      const cell = Math.floor(Math.min(boardW / cols, boardH / rows, 96));
      if (cell <= 0 || (best && cell <= best.score)) continue;
      const bw = cols * cell;
      const bh = rows * cell;
      const blockW = side === 'right' ? bw + pad + sideW : bw;
      const blockH = drawnH + pad + bh + (side === 'below' ? pad + belowH : 0);
      const x0 = area.x + (area.width - blockW) / 2;
      const y0 = area.y + (area.height - blockH) / 2;
      const board = { x: Math.round(x0), y: Math.round(y0 + drawnH + pad), width: bw, height: bh };
      best = {
        cols,
        rows,
        cell,
        board,
        drawn: { x: board.x, y: Math.round(y0), width: bw, height: drawnH },
        table:
          side === 'right'
            ? { x: board.x + bw + pad, y: Math.round(y0), width: sideW, height: blockH }
            : { x: board.x, y: board.y + bh + pad, width: bw, height: belowH },
        tableSide: side,
        score: cell,
      };
    }
  }
  const { score: _score, ...layout } = best!;
  return layout;
}

/** Where blackjack's parts go. */
export interface BlackjackLayout {
  card: { width: number; height: number };
  /** Centres of the dealer's hand and of each player hand; the shoe the cards come from. */
  dealer: { x: number; y: number };
  hands: { x: number; y: number }[];
  shoe: { x: number; y: number };
  /** Widest a hand's fan may be. */
  handWidth: number;
  /** The table's printed arc: centre and radius. */
  arc: { x: number; y: number; radius: number };
}

/** Blackjack's layout for `hands` player hands (1 or 2). */
export function blackjackLayout(area: Rect, hands: number): BlackjackLayout {
  // Cards fit four or five across a hand's share of the width, and a quarter of the height.
  const height = clamp(Math.min(area.height * 0.25, (area.width / (hands > 1 ? 5.2 : 4.2)) * 1.4), 56, 180);
  const card = { width: Math.round(height * 0.714), height: Math.round(height) };
  const cx = area.x + area.width / 2;
  const dealerY = area.y + Math.max(card.height * 0.62, area.height * 0.22);
  const playerY = area.y + area.height - Math.max(card.height * 0.75, area.height * 0.26);
  // Split hands sit side by side near the middle, not at the far edges of a wide table.
  const slot = Math.min(area.width / hands, card.width * 4.4);
  const handWidth = Math.min(slot * 0.92, card.width * 3.2);
  return {
    card,
    dealer: { x: cx, y: dealerY },
    hands: Array.from({ length: hands }, (_, i) => ({ x: cx + slot * (i + 0.5 - hands / 2), y: playerY })),
    // Beside the dealer where there is room; else peeking in from the top right corner.
    shoe:
      area.width / 2 - handWidth / 2 > card.width * 1.6
        ? { x: area.x + area.width - card.width * 0.95, y: area.y + card.height * 0.62 }
        : { x: area.x + area.width - card.width * 0.2, y: area.y + card.height * 0.05 },
    handWidth,
    arc: { x: cx, y: dealerY - card.height * 0.2, radius: Math.max(120, (playerY - dealerY) * 0.62) },
  };
}

/** The x offsets (from the hand's centre) of `count` overlapping cards, fanned to fit `maxWidth`. */
export function fanOffsets(count: number, cardWidth: number, maxWidth: number): number[] {
  if (count <= 0) return [];
  const spread = count === 1 ? 0 : Math.min(cardWidth * 0.42, Math.max(0, maxWidth - cardWidth) / (count - 1));
  const total = spread * (count - 1);
  return Array.from({ length: count }, (_, i) => i * spread - total / 2);
}

/** Cells of a grid laid in a rect: (col, row) of item i, row by row. */
export function gridCell(i: number, cols: number): { col: number; row: number } {
  return { col: i % cols, row: Math.floor(i / cols) };
}
