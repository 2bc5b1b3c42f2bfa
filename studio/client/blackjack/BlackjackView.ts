import { Container, Graphics, type Renderer, type Text } from 'pixi.js';
import { ease, type Animator } from '../anim';
import { emptyTable, OUTCOME_TEXT, planSteps, totalText, type DealStep, type Shown } from '../bjPlan';
import { glowText, setSize } from '../fx/text';
import { blackjackLayout, fanOffsets, type BlackjackLayout, type Rect } from '../layout';
import type { Sound } from '../sound';
import type { BlackjackOutcome, BlackjackView as View } from '../types';
import { CardTextures } from './cards';
import { Banner, CardSprite, Pill } from './pieces';
import { Table } from './Table';

/** The blackjack table as it is shown: cards dealt from the shoe, totals, stakes, the active hand and outcomes. */
export class BlackjackView {
  readonly view = new Container();
  private readonly textures: CardTextures;
  private readonly table: Table;
  private readonly cardLayer = new Container();
  private readonly marker = new Graphics();
  private readonly dealerPill = new Pill();
  private readonly pills = [new Pill(), new Pill()];
  private readonly banners = [new Banner(), new Banner()];
  private readonly result: Text;
  private dealer: CardSprite[] = [];
  private hands: CardSprite[][] = [[]];
  private shown: Shown = emptyTable();
  private stakes: string[] = [];
  private active = 0;
  private finished = true;
  /** Per hand: played out (its soft total is shown as the best total only). */
  private done: boolean[] = [];
  private l: BlackjackLayout | null = null;
  private tableKey = '';
  private frame = { width: 1, height: 1, area: { x: 0, y: 0, width: 1, height: 1 } as Rect };

  constructor(
    renderer: Renderer,
    private readonly anim: Animator,
    private readonly sound: Sound,
    private readonly reduced: () => boolean,
  ) {
    this.textures = new CardTextures(renderer);
    this.table = new Table(this.textures.back());
    this.result = glowText('', { size: 34, glow: 0xffc21a });
    this.result.visible = false;
    this.view.addChild(this.table.view, this.marker, this.cardLayer, this.dealerPill, ...this.pills, ...this.banners, this.result);
  }

  /** Lays the table out for the window and the play area. */
  resize(width: number, height: number, area: Rect): void {
    this.frame = { width, height, area };
    this.relayout(false);
  }

  /** Whether any card is on the table. */
  get hasCards(): boolean {
    return this.dealer.length > 0 || this.hands.some((h) => h.length > 0);
  }

  /** Sweeps the cards off the table and clears it. */
  async collect(): Promise<void> {
    this.result.visible = false;
    this.table.printAlpha = 1;
    for (const b of this.banners) b.hide();
    const all = [...this.dealer, ...this.hands.flat()];
    if (all.length > 0 && !this.reduced()) {
      const l = this.l;
      const x = l ? l.card.width : 0;
      const y = l ? this.frame.area.y - l.card.height : 0;
      this.sound.play('card');
      await Promise.all(all.map((c, i) => this.anim.to(c, { x, y, rotation: -0.6, alpha: 0 }, 360, { delay: i * 30, ease: ease.inQuad })));
    }
    for (const c of all) c.destroy();
    this.dealer = [];
    this.hands = [[]];
    this.shown = emptyTable();
    this.stakes = [];
    this.finished = true;
    this.done = [];
    this.relayout(false);
  }

  /** Plays the steps from the table shown to `view` (instant: placed at once, for a restored hand). */
  async apply(view: View, stakes: string[], instant = false): Promise<void> {
    this.stakes = stakes;
    this.finished = false;
    this.done = [];
    for (const step of planSteps(this.shown, view)) await this.play(step, instant || this.reduced(), instant);
    this.active = view.active;
    this.finished = view.finished;
    this.done = view.hands.map((h) => h.done || view.finished);
    this.relayout(!instant);
  }

  /** Shows each hand's outcome and the round's payout line. */
  showOutcomes(outcomes: BlackjackOutcome[], line: string): void {
    const l = this.l;
    if (!l) return;
    outcomes.forEach((outcome, i) => {
      const hand = l.hands[i];
      const banner = this.banners[i];
      if (!hand || !banner) return;
      const o = OUTCOME_TEXT[outcome];
      banner.position.set(hand.x, hand.y - l.card.height * 0.05);
      banner.show(o.text, o.tone, Math.max(16, Math.min(30, l.card.height * 0.16)), this.anim, this.reduced());
    });
    this.result.text = line;
    this.result.visible = line !== '';
    this.table.printAlpha = line ? 0.15 : 1;
  }

