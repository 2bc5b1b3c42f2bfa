import { useId } from 'react';
import { Target } from 'lucide-react';
import type { GameArtProps, GameCard } from '../kit/types';

// Limbo's face in the shell: its icon and its lobby illustration (original SVG). Light on purpose: the navigation
// and the lobby show it in the first paint, before any game code loads.

function LimboArt({ className }: GameArtProps) {
  const id = useId();
  return (
    <svg className={className} viewBox="0 0 240 200" aria-hidden="true">
      <defs>
        <radialGradient id={`${id}r`}>
          <stop offset="0" stopColor="#ffb84d" stopOpacity="0.55" />
          <stop offset="1" stopColor="#ffb84d" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="120" cy="100" r="92" fill={`url(#${id}r)`} />
      {[84, 64, 44].map((r, i) => (
        <circle
          key={r}
          cx="120"
          cy="100"
          r={r}
          fill="none"
          stroke="#ffd38a"
          strokeOpacity={0.18 + i * 0.12}
          strokeWidth="2"
          strokeDasharray={i === 0 ? '4 8' : undefined}
        />
      ))}
      <path
        d="M120 12 v20 M120 168 v20 M32 100 h20 M188 100 h20"
        stroke="#ffd38a"
        strokeOpacity="0.5"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <text x="120" y="113" textAnchor="middle" fill="#ffffff" fontFamily="JetBrains Mono, monospace" fontWeight="800" fontSize="38">
        100×
      </text>
    </svg>
  );
}

/** Limbo's icon and lobby art. */
export const limboCard: GameCard<'limbo'> = { game: 'limbo', icon: Target, Art: LimboArt };
