import { Check, Layers, Lock, ShieldCheck } from 'lucide-react';
import { useStore } from '../../src/app/store';
import type { VipData, VipSnapshot } from '../../src/app/vip/VipData';
import type { VipLevel, VipPrivilege } from '../../src/core/vip/types';
import { Private } from '../streamer/Private';
import { CardState } from './VipCard';
import { compactXp, pct, positive, usd, xp } from './vipFormat';

/** A level's privileges as the page words them when the privilege list is not to be had. */
function derivedPrivileges(l: VipLevel): VipPrivilege[] {
  const list: VipPrivilege[] = [
    { code: 'rakeback', title: 'Rakeback', value: pct(l.rakebackRate), detail: 'of the house edge of every bet' },
  ];
  if (positive(l.upgradeReward))
    list.push({ code: 'level_up', title: 'Level-up reward', value: usd(l.upgradeReward), detail: 'once, on arrival' });
  if (positive(l.dailyRate)) list.push({ code: 'daily', title: 'Daily reward', value: pct(l.dailyRate), detail: 'of the day’s edge' });
  if (positive(l.weeklyRate) || positive(l.weeklyCashback))
    list.push({
      code: 'weekly',
      title: 'Weekly reward',
      value: pct(l.weeklyRate),
      detail: `of the week’s edge + ${pct(l.weeklyCashback)} of net loss`,
    });
  if (positive(l.monthlyRate) || positive(l.monthlyCashback))
    list.push({
      code: 'monthly',
      title: 'Monthly reward',
      value: pct(l.monthlyRate),
      detail: `of the month’s edge + ${pct(l.monthlyCashback)} of net loss`,
    });
  if (positive(l.rechargeRate))
    list.push({
      code: 'recharge',
      title: 'Recharge',
      value: pct(l.rechargeRate),
      detail: l.rapidRecharge ? 'over 7 days, hourly if you like' : 'over 7 days',
    });
  if (positive(l.birthdayBonus))
    list.push({ code: 'birthday', title: 'Birthday bonus', value: usd(l.birthdayBonus), detail: 'once a year' });
  if (positive(l.monthlyGift))
    list.push({ code: 'gift', title: 'Monthly gift', value: usd(l.monthlyGift), detail: 'every calendar month' });
  for (const [i, perk] of l.perks.entries()) list.push({ code: `perk${i}`, title: perk, value: '', detail: '' });
  return list;
}

const rateOrDash = (share: string) => (positive(share) ? pct(share) : '—');

/** The server's privileges of a level, or the page's own wording of its fields when it lists none. */
const listedOr = (listed: VipPrivilege[] | undefined, level: VipLevel) => (listed && listed.length > 0 ? listed : derivedPrivileges(level));

type RungState = 'current' | 'reached' | 'locked' | null;

/** One level of the ladder: its threshold and what it gives at a glance, and its privileges when opened. */
function Rung({
  level,
  index,
  state,
  held,
  needed,
  privileges,
}: {
  level: VipLevel;
  index: number;
  state: RungState;
  held: boolean;
  needed: string | null;
  privileges: VipPrivilege[];
}) {
  return (
    <li className={`vip-rung${state ? ` is-${state}` : ''}`} data-testid={`ladder-${level.levelId}`} data-state={state ?? 'none'}>
      <details open={state === 'current' || undefined}>
        <summary>
          <span className="vip-rung__no num" aria-hidden="true">
            {index + 1}
          </span>
          <span className="vip-rung__name">
            <strong>{level.name}</strong>
            {state === 'current' && <span className="badge badge--accent">You</span>}
            {held && (
              <span className="badge" title="Held for you by our VIP team">
                <ShieldCheck size={12} aria-hidden="true" /> Held
              </span>
            )}
          </span>
          <span className="vip-rung__xp num">{compactXp(level.threshold)} XP</span>
          <span className="vip-rung__cell num">{pct(level.rakebackRate)}</span>
          <span className="vip-rung__cell vip-rung__cell--reward num">
            {positive(level.upgradeReward) ? usd(level.upgradeReward) : '—'}
          </span>
          {/* A wide screen shows the rest of what a level gives at a glance; a narrower one inside the opened level. */}
          <span className="vip-rung__cell vip-rung__cell--wide num">{rateOrDash(level.dailyRate)}</span>
          <span className="vip-rung__cell vip-rung__cell--wide num">{rateOrDash(level.weeklyRate)}</span>
          <span className="vip-rung__cell vip-rung__cell--wide num">{rateOrDash(level.monthlyRate)}</span>
          <span className="vip-rung__cell vip-rung__cell--wide num">
            {rateOrDash(level.rechargeRate)}
            {level.rapidRecharge && <small> ⚡</small>}
          </span>
          <span className="vip-rung__cell vip-rung__cell--wide num">{positive(level.birthdayBonus) ? usd(level.birthdayBonus) : '—'}</span>
          <span className="vip-rung__cell vip-rung__cell--wide num">{positive(level.monthlyGift) ? usd(level.monthlyGift) : '—'}</span>
          <span className="vip-rung__state">
            {state === 'locked' ? <Lock size={14} aria-hidden="true" /> : state ? <Check size={14} aria-hidden="true" /> : null}
            {state && <span className="sr-only">{state === 'locked' ? 'locked' : state === 'current' ? 'your level' : 'reached'}</span>}
          </span>
        </summary>
        <div className="vip-rung__body">
          {needed !== null && (
            <p className="vip-rung__needed num">
              <Private kind="amount">{xp(needed)}</Private> XP to go
            </p>
          )}
          <ul className="vip-privileges">
            {privileges.map((p) => (
              <li key={p.code}>
                <span>{p.title}</span>
                {p.value && <strong className="num">{p.value}</strong>}
                {p.detail && <small>{p.detail}</small>}
              </li>
            ))}
          </ul>
          {level.rewardBalance === 'BONUS' && (
            <p className="vip-card__note">Level-up, calendar and gift rewards of this level are paid as bonus money.</p>
          )}
        </div>
      </details>
    </li>
  );
}

