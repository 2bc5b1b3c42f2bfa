// Neon Reels: a 5-reel, 3-row video slot with 10 fixed paylines. Each reel stops at a uniformly random position of its
// strip; the three visible symbols are that position and the next two. A line pays the longest run from the leftmost
// reel of one symbol (wilds stand in for any symbol), or of wilds alone when that pays more; the pay is a multiple of
// the line bet (the stake over 10). The strips and paytable below are the whole game: its RTP follows from them
// exactly (slotRtp) and is published on the game's page.

/** The symbols, highest paying first. */
export const SYMBOLS = ['wild', 'seven', 'diamond', 'bell', 'cherry', 'lemon', 'plum', 'grape'] as const;
/** A symbol. */
export type SlotSymbol = (typeof SYMBOLS)[number];

/** Pays of 3, 4 and 5 in a row, in line bets. */
export const PAYTABLE: Record<SlotSymbol, readonly [number, number, number]> = {
  wild: [100, 500, 2000],
  seven: [50, 200, 1000],
  diamond: [30, 120, 500],
  bell: [20, 60, 240],
  cherry: [12, 40, 160],
  lemon: [9, 26, 80],
  plum: [7, 20, 64],
  grape: [5, 16, 50],
};

/** Symbol counts per reel strip (each strip 32 long). */
const COUNTS: readonly Record<SlotSymbol, number>[] = [
  { wild: 1, seven: 2, diamond: 3, bell: 4, cherry: 5, lemon: 5, plum: 6, grape: 6 },
  { wild: 2, seven: 2, diamond: 3, bell: 4, cherry: 5, lemon: 5, plum: 5, grape: 6 },
  { wild: 2, seven: 2, diamond: 3, bell: 4, cherry: 4, lemon: 5, plum: 6, grape: 6 },
  { wild: 1, seven: 2, diamond: 3, bell: 4, cherry: 5, lemon: 5, plum: 6, grape: 6 },
  { wild: 1, seven: 2, diamond: 3, bell: 4, cherry: 5, lemon: 5, plum: 6, grape: 6 },
];

/** The reel strips: each symbol's count spread over the strip in a fixed interleaved order. */
export const STRIPS: readonly SlotSymbol[][] = COUNTS.map((counts, reel) => spread(counts, reel));

function spread(counts: Record<SlotSymbol, number>, reel: number): SlotSymbol[] {
  const left = { ...counts };
  const strip: SlotSymbol[] = [];
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  // Round-robin from a reel-dependent start, so strips differ and equal symbols rarely stand next to each other.
  let i = reel;
  while (strip.length < total) {
    const symbol = SYMBOLS[i % SYMBOLS.length]!;
    if (left[symbol] > 0) {
      strip.push(symbol);
      left[symbol] -= 1;
    }
    i += 3;
  }
  return strip;
}

/** The 10 paylines: the row (0 top, 1 middle, 2 bottom) on each reel. */
export const PAYLINES: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

/** A winning line of a spin. */
export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: 3 | 4 | 5;
  /** In line bets. */
  pay: number;
}

/** A spin's visible grid (reels of three rows) and its line wins. */
export interface SpinOutcome {
  stops: number[];
  grid: SlotSymbol[][];
  wins: LineWin[];
  /** Sum of the line pays, in line bets. */
  pay: number;
}

/** The pay of five symbols on a line (in line bets) and what made it, or null. */
export function linePay(symbols: readonly SlotSymbol[]): Omit<LineWin, 'line'> | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === 'wild') wilds++;
  let best: Omit<LineWin, 'line'> | null = null;
  if (wilds >= 3) best = { symbol: 'wild', count: wilds as 3 | 4 | 5, pay: PAYTABLE.wild[wilds - 3]! };
  if (wilds < symbols.length) {
    const symbol = symbols[wilds]!;
    let count = wilds + 1;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === 'wild')) count++;
    if (count >= 3) {
      const pay = PAYTABLE[symbol][count - 3]!;
      if (!best || pay > best.pay) best = { symbol, count: count as 3 | 4 | 5, pay };
    }
  }
  return best;
}

/** The outcome of a spin whose reels stop at `stops`. */
export function spinAt(stops: readonly number[]): SpinOutcome {
  const grid = STRIPS.map((strip, reel) => [0, 1, 2].map((row) => strip[(stops[reel]! + row) % strip.length]!));
  const wins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const win = linePay(rows.map((row, reel) => grid[reel]![row]!));
    if (win) wins.push({ line, ...win });
  });
  return { stops: [...stops], grid, wins, pay: wins.reduce((sum, w) => sum + w.pay, 0) };
}

/** A spin with the reel positions drawn by `randomInt(n)` (uniform in 0..n-1). */
export function spin(randomInt: (n: number) => number): SpinOutcome {
  return spinAt(STRIPS.map((strip) => randomInt(strip.length)));
}

/**
 * The exact return to player: every visible position of a reel shows each symbol with its strip frequency, so each
 * line's expected pay is the sum over all symbol combinations, and the ten lines' total over the stake of ten line
 * bets equals one line's expectation.
 */
export function slotRtp(): number {
  const freq = STRIPS.map((strip) => SYMBOLS.map((s) => strip.filter((x) => x === s).length / strip.length));
  let expected = 0;
  const walk = (reel: number, symbols: SlotSymbol[], p: number) => {
    if (p === 0) return;
    if (reel === STRIPS.length) {
      expected += p * (linePay(symbols)?.pay ?? 0);
      return;
    }
    SYMBOLS.forEach((s, i) => walk(reel + 1, [...symbols, s], p * freq[reel]![i]!));
  };
  walk(0, [], 1);
  return expected;
}

/** The hit rate: the share of spins with at least one winning line (by exhaustive enumeration of the stops). */
export function slotHitRate(): number {
  const lengths = STRIPS.map((s) => s.length);
  let hits = 0;
  let total = 0;
  const stops = [0, 0, 0, 0, 0];
  const walk = (reel: number) => {
    if (reel === lengths.length) {
      total++;
      if (spinAt(stops).pay > 0) hits++;
      return;
    }
    for (let i = 0; i < lengths[reel]!; i++) {
      stops[reel] = i;
      walk(reel + 1);
    }
  };
  walk(0);
  return hits / total;
}
