// Velvet Blackjack: Deal, then Hit / Stand / Double / Split as the server's view allows; each answer is animated from
// the table shown (cards from the shoe, the hole card turned over at the end) before the balance changes.
import { Container } from 'pixi.js';
import { BLACKJACK_RULES, cardName, handTotal } from '../bjPlan';
import { el } from '../dom';
import { errorText, type GameContext, type GameScene, type MountGame } from '../game';
import type { Rect } from '../layout';
import { subunitsText } from '../money';
import type { BlackjackAnswer, BlackjackMove, BlackjackView as View } from '../types';
import { BlackjackView } from './BlackjackView';

const MOVES: { move: BlackjackMove; label: string; key: string }[] = [
  { move: 'hit', label: 'Hit', key: 'H' },
  { move: 'stand', label: 'Stand', key: 'S' },
  { move: 'double', label: 'Double', key: 'D' },
  { move: 'split', label: 'Split', key: 'P' },
];

const isField = (target: EventTarget | null) => target instanceof HTMLElement && !!target.closest('input, select, textarea, dialog');

class BlackjackScene implements GameScene {
  readonly view = new Container();
  private readonly table: BlackjackView;
  private readonly dealButton: HTMLButtonElement;
  private readonly moveButtons = new Map<BlackjackMove, HTMLButtonElement>();
  private phase: 'idle' | 'busy' | 'play' = 'idle';
  private current: View | null = null;

  constructor(private readonly ctx: GameContext) {
    const { hud, app, anim, sound } = ctx;
    this.table = new BlackjackView(app.renderer, anim, sound, ctx.reducedMotion);
    this.view.addChild(this.table.view);
    this.dealButton = hud.action({ label: 'Deal', primary: true, hint: 'Space', onClick: () => void this.deal() });
    for (const { move, label, key } of MOVES) {
      this.moveButtons.set(move, hud.action({ label, hint: key, onClick: () => void this.move(move) }));
    }
    hud.setInfo('Velvet Blackjack — rules', (body) => this.fillInfo(body));
    window.addEventListener('keydown', (event) => {
      if (event.repeat || hud.dialogOpen || isField(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.code === 'Space' && !(event.target instanceof HTMLButtonElement)) {
        event.preventDefault();
        if (this.phase === 'idle') void this.deal();
        return;
      }
      const found = MOVES.find((m) => m.key === event.key.toUpperCase());
      if (found && this.phase === 'play') void this.move(found.move);
    });
    this.paint();
    if (ctx.state.blackjack) void this.restore(ctx.state.blackjack);
  }

  layout(width: number, height: number, area: Rect): void {
    this.table.resize(width, height, area);
  }

  private stakes(view: View): string[] {
    const decimals = this.ctx.state.decimals;
    return view.hands.map((h) => `Bet ${subunitsText(h.stake, decimals)}${h.doubled ? ' · doubled' : ''}`);
  }

  private async restore(view: View): Promise<void> {
    this.phase = 'busy';
    this.paint();
    await this.table.apply(view, this.stakes(view), true);
    this.current = view;
    this.phase = view.finished ? 'idle' : 'play';
    this.paint();
    if (!view.finished) this.ctx.hud.message('Your hand in play is back: finish it.', 'info');
  }

  private paint(): void {
    const { hud } = this.ctx;
    const play = this.phase === 'play' || (this.phase === 'busy' && this.current !== null && !this.current.finished);
    this.dealButton.hidden = play;
    this.dealButton.disabled = this.phase !== 'idle';
    this.dealButton.setAttribute('aria-busy', String(this.phase === 'busy'));
    for (const [move, button] of this.moveButtons) {
      button.hidden = !play;
      button.disabled = this.phase !== 'play' || !this.current?.moves.includes(move);
    }
    hud.lockBet(this.phase !== 'idle');
    // A hidden button cannot keep the focus: hand it to the first control of the new set.
    const focused = document.activeElement;
    if (focused instanceof HTMLButtonElement && focused.hidden) {
      const next = play ? [...this.moveButtons.values()].find((b) => !b.disabled) : this.dealButton;
      next?.focus();
    }
  }

  private async deal(): Promise<void> {
    if (this.phase !== 'idle') return;
    const { hud, api } = this.ctx;
    const bet = hud.bet;
    hud.clearMessage();
    this.phase = 'busy';
    this.paint();
    const answer = api.deal(bet).then(
      (a) => ({ ok: true as const, a }),
      (e: unknown) => ({ ok: false as const, e }),
    );
    if (this.table.hasCards) await this.table.collect();
    const got = await answer;
    if (!got.ok) {
      hud.message(errorText(got.e));
      this.phase = 'idle';
      this.paint();
      return;
    }
    this.current = null;
    await this.show(got.a);
  }

  private async move(move: BlackjackMove): Promise<void> {
    if (this.phase !== 'play' || !this.current?.moves.includes(move)) return;
    const { hud, api } = this.ctx;
    hud.clearMessage();
    this.phase = 'busy';
    this.paint();
    try {
      const answer = await api.move(move);
      await this.show(answer);
    } catch (error) {
      hud.message(errorText(error));
      this.phase = 'play';
      this.paint();
    }
  }

  private async show(answer: BlackjackAnswer): Promise<void> {
    const { hud, sound, state } = this.ctx;
    const view = answer.view;
    await this.table.apply(view, this.stakes(view));
    this.current = view;
    if (view.finished && answer.result) {
      const { outcomes, payout } = answer.result;
      const staked = view.hands.reduce((sum, h) => sum + h.stake, 0);
      const paid = subunitsText(payout, state.decimals);
      const line =
        payout === 0 ? 'Dealer wins' : payout === staked ? `Push · ${paid} back` : payout > staked ? `You win ${paid}` : `Paid ${paid}`;
      this.table.showOutcomes(outcomes, line);
      sound.play(outcomes.includes('blackjack') ? 'bigWin' : payout > staked ? 'win' : payout === staked ? 'chip' : 'lose');
      hud.announce(`${outcomes.join(', ')}. Dealer has ${view.dealerTotal}: ${view.dealer.map(cardName).join(', ')}. ${line}.`);
    } else {
      const hand = view.hands[view.active];
      if (hand)
        hud.announce(
          `Your hand: ${hand.cards.map(cardName).join(', ')}, ${handTotal(hand.cards).value}. Dealer shows ${view.dealer.map(cardName).join(', ')}.`,
        );
    }
    // The balance changes when the table reaches the answer.
    hud.setBalance(answer.balance);
    this.phase = view.finished ? 'idle' : 'play';
    this.paint();
  }

  private fillInfo(body: HTMLElement): void {
    body.append(el('h3', '', 'Return to player'));
    body.append(el('p', '', `RTP ${this.ctx.state.game.rtp}% with basic strategy.`));
    body.append(el('h3', '', 'House rules'));
    const rules = el('ul');
    for (const text of BLACKJACK_RULES) rules.append(el('li', '', text));
    body.append(rules);
    body.append(el('h3', '', 'Keys'));
    body.append(el('p', '', 'Space deals; H hits, S stands, D doubles, P splits.'));
  }
}

/** Mounts Velvet Blackjack. */
export const mountBlackjack: MountGame = (ctx) => new BlackjackScene(ctx);
