// Neon Reels: the player's spin goes to the server at once while the reels start turning; the reels stop left to right
// on the answer's grid, then the winning lines light up and the win counts up. The balance changes only then.
import { Container, Graphics, type Text } from 'pixi.js';
import type { SlotSymbol } from '../../server/slot';
import { ease } from '../anim';
import { countDuration, countUp } from '../fx/countUp';
import { horizontal } from '../fx/glow';
import { dotTexture, Sparks } from '../fx/Sparks';
import { fitWidth, glowStyle, glowText, label, setSize } from '../fx/text';
import { errorText, type GameContext, type GameScene, type MountGame } from '../game';
import { slotLayout, type Rect, type SlotLayout } from '../layout';
import { isPositive, mulDivFloor, ratio } from '../money';
import type { RoundAnswer, SpinOutcome } from '../types';
import { NeonBackdrop } from './NeonBackdrop';
import { LINE_COLORS, ReelsView } from './ReelsView';
import { fillSlotInfo } from './slotInfo';
import { SYMBOL_STYLE } from './symbols';
import { makeSymbolTextures, type SymbolTextures } from './symbolTextures';

const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement && !!target.closest('input, button, a, select, textarea, dialog');

class SlotScene implements GameScene {
  readonly view = new Container();
  private readonly backdrop: NeonBackdrop;
  private readonly reels: ReelsView;
  private readonly title: Text;
  private readonly banner: Text;
  private readonly detail: Text;
  private readonly big = new Container();
  private readonly bigDim = new Graphics();
  private readonly bigTitle: Text;
  private readonly bigAmount: Text;
  private readonly sparks: Sparks;
  private readonly spinButton: HTMLButtonElement;
  private phase: 'idle' | 'waiting' | 'landing' = 'idle';
  private token = 0;
  private pendingBalance: string | null = null;
  private layoutNow: SlotLayout | null = null;
  private bannerSize = 32;

  constructor(
    private readonly ctx: GameContext,
    textures: SymbolTextures,
  ) {
    const { anim, sound, hud } = ctx;
    this.backdrop = new NeonBackdrop(anim, ctx.reducedMotion);
    this.reels = new ReelsView(textures, anim, () => sound.play('reelStop'));
    this.title = glowText('NEON REELS', {
      size: 48,
      fill: horizontal([0xffffff, 0xff9cf6, 0x7ff3ff]),
      glow: 0xff3df2,
      italic: true,
      letterSpacing: 6,
    });
    this.banner = glowText('Place your bet and spin', { size: 32, glow: 0x2ee6ff });
    this.detail = label('', 16, 0xc9c2ff, '600');
    this.bigTitle = glowText('BIG WIN', {
      size: 80,
      fill: horizontal([0xfff6b0, 0xffc21a, 0xff8a3d]),
      glow: 0xff3df2,
      italic: true,
      stroke: 0x5a0a3a,
    });
    this.bigAmount = glowText('', { size: 48, glow: 0xffc21a });
    this.big.addChild(this.bigDim, this.bigTitle, this.bigAmount);
    this.big.visible = false;
    this.sparks = new Sparks(anim, dotTexture(ctx.app.renderer));
    this.view.addChild(this.backdrop.view, this.title, this.reels.view, this.banner, this.detail, this.big, this.sparks.view);

    let glowTime = 0;
    anim.onFrame((dt) => {
      if (ctx.reducedMotion()) return;
      glowTime += dt / 1000;
      this.title.alpha = 0.9 + 0.1 * Math.sin(glowTime * 1.6);
    });

    this.spinButton = hud.action({ label: 'Spin', primary: true, hint: 'Space', onClick: () => this.press() });
    hud.setInfo('Neon Reels — paytable and rules', (body) => fillSlotInfo(body, ctx.app.renderer, textures, ctx.state, hud.bet));
    window.addEventListener('keydown', (event) => {
      if (event.code !== 'Space' || event.repeat || hud.dialogOpen || isField(event.target)) return;
      event.preventDefault();
      this.press();
    });
  }