  private async play(step: DealStep, quick: boolean, instant: boolean): Promise<void> {
    if (step.kind === 'split') {
      const [a, b] = this.hands[0]!;
      this.hands = [[a!], [b!]];
      this.shown.hands = [[this.shown.hands[0]![0]!], [this.shown.hands[0]![1]!]];
      this.sound.play('chip');
      this.relayout(!instant);
      if (!instant) await this.anim.wait(320);
      return;
    }
    if (step.kind === 'reveal') {
      const hole = this.dealer[1];
      this.shown.dealer[1] = step.card;
      if (hole) {
        this.sound.play('flip');
        if (instant) hole.show(step.card);
        else await hole.flip(this.anim, step.card, quick ? 120 : 260);
      }
      this.paintTotals();
      return;
    }
    const card = new CardSprite(this.textures);
    const l = this.l;
    if (l) card.sizeTo(l.card.width, l.card.height);
    this.cardLayer.addChild(card);
    if (step.kind === 'player') {
      while (this.hands.length <= step.hand) this.hands.push([]);
      while (this.shown.hands.length <= step.hand) this.shown.hands.push([]);
      this.hands[step.hand]!.push(card);
      this.shown.hands[step.hand]!.push(step.card);
    } else {
      this.dealer.push(card);
      this.shown.dealer.push(step.card);
    }
    const face = step.card;
    if (instant) {
      card.show(face);
      this.relayout(false);
      return;
    }
    // From the shoe: the others in the hand make room while the new card flies in face down, then turns over.
    const shoe = l?.shoe ?? { x: 0, y: 0 };
    card.position.set(shoe.x, shoe.y);
    card.rotation = 0.5;
    this.sound.play('card');
    this.relayout(true, card);
    const target = this.targetOf(card);
    await this.anim.to(card, { x: target.x, y: target.y, rotation: target.rotation }, quick ? 160 : 380, { ease: ease.outCubic });
    if (face) await card.flip(this.anim, face, quick ? 100 : 200);
    this.paintTotals();
  }

  private targetOf(card: CardSprite): { x: number; y: number; rotation: number } {
    const l = this.l;
    if (!l) return { x: 0, y: 0, rotation: 0 };
    const place = (centre: { x: number; y: number }, list: CardSprite[]) => {
      const i = list.indexOf(card);
      const offsets = fanOffsets(list.length, l.card.width, l.handWidth);
      return { x: centre.x + offsets[i]!, y: centre.y - i * l.card.height * 0.03, rotation: (((i * 37) % 7) - 3) * 0.008 };
    };
    if (this.dealer.includes(card)) return place(l.dealer, this.dealer);
    const h = this.hands.findIndex((list) => list.includes(card));
    return place(l.hands[h] ?? l.hands[0]!, this.hands[h] ?? []);
  }

  private relayout(animate: boolean, except?: CardSprite): void {
    const { width, height, area } = this.frame;
    const l = blackjackLayout(area, Math.max(1, this.hands.length));
    this.l = l;
    // The table is redrawn only when its size or the number of hands changes (not for every card).
    const key = `${width}x${height}:${area.x},${area.y},${area.width},${area.height}:${this.hands.length}`;
    if (key !== this.tableKey) {
      this.tableKey = key;
      this.table.resize(width, height, area, l);
      this.table.spotsFor(l);
    }
    for (const card of [...this.dealer, ...this.hands.flat()]) {
      card.sizeTo(l.card.width, l.card.height);
      if (card === except) continue;
      const t = this.targetOf(card);
      if (animate) void this.anim.to(card, t, 260, { ease: ease.outCubic });
      else {
        card.position.set(t.x, t.y);
        card.rotation = t.rotation;
      }
    }
    const size = Math.max(12, Math.min(20, l.card.height * 0.11));
    this.dealerPill.resize(size);
    this.dealerPill.position.set(l.dealer.x, l.dealer.y + l.card.height * 0.5 + size * 1.3);
    this.pills.forEach((pill, i) => {
      pill.resize(size);
      const hand = l.hands[i];
      if (hand) pill.position.set(hand.x, hand.y + l.card.height * 0.5 + size * 1.6);
    });
    this.banners.forEach((b, i) => {
      const hand = l.hands[i];
      if (hand) b.position.set(hand.x, hand.y - l.card.height * 0.05);
    });
    setSize(this.result, Math.max(18, Math.min(34, l.card.height * 0.2)));
    this.result.position.set(l.arc.x, l.arc.y + l.arc.radius);
    this.paintTotals();
    this.paintActive();
  }

  private paintTotals(): void {
    this.dealerPill.set(totalText(this.shown.dealer, true, this.finished));
    const split = this.shown.hands.length > 1;
    this.pills.forEach((pill, i) => {
      const cards = this.shown.hands[i];
      const text = cards && cards.length > 0 ? totalText(cards, !split, this.done[i] ?? false) : '';
      pill.set(text, text ? (this.stakes[i] ?? '') : '');
    });
  }

  private paintActive(): void {
    const l = this.l;
    this.marker.clear();
    const many = this.hands.length > 1 && !this.finished;
    this.hands.forEach((list, h) => {
      for (const card of list) card.alpha = many && h !== this.active ? 0.62 : 1;
    });
    if (!l || !many) return;
    const hand = l.hands[this.active];
    if (!hand) return;
    const y = hand.y - l.card.height * 0.68;
    const s = l.card.width * 0.14;
    this.marker
      .poly([hand.x - s, y - s, hand.x + s, y - s, hand.x, y])
      .fill(0xffe27a)
      .stroke({ color: 0xffc21a, width: 6, alpha: 0.25, join: 'round' });
  }
}
