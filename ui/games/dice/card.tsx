import { useId } from 'react';
import { Dices } from 'lucide-react';
import type { GameArtProps, GameCard } from '../kit/types';

// Dice's face in the shell: its icon and its lobby illustration (original SVG). Light on purpose: the navigation
// and the lobby show it in the first paint, before any game code loads.

function Pips({ n }: { n: number }) {
  const at: Record<number, [number, number][]> = {
    3: [
      [14, 14],
      [30, 30],
      [46, 46],
    ],
    5: [
      [14, 14],
      [46, 14],
      [30, 30],
      [14, 46],
      [46, 46],
    ],
  };
  return (
    <>
      {(at[n] ?? []).map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="5.2" fill="#1a2340" />
      ))}
    </>
  );
}

function DiceArt({ className }: GameArtProps) {
  const id = useId();
  return (
    <svg className={className} viewBox="0 0 240 200" aria-hidden="true">
      <defs>
        <linearGradient id={`${id}d`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#c9d4ff" />
        </linearGradient>
      </defs>
      <g transform="translate(52 34) rotate(-14 30 30)">
        <rect x="4" y="8" width="60" height="60" rx="14" fill="#000" opacity="0.25" />
        <rect width="60" height="60" rx="14" fill={`url(#${id}d)`} />
        <Pips n={5} />
      </g>
      <g transform="translate(126 54) rotate(12 30 30)">
        <rect x="4" y="8" width="60" height="60" rx="14" fill="#000" opacity="0.25" />
        <rect width="60" height="60" rx="14" fill={`url(#${id}d)`} />
        <Pips n={3} />
      </g>
      <rect x="24" y="156" width="192" height="12" rx="6" fill="#ff5470" />
      <rect x="120" y="156" width="96" height="12" rx="6" fill="#1fe584" />
      <rect x="112" y="150" width="16" height="24" rx="5" fill="#ffffff" />
      <text x="120" y="144" textAnchor="middle" fill="#ffffff" fontFamily="JetBrains Mono, monospace" fontWeight="700" fontSize="14">
        50.50
      </text>
    </svg>
  );
}

/** Dice's icon and lobby art. */
export const diceCard: GameCard<'dice'> = { game: 'dice', icon: Dices, Art: DiceArt };