  layout(width: number, height: number, area: Rect): void {
    const l = slotLayout(area);
    this.layoutNow = l;
    this.backdrop.resize(width, height, l.reels.y + l.reels.height * 0.62);
    this.reels.resize(l);
    this.title.visible = l.title.height > 0;
    this.title.style = glowStyle({
      size: l.title.height * 0.62,
      glow: 0xff3df2,
      italic: true,
      letterSpacing: Math.round(l.title.height * 0.08),
      fill: horizontal([0xffffff, 0xff9cf6, 0x7ff3ff]),
    });
    this.title.position.set(area.x + area.width / 2, l.title.y + l.title.height / 2);
    this.bannerSize = Math.min(l.banner.height * 0.46, area.width / 14);
    setSize(this.banner, this.bannerSize);
    this.banner.position.set(area.x + area.width / 2, l.banner.y + l.banner.height * 0.36);
    setSize(this.detail, Math.max(12, this.bannerSize * 0.46));
    this.detail.position.set(area.x + area.width / 2, l.banner.y + l.banner.height * 0.8);
    this.fitBanner();
    const box = l.reels;
    this.bigDim
      .clear()
      .roundRect(box.x, box.y, box.width, box.height, l.cell * 0.08)
      .fill({ color: 0x05010f, alpha: 0.55 });
    setSize(this.bigTitle, Math.min(box.width / 5.5, l.cell * 0.72));
    this.bigTitle.position.set(box.x + box.width / 2, box.y + box.height * 0.42);
    setSize(this.bigAmount, Math.min(box.width / 9, l.cell * 0.4));
    this.bigAmount.position.set(box.x + box.width / 2, box.y + box.height * 0.72);
  }

  private press(): void {
    if (this.phase === 'idle') void this.spin();
    else if (this.phase === 'landing') this.reels.hurry();
  }

  private paint(): void {
    const { hud } = this.ctx;
    this.spinButton.disabled = this.phase === 'waiting';
    this.spinButton.setAttribute('aria-busy', String(this.phase === 'waiting'));
    hud.relabel(this.spinButton, this.phase === 'landing' ? 'Stop' : 'Spin');
    hud.lockBet(this.phase !== 'idle');
  }

  private setBanner(text: string, detail = ''): void {
    this.banner.text = text;
    this.detail.text = detail;
    this.detail.style.fill = 0xc9c2ff;
    this.fitBanner();
  }

  private fitBanner(): void {
    const width = (this.layoutNow?.reels.width ?? 400) * 0.96;
    fitWidth(this.banner, width);
    fitWidth(this.detail, width);
  }

  private finishPresentation(): void {
    this.token++;
    this.ctx.anim.finishAll();
    if (this.pendingBalance !== null) this.ctx.hud.setBalance(this.pendingBalance);
    this.pendingBalance = null;
    this.big.visible = false;
    this.sparks.clear();
    this.reels.clearWins();
  }

  private async spin(): Promise<void> {
    const { hud, api, sound } = this.ctx;
    this.finishPresentation();
    const token = this.token;
    const bet = hud.bet;
    hud.clearMessage();
    this.phase = 'waiting';
    this.paint();
    this.reels.spin(this.ctx.reducedMotion());
    sound.play('spin');
    this.setBanner('Good luck!');
    let answer: RoundAnswer<SpinOutcome> | null = null;
    let error = '';
    try {
      answer = await api.spin(bet);
    } catch (e) {
      error = errorText(e);
    }
    this.phase = 'landing';
    this.paint();
    const outcome = answer && !answer.cancelled ? answer.outcome : null;
    // No outcome (a refusal, a cancelled round): the reels come back to where they were.
    await this.reels.land(outcome?.grid ?? this.reels.grid());
    this.phase = 'idle';
    this.paint();
    if (!answer) {
      hud.message(error);
      this.setBanner('No spin was played');
      return;
    }
    if (answer.cancelled || !outcome) {
      hud.setBalance(answer.balance);
      hud.message('Round cancelled by the provider — no money moved', 'info');
      this.setBanner('Round cancelled');
      hud.announce('Round cancelled by the provider. No money moved.');
      return;
    }
    await this.present(answer, outcome, bet, token);
  }

