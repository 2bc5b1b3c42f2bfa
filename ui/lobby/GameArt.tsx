import { useId, type JSX } from 'react';
import type { HouseGame } from '../../src/core/games/catalog';

/** Original SVG illustration of an in-house game. */
export function GameArt({ game, className }: { game: HouseGame; className?: string }) {
  const Art = ARTS[game];
  return <Art className={className} />;
}

type ArtProps = { className?: string };

function CrashArt({ className }: ArtProps) {
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

function PlinkoArt({ className }: ArtProps) {
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

function DiceArt({ className }: ArtProps) {
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

function LimboArt({ className }: ArtProps) {
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

function MinesArt({ className }: ArtProps) {
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

const ARTS: Record<HouseGame, (props: ArtProps) => JSX.Element> = {
  crash: CrashArt,
  plinko: PlinkoArt,
  dice: DiceArt,
  limbo: LimboArt,
  mines: MinesArt,
};
