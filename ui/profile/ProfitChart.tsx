import { useEffect, useRef } from 'react';
import type { ProfitPoint } from '../../src/core/history';
import { useStreamerMode } from '../streamer/Private';

/**
 * The running profit of the player's latest bets as a line (green above zero, red below). The chart library (uPlot)
 * loads with the first chart, not with the profile page. In streamer mode the line keeps its shape and the money axis
 * shows no values.
 */
export function ProfitChart({ points, height = 180 }: { points: ProfitPoint[]; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const masked = useStreamerMode();
  useEffect(() => {
    const el = box.current;
    if (!el || points.length === 0) return;
    let teardown: (() => void) | null = null;
    let live = true;
    void import('./profitPlot').then(({ drawProfit }) => {
      if (live) teardown = drawProfit(el, points, height, masked);
    });
    return () => {
      live = false;
      teardown?.();
    };
  }, [points, height, masked]);
  return <div ref={box} className="profit-chart" data-testid="profit-chart" role="img" aria-label="Running profit of your latest bets" />;
}
