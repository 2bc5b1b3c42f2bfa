import { useId } from 'react';
import { Rocket } from 'lucide-react';
import type { GameArtProps, GameCard } from '../kit/types';

// Crash's face in the shell: its icon and its lobby illustration (original SVG). Light on purpose: the navigation
// and the lobby show it in the first paint, before any game code loads.

function CrashArt({ className }: GameArtProps) {
  const id = useId();
  return (
    <svg className={className} viewBox="0 0 240 200" aria-hidden="true">
      <defs>
        <linearGradient id={`${id}f`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1fe584" stopOpacity="0.5" />
          <stop offset="1" stopColor="#1fe584" stopOpacity="0" />
        </linearGradient>
        <filter id={`${id}g`} x="-20%" y="-20%" width="140%" height="140%">
          <feGaussianBlur stdDeviation="4" result="b" />
          <feMerge>
            <feMergeNode in="b" />
            <feMergeNode in="SourceGraphic" />
          </feMerge>
        </filter>
      </defs>
      {[50, 90, 130, 170].map((y) => (
        <line key={y} x1="16" x2="224" y1={y} y2={y} stroke="#ffffff" strokeOpacity="0.07" />
      ))}
      {[60, 110, 160, 210].map((x) => (
        <line key={x} y1="20" y2="180" x1={x} x2={x} stroke="#ffffff" strokeOpacity="0.05" />
      ))}
      <path d="M20 180 C 110 178, 165 140, 206 42 L206 180 Z" fill={`url(#${id}f)`} />
      <path
        d="M20 180 C 110 178, 165 140, 206 42"
        fill="none"
        stroke="#1fe584"
        strokeWidth="5"
        strokeLinecap="round"
        filter={`url(#${id}g)`}
      />
      <circle cx="206" cy="42" r="17" fill="#1fe584" opacity="0.22" />
      <circle cx="206" cy="42" r="8" fill="#ffffff" />
      <text x="24" y="66" fill="#ffffff" fontFamily="JetBrains Mono, monospace" fontWeight="700" fontSize="34">
        2.47×
      </text>
    </svg>
  );
}

/** Crash's icon and lobby art. */
export const crashCard: GameCard<'crash'> = { game: 'crash', icon: Rocket, Art: CrashArt };