  private async present(answer: RoundAnswer<SpinOutcome>, outcome: SpinOutcome, bet: string, token: number): Promise<void> {
    const { hud, sound, anim, state } = this.ctx;
    const live = () => token === this.token;
    if (outcome.wins.length === 0 || !isPositive(answer.win)) {
      hud.setBalance(answer.balance);
      this.setBanner('No win this time', `Line bet ${mulDivFloor(bet, 1, 10, state.decimals)} · 10 lines`);
      hud.announce('No win.');
      return;
    }
    this.pendingBalance = answer.balance;
    this.reels.showWins(outcome.wins);
    const multiple = ratio(answer.win, bet, state.decimals);
    const reduced = this.ctx.reducedMotion();
    const big = multiple >= 15;
    sound.play(big ? 'bigWin' : 'win');
    const lines = outcome.wins.length;
    const detail = `${lines} winning line${lines > 1 ? 's' : ''} · ${formatMultiple(multiple)} your bet`;
    if (big) void this.showBig(multiple >= 50 ? 'MEGA WIN' : 'BIG WIN', token);
    await countUp(
      anim,
      answer.win,
      state.decimals,
      countDuration(multiple, reduced),
      (text) => {
        if (!live()) return;
        this.setBanner(`WIN ${text}`, detail);
        if (big) this.bigAmount.text = text;
      },
      () => sound.play('tick'),
    );
    if (!live()) return;
    hud.setBalance(answer.balance);
    this.pendingBalance = null;
    hud.announce(`You won ${answer.win} on ${lines} line${lines > 1 ? 's' : ''}.`);
    if (big) {
      await anim.wait(1200);
      if (!live()) return;
      await anim.to(this.big, { alpha: 0 }, 400);
      this.big.visible = false;
    }
    // Then each winning line in turn until the next spin.
    for (let i = 0; live() && lines > 1; i++) {
      const win = outcome.wins[i % lines]!;
      this.reels.showWins([win]);
      this.detail.text = `Line ${win.line + 1} · ${win.count} × ${SYMBOL_STYLE[win.symbol as SlotSymbol].name} · ${mulDivFloor(bet, win.pay, 10, state.decimals)}`;
      this.detail.style.fill = LINE_COLORS[win.line % LINE_COLORS.length]!;
      this.fitBanner();
      await anim.wait(1500);
    }
    if (live() && lines === 1) {
      const win = outcome.wins[0]!;
      this.detail.text = `Line ${win.line + 1} · ${win.count} × ${SYMBOL_STYLE[win.symbol].name} · ${answer.win}`;
    }
  }

  private async showBig(title: string, token: number): Promise<void> {
    const { anim } = this.ctx;
    this.bigTitle.text = title;
    this.bigAmount.text = '';
    this.big.visible = true;
    this.big.alpha = 1;
    this.bigTitle.scale.set(0.2);
    void anim.to(this.bigTitle.scale, { x: 1, y: 1 }, 650, { ease: ease.outBack });
    if (this.ctx.reducedMotion()) return;
    for (let i = 0; i < 8 && token === this.token; i++) {
      const l = this.layoutNow;
      if (l) {
        const x = l.reels.x + l.reels.width * (0.15 + Math.random() * 0.7);
        const y = l.reels.y + l.reels.height * (0.2 + Math.random() * 0.5);
        this.sparks.burst(x, y, 36, [0xfff04d, 0xff3df2, 0x2ee6ff, 0xffffff], 620, l.cell / 90);
      }
      await anim.wait(320);
    }
  }
}

function formatMultiple(multiple: number): string {
  return `${multiple >= 10 ? Math.round(multiple) : Math.round(multiple * 10) / 10}×`;
}

/** Mounts Neon Reels. */
export const mountSlot: MountGame = (ctx) => new SlotScene(ctx, makeSymbolTextures(ctx.app.renderer));
