// Cosmic Keno: the player marks 1-10 of 40 planets (real buttons over the canvas), plays, and the server's ten draws
// appear one by one; hits glow gold and the paytable row of the hits so far lights up. Win and balance at the end.
import { Container, Graphics, type Text } from 'pixi.js';
import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_PAYS } from '../../server/keno';
import { el } from '../dom';
import { countUp } from '../fx/countUp';
import { dotTexture, Sparks } from '../fx/Sparks';
import { glowText, setSize } from '../fx/text';
import { errorText, type GameContext, type GameScene, type MountGame } from '../game';
import { canPlay, multiplierText, quickPick, quickPickCount, togglePick } from '../kenoPicks';
import { kenoLayout, type KenoLayout, type Rect } from '../layout';
import { isPositive } from '../money';
import type { KenoOutcome, RoundAnswer } from '../types';
import { KenoBoard } from './KenoBoard';
import { KenoPaytable } from './KenoPaytable';
import { SpaceBackdrop } from './SpaceBackdrop';

/** Milliseconds between two drawn numbers. */
const DRAW_GAP = 150;

class KenoScene implements GameScene {
  readonly view = new Container();
  private readonly backdrop: SpaceBackdrop;
  private readonly board: KenoBoard;
  private readonly table = new KenoPaytable();
  private readonly banner = new Container();
  private readonly bannerBack = new Graphics();
  private readonly bannerText: Text;
  private readonly sparks: Sparks;
  private readonly overlay: HTMLElement;
  private readonly cells: HTMLButtonElement[] = [];
  private readonly playButton: HTMLButtonElement;
  private readonly quickButton: HTMLButtonElement;
  private readonly clearButton: HTMLButtonElement;
  private picks: number[] = [];
  private busy = false;
  private layoutNow: KenoLayout | null = null;

  constructor(private readonly ctx: GameContext) {
    const { anim, hud, app } = ctx;
    const dot = dotTexture(app.renderer);
    this.backdrop = new SpaceBackdrop(anim, dot, ctx.reducedMotion);
    this.board = new KenoBoard(anim, dot);
    this.sparks = new Sparks(anim, dot);
    this.bannerText = glowText('', { size: 30, glow: 0xffc21a });
    this.banner.addChild(this.bannerBack, this.bannerText);
    this.banner.visible = false;
    this.view.addChild(this.backdrop.view, this.table.view, this.board.view, this.sparks.view, this.banner);
    let t = 0;
    anim.onFrame((dt) => {
      if (ctx.reducedMotion()) return;
      t += dt / 1000;
      this.board.breathe(t);
    });

    // The numbers are real buttons laid over the planets: taps, keyboard and screen readers all use them.
    this.overlay = el('div', 'keno-cells');
    this.overlay.setAttribute('role', 'group');
    this.overlay.setAttribute('aria-label', `Keno numbers: mark 1 to ${KENO_MAX_PICKS}`);
    for (let n = 1; n <= KENO_NUMBERS; n++) {
      const cell = el('button', 'keno-cell', String(n));
      cell.type = 'button';
      cell.setAttribute('aria-pressed', 'false');
      cell.addEventListener('click', () => this.toggle(n));
      this.cells.push(cell);
      this.overlay.append(cell);
    }
    ctx.root.insertBefore(this.overlay, hud.root);

    this.quickButton = hud.action({ label: 'Quick pick', onClick: () => this.quick() });
    this.clearButton = hud.action({ label: 'Clear', onClick: () => this.setPicks([]) });
    this.playButton = hud.action({ label: 'Play', primary: true, onClick: () => void this.play() });
    hud.setInfo('Cosmic Keno — paytable and rules', (body) => this.fillInfo(body));
    this.setPicks([]);
  }

  layout(width: number, height: number, area: Rect): void {
    const l = kenoLayout(area);
    this.layoutNow = l;
    this.backdrop.resize(width, height);
    this.board.resize(l);
    this.table.resize(l);
    this.cells.forEach((cell, i) => {
      const r = this.board.cellRect(i + 1);
      if (!r) return;
      const inset = r.size * 0.08;
      Object.assign(cell.style, {
        left: `${r.x + inset}px`,
        top: `${r.y + inset}px`,
        width: `${r.size - 2 * inset}px`,
        height: `${r.size - 2 * inset}px`,
      });
    });
    this.placeBanner();
  }

  private placeBanner(): void {
    const l = this.layoutNow;
    if (!l) return;
    setSize(this.bannerText, Math.max(18, Math.min(40, l.board.width / 14)));
    // Long lines shrink to fit the board.
    const room = l.board.width * 0.92 - 48;
    this.bannerText.scale.set(Math.min(1, room / Math.max(1, this.bannerText.width / this.bannerText.scale.x)));
    const w = Math.min(l.board.width * 0.92, this.bannerText.width + 48);
    const h = this.bannerText.height + 24;
    this.bannerBack
      .clear()
      .roundRect(-w / 2, -h / 2, w, h, h / 2)
      .fill({ color: 0x080620, alpha: 0.88 })
      .stroke({ color: 0xffc21a, width: 2, alpha: 0.9 });
    this.banner.position.set(l.board.x + l.board.width / 2, l.board.y + l.board.height / 2);
  }

  private showBanner(text: string, tone: 'win' | 'plain'): void {
    this.bannerText.text = text;
    this.bannerText.style.fill = tone === 'win' ? 0xfff1b0 : 0xd8dcff;
    this.banner.visible = true;
    this.placeBanner();
  }

