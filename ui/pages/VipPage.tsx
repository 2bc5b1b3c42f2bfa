import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { useShallow } from 'zustand/react/shallow';
import type { Coin } from '../../src/core/currency';
import { useStore } from '../../src/app/store';
import { SteadyButton } from '../common/SteadyButton';
import { CalendarCard } from '../vip/CalendarCard';
import { ClaimHistory } from '../vip/ClaimHistory';
import { GuestHero } from '../vip/GuestHero';
import { LadderSection } from '../vip/LadderSection';
import { LevelUpCard } from '../vip/LevelUpCard';
import { PayInSelect } from '../vip/PayInSelect';
import { PrivilegeBonusCard } from '../vip/PrivilegeBonusCard';
import { RakebackCard } from '../vip/RakebackCard';
import { RechargeCard } from '../vip/RechargeCard';
import { VipHero } from '../vip/VipHero';
import { WagerSection } from '../vip/WagerSection';
import { useVipData } from '../vip/useVipData';
import '../vip/vip.css';
import '../vip/vipRewards.css';
import '../vip/vipLadder.css';

/**
 * The VIP Club (/vip): the player's level and progress, every reward with its claim (rakeback, level-up, the calendar,
 * recharge, birthday and gift), wagering, the rewards so far and the ladder; guests see the ladder, the privileges and
 * how each reward is counted, with the way in. Each number has its formula beside it.
 */
export default function VipPage() {
  const [snap, data] = useVipData();
  const { loggedIn, checked, selectedCoin } = useStore(
    useShallow((s) => ({ loggedIn: s.loggedIn, checked: s.sessionChecked, selectedCoin: s.selectedCoin })),
  );
  // USD-valued rewards are paid in the player's selected coin unless they pick another here.
  const [payIn, setPayIn] = useState<Coin | null>(null);
  const coin = payIn ?? selectedCoin;
  const reading = snap.reading.size > 0;
  return (
    <div className="vip" data-testid="vip-page" data-player={loggedIn}>
      {loggedIn ? (
        <>
          <VipHero snap={snap} />
          <div className="vip__toolbar">
            <PayInSelect coin={coin} onChange={setPayIn} />
            <SteadyButton
              className="btn btn--ghost vip__refresh"
              data-testid="vip-refresh"
              inactive={reading}
              aria-busy={reading || undefined}
              onClick={() => data.refresh()}
            >
              <RefreshCw size={16} className={reading ? 'spin' : undefined} aria-hidden="true" /> Refresh
            </SteadyButton>
          </div>
          {/* One column on a phone in the order that matters most; two balanced columns on a wide screen, read down
              the first, then the second (the keyboard's order is the order on screen). */}
          <div className="vip__cols">
            <RakebackCard snap={snap} data={data} />
            <CalendarCard snap={snap} data={data} coin={coin} />
            <LevelUpCard snap={snap} data={data} coin={coin} />
            <RechargeCard snap={snap} data={data} coin={coin} />
            <PrivilegeBonusCard snap={snap} data={data} coin={coin} />
          </div>
          <WagerSection snap={snap} data={data} />
          <ClaimHistory snap={snap} data={data} />
        </>
      ) : (
        <GuestHero checked={checked} />
      )}
      <LadderSection snap={snap} data={data} />
    </div>
  );
}