/** Every level: threshold and what it gives, the player's own highlighted, reached or locked, and a held level floor. */
export function LadderSection({ snap, data }: { snap: VipSnapshot; data: VipData }) {
  const levelId = useStore((s) => (s.loggedIn ? (s.user?.levelId ?? null) : null));
  const levels = snap.ladder?.levels;
  const reached = snap.unlocked ? new Set(snap.unlocked.levels.map((l) => l.levelId)) : null;
  const needed = new Map(snap.locked?.levels.map((l) => [l.levelId, l.xpNeeded]) ?? []);
  const floor = snap.summary?.floor ?? snap.locked?.floor ?? null;
  const stateOf = (id: number): RungState => {
    if (levelId === null) return null;
    if (id === levelId) return 'current';
    return (reached ? reached.has(id) : id < levelId) ? 'reached' : 'locked';
  };
  return (
    <section className="vip-ladder card" data-testid="vip-ladder" aria-label="VIP levels">
      <header className="vip-card__head">
        <span className="vip-card__icon" aria-hidden="true">
          <Layers size={18} />
        </span>
        <h2>VIP levels</h2>
        {levels && <span className="badge">{levels.length} levels</span>}
      </header>
      {!levels ? (
        <CardState failed={snap.publicFailed} onRetry={() => data.refresh()} />
      ) : (
        <>
          <p className="vip-card__text">
            A level is reached when your XP (USD wagered × the game’s weight) reaches its threshold. Open a level to see everything it
            gives.
          </p>
          {snap.ladder?.weights && (
            <p className="vip-card__text" data-testid="vip-weights">
              Weights:{' '}
              {snap.ladder.weights.map((w, i) => (
                <span key={w.product}>
                  {i > 0 ? ', ' : ''}
                  {w.title} <strong className="num">{w.weight}×</strong>
                </span>
              ))}
              .
            </p>
          )}
          {floor && levelId !== null && (
            <p className="vip-hero__floor">
              <ShieldCheck size={16} aria-hidden="true" /> Held at {floor.name}
              {floor.reason ? `: ${floor.reason}` : ''}
            </p>
          )}
          <div className="vip-ladder__cols" aria-hidden="true">
            <span />
            <span>Level</span>
            <span>Threshold</span>
            <span>Rakeback</span>
            <span className="vip-ladder__col-reward">Level-up</span>
            <span className="vip-ladder__col-wide">Daily</span>
            <span className="vip-ladder__col-wide">Weekly</span>
            <span className="vip-ladder__col-wide">Monthly</span>
            <span className="vip-ladder__col-wide">Recharge</span>
            <span className="vip-ladder__col-wide">Birthday</span>
            <span className="vip-ladder__col-wide">Gift</span>
            <span />
          </div>
          <ol className="vip-ladder__list">
            {levels.map((level, i) => (
              <Rung
                key={level.levelId}
                level={level}
                index={i}
                state={stateOf(level.levelId)}
                held={floor?.levelId === level.levelId && levelId !== null}
                needed={needed.get(level.levelId) ?? null}
                privileges={listedOr(snap.privileges?.levels.find((p) => p.levelId === level.levelId)?.privileges, level)}
              />
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
