import { useId } from 'react';

const ORBIT = ['btc', 'eth', 'usdt', 'sol', 'bnb', 'doge'];

/** Hero illustration: a glowing chip with orbiting coins. */
export function HeroArt() {
  const id = useId();
  const base = import.meta.env.BASE_URL;
  return (
    <svg className="hero__art" viewBox="0 0 360 300" aria-hidden="true">
      <defs>
        <radialGradient id={`${id}glow`}>
          <stop offset="0" stopColor="#1fe584" stopOpacity="0.45" />
          <stop offset="0.6" stopColor="#1fe584" stopOpacity="0.06" />
          <stop offset="1" stopColor="#1fe584" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}chip`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2a3b66" />
          <stop offset="1" stopColor="#121a30" />
        </linearGradient>
        <linearGradient id={`${id}edge`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6dffbd" />
          <stop offset="1" stopColor="#0fb866" />
        </linearGradient>
      </defs>
      <circle cx="180" cy="150" r="150" fill={`url(#${id}glow)`} />
      <ellipse
        cx="180"
        cy="150"
        rx="150"
        ry="54"
        fill="none"
        stroke="#8aa2ff"
        strokeOpacity="0.22"
        strokeDasharray="2 6"
        transform="rotate(-16 180 150)"
      />
      <ellipse cx="180" cy="150" rx="118" ry="118" fill="none" stroke="#ffffff" strokeOpacity="0.06" />
      <g className="hero__chip">
        <circle cx="180" cy="150" r="72" fill={`url(#${id}chip)`} stroke={`url(#${id}edge)`} strokeWidth="4" />
        {Array.from({ length: 12 }, (_, i) => (
          <rect key={i} x="176" y="80" width="8" height="16" rx="3" fill="#1fe584" opacity="0.8" transform={`rotate(${i * 30} 180 150)`} />
        ))}
        <circle cx="180" cy="150" r="48" fill="none" stroke="#ffffff" strokeOpacity="0.12" strokeWidth="2" />
        <path d="M162 126h10v19h16v-19h10v48h-10v-19h-16v19h-10z" fill={`url(#${id}edge)`} />
      </g>
      {ORBIT.map((coin, i) => {
        const angle = (i / ORBIT.length) * Math.PI * 2 - Math.PI / 3;
        const x = 180 + Math.cos(angle) * 140;
        const y = 150 + Math.sin(angle) * 52 - Math.cos(angle) * 34;
        const size = 30 + (i % 3) * 6;
        return (
          <g key={coin} className="hero__coin" style={{ animationDelay: `${i * -0.7}s` }}>
            <circle cx={x} cy={y} r={size / 2 + 4} fill="#0b0f1a" opacity="0.6" />
            <image href={`${base}coins/${coin}.svg`} x={x - size / 2} y={y - size / 2} width={size} height={size} />
          </g>
        );
      })}
    </svg>
  );
}
