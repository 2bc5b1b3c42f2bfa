// The HUD every game shares, in HTML over the canvas: Home, the game's name with the DEMO badge or the currency, the
// balance, info and sound buttons on top; the bet field with its steps and the game's own buttons below; a message line
// for the server's refusals; an info dialog and a live region for screen readers.
import { button, el, svgIcon } from './dom';
import { atLimit, betRules, normalizeBet, scaleBet, stepBet, type BetRules } from './money';
import type { Sound } from './sound';
import type { StudioState } from './types';

/** A game button's options. */
export interface ActionOptions {
  label: string;
  onClick: () => void;
  /** The big call to action (Spin, Deal, Play). */
  primary?: boolean;
  /** A keyboard hint shown beside the label ("Space"). */
  hint?: string;
}

/** The shared HUD. */
export class Hud {
  readonly root: HTMLElement;
  readonly rules: BetRules;
  private readonly top: HTMLElement;
  private readonly bottom: HTMLElement;
  private readonly balanceValue: HTMLElement;
  private readonly betInput: HTMLInputElement;
  private readonly betButtons: HTMLButtonElement[];
  private readonly minus: HTMLButtonElement;
  private readonly plus: HTMLButtonElement;
  private readonly actions: HTMLElement;
  private readonly messageLine: HTMLElement;
  private readonly live: HTMLElement;
  private readonly dialog: HTMLDialogElement;
  private readonly dialogTitle: HTMLElement;
  private readonly dialogBody: HTMLElement;
  private readonly infoButton: HTMLButtonElement;
  private lastBet: string;
  private betLocked = false;
  private infoFill: ((body: HTMLElement) => void) | null = null;

