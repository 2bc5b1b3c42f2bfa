import { Cake, Gift, Lock, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { Coin } from '../../src/core/currency';
import { formatFullDate } from '../../src/core/time';
import type { PrivilegeBonus, PrivilegeBonusCode } from '../../src/core/vip/types';
import type { VipData, VipSnapshot } from '../../src/app/vip/VipData';
import { REWARD_LABELS } from '../../src/app/vip/labels';
import { Private } from '../streamer/Private';
import { ClaimButton } from './ClaimButton';
import { Countdown } from './Countdown';
import { FormulaNote } from './FormulaNote';
import { CardState, VipCard } from './VipCard';
import { usd } from './vipFormat';

const ICONS: Record<PrivilegeBonusCode, LucideIcon> = { birthday: Cake, gift: Gift };

/** What a bonus's state means to the player, in a few words. */
function StatusLine({ bonus, snap }: { bonus: PrivilegeBonus; snap: VipSnapshot }) {
  switch (bonus.status) {
    case 'locked': {
      const level = snap.ladder?.levels.find((l) => l.levelId === bonus.unlockLevelId);
      return (
        <span className="vip-locked">
          <Lock size={14} aria-hidden="true" /> From {level?.name ?? 'a higher level'}
        </span>
      );
    }
    case 'needs_birth':
      return (
        <span>
          Add your date of birth in your <Link to="/profile/Account">profile</Link> to receive it.
        </span>
      );
    case 'waiting':
      return (
        <span>
          Opens on {formatFullDate(bonus.nextAt)} (<Countdown to={bonus.nextAt} offset={snap.clockOffset} />)
        </span>
      );
    case 'available':
      return <span className="vip-ready">Ready for {bonus.period}</span>;
    case 'claimed':
      return (
        <span>
          Claimed for {bonus.period} · next in <Countdown to={bonus.nextAt} offset={snap.clockOffset} />
        </span>
      );
  }
}

/** The privilege bonuses: the birthday bonus (yearly, from the date of birth) and the monthly gift, fixed by level. */
export function PrivilegeBonusCard({ snap, data, coin }: { snap: VipSnapshot; data: VipData; coin: Coin }) {
  const bonuses = snap.bonuses?.bonuses;
  return (
    <VipCard icon={Gift} title="Birthday & monthly gift" testId="vip-bonuses">
      {!bonuses ? (
        <CardState failed={snap.failed.has('bonuses')} onRetry={() => data.request(['bonuses'])} />
      ) : (
        <>
          <ul className="vip-bonuses">
            {bonuses.map((b) => {
              const Icon = ICONS[b.code];
              const ready = b.status === 'available';
              // Below the level that grants it, the amount shown is that level's (public, as on the ladder); else the
              // player's own.
              const from = b.status === 'locked' ? snap.ladder?.levels.find((l) => l.levelId === b.unlockLevelId) : undefined;
              const amount = from ? (b.code === 'birthday' ? from.birthdayBonus : from.monthlyGift) : b.amountUsd;
              return (
                <li key={b.code} className="vip-bonus" data-testid={`bonus-${b.code}`} data-status={b.status}>
                  <span className="vip-bonus__icon" aria-hidden="true">
                    <Icon size={20} />
                  </span>
                  <span className="vip-bonus__text">
                    <strong>
                      {REWARD_LABELS[b.code]}{' '}
                      <span className="num">{from ? usd(amount) : <Private kind="amount">{usd(amount)}</Private>}</span>
                    </strong>
                    <small>
                      <StatusLine bonus={b} snap={snap} />
                    </small>
                  </span>
                  {ready && (
                    <ClaimButton
                      ready
                      busy={snap.busy.has(b.code)}
                      onClaim={() => data.claim(b.code, { coin })}
                      testId={`claim-${b.code}`}
                      variant="outline"
                    >
                      Claim
                    </ClaimButton>
                  )}
                </li>
              );
            })}
          </ul>
          <FormulaNote kinds={['birthday', 'gift']} />
        </>
      )}
    </VipCard>
  );
}
