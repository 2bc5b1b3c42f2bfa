import { useId } from 'react';
import { Bomb } from 'lucide-react';
import type { GameArtProps, GameCard } from '../kit/types';

// Mines's face in the shell: its icon and its lobby illustration (original SVG). Light on purpose: the navigation
// and the lobby show it in the first paint, before any game code loads.

function MinesArt({ className }: GameArtProps) {
  const id = useId();
  const gems = new Set([1, 6, 9, 14]);
  const mine = 10;
  return (
    <svg className={className} viewBox="0 0 240 200" aria-hidden="true">
      <defs>
        <linearGradient id={`${id}t`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#33416a" />
          <stop offset="1" stopColor="#26304f" />
        </linearGradient>
        <linearGradient id={`${id}g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7dffc4" />
          <stop offset="1" stopColor="#12c76f" />
        </linearGradient>
      </defs>
      {Array.from({ length: 16 }, (_, i) => {
        const x = 40 + (i % 4) * 42;
        const y = 14 + Math.floor(i / 4) * 44;
        const open = gems.has(i) || i === mine;
        return (
          <g key={i} transform={`translate(${x} ${y})`}>
            <rect width="36" height="38" rx="7" fill={open ? '#0d1424' : '#1b2440'} />
            {!open && <rect width="36" height="34" rx="7" fill={`url(#${id}t)`} />}
            {gems.has(i) && <path d="M18 7 L29 17 L18 31 L7 17 Z" fill={`url(#${id}g)`} stroke="#c9ffe6" strokeOpacity="0.6" />}
            {i === mine && (
              <g>
                <circle cx="18" cy="21" r="10" fill="#ff5470" />
                <path d="M24 12 q4 -6 8 -4" stroke="#ffd38a" strokeWidth="2" fill="none" strokeLinecap="round" />
                <circle cx="32" cy="8" r="2.5" fill="#ffe27a" />
              </g>
            )}
          </g>
        );
      })}
    </svg>
  );
}

/** Mines's icon and lobby art. */
export const minesCard: GameCard<'mines'> = { game: 'mines', icon: Bomb, Art: MinesArt };