  constructor(
    host: HTMLElement,
    private readonly state: StudioState,
    private readonly sound: Sound,
  ) {
    this.rules = betRules(state.limits, state.decimals);
    this.root = el('div', `hud hud-${state.game.kind}`);
    this.top = el('header', 'hud-top');
    this.bottom = el('div', 'hud-bottom');

    const left = el('div', 'hud-left');
    if (state.returnUrl) left.append(button('Home', 'hud-icon-button hud-home', () => this.goHome(), 'home'));
    const title = el('div', 'hud-title');
    title.append(el('h1', 'hud-name', state.game.name));
    const badge = state.mode === 'demo' ? el('span', 'hud-badge hud-badge-demo', 'DEMO') : el('span', 'hud-badge', state.currency);
    badge.title = state.mode === 'demo' ? 'Demo mode: play money, no real money moves' : `Playing with ${state.currency}`;
    title.append(badge);
    left.append(title);

    const right = el('div', 'hud-right');
    const balance = el('div', 'hud-balance');
    balance.append(el('span', 'hud-label', state.mode === 'demo' ? 'Play money' : 'Balance'));
    this.balanceValue = el('span', 'hud-balance-value', state.balance);
    const amount = el('span', 'hud-amount');
    amount.append(this.balanceValue, el('span', 'hud-currency', state.mode === 'demo' ? 'FUN' : state.currency));
    balance.append(amount);
    right.append(balance);
    if (state.mode === 'real' && state.depositUrl) {
      // The word on a wide frame, a plus on a phone's (where the game's name needs the room).
      const deposit = el('a', 'hud-deposit');
      deposit.append(svgIcon('plus'), el('span', 'hud-deposit-text', 'Deposit'));
      deposit.setAttribute('aria-label', 'Deposit');
      deposit.href = state.depositUrl;
      deposit.target = '_top';
      deposit.rel = 'noopener';
      right.append(deposit);
    }
    this.infoButton = button('Game info and rules', 'hud-icon-button', () => this.showInfo(), 'info');
    const soundButton = button('Sound', 'hud-icon-button hud-sound', () => {
      this.sound.setEnabled(!this.sound.enabled);
      this.paintSound(soundButton);
      this.sound.play('click');
    });
    this.paintSound(soundButton);
    right.append(this.infoButton, soundButton);
    this.top.append(left, right);

    // The bet field: typed amounts are made valid on change; -/+ step on the grid of the limits; ½ and 2× scale.
    const bet = el('div', 'hud-bet');
    const label = el('label', 'hud-label', `Bet (${state.mode === 'demo' ? 'FUN' : state.currency})`);
    label.htmlFor = 'studio-bet';
    this.lastBet = normalizeBet(state.limits.min, this.rules, state.limits.min);
    this.betInput = el('input', 'hud-bet-input');
    Object.assign(this.betInput, {
      id: 'studio-bet',
      type: 'text',
      inputMode: 'decimal',
      autocomplete: 'off',
      spellcheck: false,
      value: this.lastBet,
    });
    this.betInput.setAttribute('aria-describedby', 'studio-bet-limits');
    this.betInput.addEventListener('change', () => this.setBet(normalizeBet(this.betInput.value, this.rules, this.lastBet)));
    this.betInput.addEventListener('keydown', (event) => {
      if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
        event.preventDefault();
        this.setBet(stepBet(this.betInput.value, event.key === 'ArrowUp' ? 1 : -1, this.rules));
      } else if (event.key === 'Enter') {
        this.setBet(normalizeBet(this.betInput.value, this.rules, this.lastBet));
      }
    });
    this.minus = button('Lower bet', 'hud-step', () => this.setBet(stepBet(this.lastBet, -1, this.rules)), 'minus');
    this.plus = button('Raise bet', 'hud-step', () => this.setBet(stepBet(this.lastBet, 1, this.rules)), 'plus');
    const half = button('½', 'hud-step hud-step-text', () => this.setBet(scaleBet(this.lastBet, 'half', this.rules)));
    half.setAttribute('aria-label', 'Halve bet');
    const double = button('2×', 'hud-step hud-step-text', () => this.setBet(scaleBet(this.lastBet, 'double', this.rules)));
    double.setAttribute('aria-label', 'Double bet');
    this.betButtons = [this.minus, this.plus, half, double];
    const row = el('div', 'hud-bet-row');
    row.append(this.minus, this.betInput, this.plus, half, double);
    const limits = el('span', 'hud-limits', `${state.limits.min}–${state.limits.max}`);
    limits.id = 'studio-bet-limits';
    const head = el('div', 'hud-bet-head');
    head.append(label, limits);
    bet.append(head, row);
    this.actions = el('div', 'hud-actions');
    this.bottom.append(bet, this.actions);

    this.messageLine = el('p', 'hud-message');
    this.messageLine.setAttribute('role', 'alert');
    this.messageLine.hidden = true;
    this.live = el('p', 'sr-only');
    this.live.setAttribute('aria-live', 'polite');

    this.dialog = el('dialog', 'hud-dialog');
    this.dialog.setAttribute('aria-labelledby', 'studio-dialog-title');
    const dialogHead = el('div', 'hud-dialog-head');
    this.dialogTitle = el('h2', 'hud-dialog-title');
    this.dialogTitle.id = 'studio-dialog-title';
    dialogHead.append(
      this.dialogTitle,
      button('Close', 'hud-icon-button', () => this.dialog.close(), 'close'),
    );
    this.dialogBody = el('div', 'hud-dialog-body');
    this.dialog.append(dialogHead, this.dialogBody);
    this.dialog.addEventListener('click', (event) => {
      if (event.target === this.dialog) this.dialog.close();
    });

