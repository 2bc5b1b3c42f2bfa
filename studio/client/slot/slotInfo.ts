import { Sprite, type Renderer } from 'pixi.js';
import { PAYLINES, PAYTABLE, SYMBOLS } from '../../server/slot';
import { el } from '../dom';
import { mulDivFloor } from '../money';
import type { StudioState } from '../types';
import { SYMBOL_STYLE } from './symbols';
import type { SymbolTextures } from './symbolTextures';

/** Fills the info dialog: RTP, the paytable (in line bets and at the current bet), the ten paylines and the rules. */
export function fillSlotInfo(body: HTMLElement, renderer: Renderer, textures: SymbolTextures, state: StudioState, bet: string): void {
  const unit = state.mode === 'demo' ? 'FUN' : state.currency;
  const lineBet = mulDivFloor(bet, 1, 10, state.decimals);
  body.append(el('h3', '', 'Return to player'));
  const rtp = el('p');
  rtp.append(
    el('span', 'info-rtp', `RTP ${state.game.rtp}%`),
    document.createTextNode(' over the long run, by the exact sum over the reel strips.'),
  );
  body.append(rtp);

  body.append(el('h3', '', 'Paytable'));
  body.append(
    el('p', '', `Pays are multiples of the line bet: your bet ÷ 10 (now ${lineBet} ${unit}). Amounts at your current bet are in brackets.`),
  );
  const table = el('div', 'pay-table');
  for (const symbol of SYMBOLS) {
    const card = el('div', 'pay-symbol');
    const canvas = renderer.extract.canvas({ target: new Sprite(textures.sharp[symbol]), resolution: 1 }) as HTMLCanvasElement;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', SYMBOL_STYLE[symbol].name);
    const pays = el('dl');
    PAYTABLE[symbol].forEach((pay, i) => {
      pays.append(el('dt', '', `${i + 3}×`), el('dd', '', `${pay} (${mulDivFloor(bet, pay, 10, state.decimals)})`));
    });
    const text = el('div');
    text.append(el('strong', '', SYMBOL_STYLE[symbol].name), pays);
    card.append(canvas, text);
    table.append(card);
  }
  body.append(table);

  body.append(el('h3', '', 'Paylines'));
  const lines = el('div', 'paylines');
  PAYLINES.forEach((rows, line) => {
    const item = el('div', 'payline');
    const grid = el('div', 'payline-grid');
    grid.setAttribute('role', 'img');
    grid.setAttribute('aria-label', `Line ${line + 1}: rows ${rows.map((r) => ['top', 'middle', 'bottom'][r]).join(', ')}`);
    for (let row = 0; row < 3; row++) for (let reel = 0; reel < 5; reel++) grid.append(el('span', rows[reel] === row ? 'on' : ''));
    item.append(grid, el('span', '', `Line ${line + 1}`));
    lines.append(item);
  });
  body.append(lines);

  body.append(el('h3', '', 'Rules'));
  const rules = el('ul');
  for (const text of [
    'Five reels, three rows and ten fixed paylines; every spin plays all ten.',
    'A line pays the longest run of one symbol from the leftmost reel, three to five in a row.',
    'The wild stands in for every symbol, and five wilds pay the most of all: 2000 line bets.',
    'Only the best win of each line is paid; wins on different lines add up.',
    'Press Spin again (or Space) while the reels turn to stop them sooner; the outcome is already set by the server.',
    'A malfunction voids all pays and plays.',
  ])
    rules.append(el('li', '', text));
  body.append(rules);
}