  private toggle(n: number): void {
    if (this.busy) return;
    const next = togglePick(this.picks, n);
    if (next.length === this.picks.length) {
      this.ctx.hud.message(`Mark at most ${KENO_MAX_PICKS} numbers: unmark one first.`, 'info');
      return;
    }
    this.ctx.sound.play(next.length > this.picks.length ? 'pick' : 'unpick');
    this.setPicks(next);
  }

  private quick(): void {
    if (this.busy) return;
    this.setPicks(quickPick(quickPickCount(this.picks)));
  }

  private setPicks(picks: number[]): void {
    this.picks = picks;
    this.ctx.hud.clearMessage();
    this.banner.visible = false;
    this.board.setPicks(picks);
    this.table.setPicks(picks.length);
    this.cells.forEach((cell, i) => {
      const on = picks.includes(i + 1);
      cell.setAttribute('aria-pressed', String(on));
      cell.setAttribute('aria-label', `Number ${i + 1}${on ? ', marked' : ''}`);
    });
    this.paint();
  }

  private paint(): void {
    this.playButton.disabled = this.busy || !canPlay(this.picks);
    this.quickButton.disabled = this.busy;
    this.clearButton.disabled = this.busy || this.picks.length === 0;
    for (const cell of this.cells) cell.disabled = this.busy;
    this.ctx.hud.lockBet(this.busy);
  }

  private async play(): Promise<void> {
    const { hud, api } = this.ctx;
    if (this.busy || !canPlay(this.picks)) return;
    const bet = hud.bet;
    const picks = [...this.picks];
    hud.clearMessage();
    this.busy = true;
    this.paint();
    this.board.setPicks(picks);
    this.banner.visible = false;
    this.table.highlight(-1);
    let answer: RoundAnswer<KenoOutcome> | null = null;
    try {
      answer = await api.keno(bet, picks);
    } catch (error) {
      hud.message(errorText(error));
    }
    if (answer && (answer.cancelled || !answer.outcome)) {
      hud.setBalance(answer.balance);
      hud.message('Round cancelled by the provider — no money moved', 'info');
      hud.announce('Round cancelled by the provider. No money moved.');
    } else if (answer?.outcome) {
      await this.draw(answer.outcome, answer);
    }
    this.busy = false;
    this.paint();
  }

  private async draw(outcome: KenoOutcome, answer: RoundAnswer<KenoOutcome>): Promise<void> {
    const { hud, anim, sound, state } = this.ctx;
    const reduced = this.ctx.reducedMotion();
    let hits = 0;
    for (const n of outcome.drawn) {
      await anim.wait(DRAW_GAP);
      const hit = outcome.picks.includes(n);
      if (hit) hits++;
      this.board.reveal(n, hit, reduced);
      sound.play(hit ? 'hit' : 'draw');
      if (hit) {
        this.table.highlight(hits);
        if (!reduced) {
          const c = this.board.centre(n);
          this.sparks.burst(c.x, c.y, 18, [0xffe27a, 0xffc21a, 0xffffff], 320, (this.layoutNow?.cell ?? 60) / 90);
        }
      }
    }
    await anim.wait(250);
    const mult = KENO_PAYS[outcome.picks.length]?.[outcome.hits.length] ?? 0;
    if (isPositive(answer.win)) {
      sound.play(mult >= 1000 ? 'bigWin' : 'win');
      const head = `${outcome.hits.length} of ${outcome.picks.length} · ${multiplierText(mult)}`;
      await countUp(
        anim,
        answer.win,
        state.decimals,
        reduced ? 300 : 900,
        (text) => this.showBanner(`${head} · WIN ${text}`, 'win'),
        () => sound.play('tick'),
      );
      hud.announce(`${outcome.hits.length} hits of ${outcome.picks.length}. You won ${answer.win}.`);
    } else {
      this.showBanner(`${outcome.hits.length} of ${outcome.picks.length} · no win`, 'plain');
      hud.announce(`${outcome.hits.length} hits of ${outcome.picks.length}. No win.`);
    }
    hud.setBalance(answer.balance);
  }

  private fillInfo(body: HTMLElement): void {
    const { state } = this.ctx;
    body.append(el('h3', '', 'Return to player'));
    body.append(
      el('p', '', `RTP ${state.game.rtp}% (the lowest over the numbers of marks; every count of marks has its own exact table).`),
    );
    body.append(el('h3', '', 'How to play'));
    const how = el('ul');
    for (const text of [
      'Mark 1 to 10 of the 40 numbers (tap them, or Quick pick), set your bet and press Play.',
      'Ten different numbers are drawn. Each marked number that is drawn is a hit.',
      'The win is your bet times the multiplier for your hits at your number of marks.',
    ])
      how.append(el('li', '', text));
    body.append(how);
    body.append(el('h3', '', 'Paytable'));
    for (let marks = 1; marks <= KENO_MAX_PICKS; marks++) {
      const rows = (KENO_PAYS[marks] ?? []).map((pay, hits) => ({ pay, hits })).filter((r) => r.pay > 0);
      const p = el('p');
      p.append(
        el('strong', '', `${marks} marked: `),
        document.createTextNode(rows.map((r) => `${r.hits} hits ${multiplierText(r.pay)}`).join(' · ')),
      );
      body.append(p);
    }
  }
}

/** Mounts Cosmic Keno. */
export const mountKeno: MountGame = (ctx) => new KenoScene(ctx);
