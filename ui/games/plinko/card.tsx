import { useId } from 'react';
import { Triangle } from 'lucide-react';
import type { GameArtProps, GameCard } from '../kit/types';

// Plinko's face in the shell: its icon and its lobby illustration (original SVG). Light on purpose: the navigation
// and the lobby show it in the first paint, before any game code loads.

function PlinkoArt({ className }: GameArtProps) {
  const id = useId();
  const pegs: { x: number; y: number }[] = [];
  for (let row = 0; row < 7; row++) {
    const count = row + 3;
    for (let i = 0; i < count; i++) pegs.push({ x: 120 + (i - (count - 1) / 2) * 22, y: 28 + row * 20 });
  }
  const buckets = ['#ff5470', '#ff7a59', '#ffa34d', '#ffc94d', '#ffe27a', '#ffc94d', '#ffa34d', '#ff7a59', '#ff5470'];
  const labels = ['9×', '3×', '1.4×', '1.1×', '0.5×', '1.1×', '1.4×', '3×', '9×'];
  return (
    <svg className={className} viewBox="0 0 240 200" aria-hidden="true">
      <defs>
        <radialGradient id={`${id}b`}>
          <stop offset="0" stopColor="#fff3" />
          <stop offset="0.35" stopColor="#ff6bd6" />
          <stop offset="1" stopColor="#c2187f" />
        </radialGradient>
      </defs>
      <path d="M150 30 Q 160 56 146 70 T 130 108" fill="none" stroke="#ff6bd6" strokeOpacity="0.45" strokeWidth="2" strokeDasharray="3 5" />
      {pegs.map((p) => (
        <circle key={`${p.x}-${p.y}`} cx={p.x} cy={p.y} r="3.6" fill="#e9edff" opacity="0.9" />
      ))}
      <circle cx="130" cy="112" r="13" fill="#ff6bd6" opacity="0.25" />
      <circle cx="130" cy="112" r="7.5" fill={`url(#${id}b)`} />
      {buckets.map((color, i) => (
        <g key={i} transform={`translate(${21 + i * 22} 172)`}>
          <rect width="20" height="18" rx="4" fill={color} />
          <text x="10" y="12.5" textAnchor="middle" fontSize="7" fontWeight="700" fill="#2b0a12" fontFamily="JetBrains Mono, monospace">
            {labels[i]}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** Plinko's icon and lobby art. */
export const plinkoCard: GameCard<'plinko'> = { game: 'plinko', icon: Triangle, Art: PlinkoArt };
