import { useEffect, useState, useSyncExternalStore } from 'react';
import { VipData, type VipSnapshot } from '../../src/app/vip/VipData';

/** The VIP page's data for as long as the page is mounted: its snapshot (re-rendering on change) and its controller. */
export function useVipData(): [VipSnapshot, VipData] {
  const [data] = useState(() => new VipData());
  useEffect(() => {
    data.start();
    return () => data.stop();
  }, [data]);
  const snapshot = useSyncExternalStore(data.subscribe, data.getSnapshot, data.getSnapshot);
  return [snapshot, data];
}