    // The message hangs under the top bar, over the game, so showing it does not move the layout.
    this.top.append(this.messageLine);
    this.root.append(this.top, this.bottom, this.live, this.dialog);
    host.append(this.root);
    this.paintBet();
  }

  /** The bet as a valid decimal string. */
  get bet(): string {
    const value = normalizeBet(this.betInput.value, this.rules, this.lastBet);
    if (value !== this.betInput.value) this.setBet(value);
    return value;
  }

  /** Shows a balance from the server, as it is. */
  setBalance(balance: string): void {
    this.balanceValue.textContent = balance;
  }

  /** Adds a game button to the bottom bar. */
  action(options: ActionOptions): HTMLButtonElement {
    const node = button(options.label, options.primary ? 'hud-action hud-primary' : 'hud-action', () => {
      this.sound.play('click');
      options.onClick();
    });
    if (options.hint) {
      const hint = el('span', 'hud-hint', options.hint);
      // The key is announced through aria-keyshortcuts, not as part of the button's name.
      hint.setAttribute('aria-hidden', 'true');
      node.append(hint);
      node.setAttribute('aria-keyshortcuts', options.hint);
    }
    this.actions.append(node);
    return node;
  }

  /** Changes a game button's label (its key hint stays). */
  relabel(node: HTMLButtonElement, text: string): void {
    const first = node.firstChild;
    if (first && first.nodeType === Node.TEXT_NODE) first.textContent = text;
  }

  /** Whether the info dialog is open (the game's keys then do nothing). */
  get dialogOpen(): boolean {
    return this.dialog.open;
  }

  /** Holds the bet field while a round is in flight or in play. */
  lockBet(locked: boolean): void {
    this.betLocked = locked;
    this.betInput.disabled = locked;
    this.paintBet();
  }

  /** Shows the server's message (error) or a notice (info) until the next action. */
  message(text: string, tone: 'error' | 'info' = 'error'): void {
    this.messageLine.textContent = text;
    this.messageLine.className = `hud-message hud-message-${tone}`;
    this.messageLine.hidden = false;
    if (tone === 'error') this.sound.play('error');
  }

  /** Clears the message line. */
  clearMessage(): void {
    this.messageLine.hidden = true;
    this.messageLine.textContent = '';
  }

  /** Tells screen readers what happened (a round's result). */
  announce(text: string): void {
    this.live.textContent = text;
  }

  /** Sets what the info button shows: `fill` builds the dialog's body. */
  setInfo(title: string, fill: (body: HTMLElement) => void): void {
    this.dialogTitle.textContent = title;
    this.infoFill = fill;
  }

  /** The heights of the top and bottom bars: the play area is the window between them. */
  insets(): { top: number; bottom: number } {
    return { top: this.top.offsetHeight, bottom: this.bottom.offsetHeight };
  }

  /** Calls `fn` when the bars change size. */
  observe(fn: () => void): void {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fn);
    observer.observe(this.top);
    observer.observe(this.bottom);
  }

  private showInfo(): void {
    this.sound.play('click');
    this.dialogBody.replaceChildren();
    this.infoFill?.(this.dialogBody);
    this.dialog.showModal();
  }

  private setBet(value: string): void {
    this.lastBet = value;
    this.betInput.value = value;
    this.paintBet();
  }

  private paintBet(): void {
    const { low, high } = atLimit(this.lastBet, this.rules);
    for (const b of this.betButtons) b.disabled = this.betLocked;
    if (!this.betLocked) {
      this.minus.disabled = low;
      this.plus.disabled = high;
    }
  }

  private paintSound(node: HTMLButtonElement): void {
    node.setAttribute('aria-label', 'Sound');
    node.setAttribute('aria-pressed', String(this.sound.enabled));
    node.replaceChildren(svgIcon(this.sound.enabled ? 'soundOn' : 'soundOff'));
    node.title = this.sound.enabled ? 'Sound on' : 'Sound off';
  }

  private goHome(): void {
    const url = this.state.returnUrl;
    if (!url) return;
    try {
      // The frame may navigate the casino's window on a click (sandbox allow-top-navigation-by-user-activation).
      window.top!.location.href = url;
    } catch {
      this.message('The casino did not let the game leave: use its close button.', 'info');
    }
  }
}
