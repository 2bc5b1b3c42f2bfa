import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ProfitPoint } from '../../src/core/history';
import { MASK } from '../../src/core/streamer';

/**
 * Draws the running profit into `el` with uPlot, following the box's width; returns the teardown. `masked` (streamer
 * mode): the money axis labels its ticks with the mask.
 */
export function drawProfit(el: HTMLElement, points: ProfitPoint[], height: number, masked = false): () => void {
  const xs = points.map((_, i) => i + 1);
  const ys = points.map((p) => Number(p.profitUsd));
  const up = (ys.at(-1) ?? 0) >= 0;
  const css = getComputedStyle(el);
  const green = css.getPropertyValue('--accent').trim() || '#1fe584';
  const red = css.getPropertyValue('--red').trim() || '#ff5470';
  const grid = { stroke: 'rgba(255,255,255,0.06)', width: 1 };
  const axisFont = '11px system-ui, sans-serif';
  const plot = new uPlot(
    {
      width: el.clientWidth,
      height,
      legend: { show: false },
      cursor: { y: false, points: { size: 6 } },
      scales: { x: { time: false } },
      axes: [
        { stroke: '#7c869a', grid, ticks: grid, font: axisFont, label: 'Bet', labelFont: axisFont, labelSize: 14 },
        {
          stroke: '#7c869a',
          grid,
          ticks: grid,
          font: axisFont,
          size: 56,
          values: (_u, v) => v.map((n) => (masked ? MASK : `$${n.toFixed(2)}`)),
        },
      ],
      series: [
        {},
        { stroke: up ? green : red, width: 2, fill: up ? 'rgba(31,229,132,0.12)' : 'rgba(255,84,112,0.12)', points: { show: false } },
      ],
    },
    [xs, ys],
    el,
  );
  const observer = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height }));
  observer.observe(el);
  return () => {
    observer.disconnect();
    plot.destroy();
  };
}
