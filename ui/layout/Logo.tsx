import { useId } from 'react';

/** The HighStakes mark: a stacked "H" chip with a rising edge. */
export function LogoMark({ size = 32 }: { size?: number }) {
  const id = useId();
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <defs>
        <linearGradient id={`${id}g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5cffb1" />
          <stop offset="1" stopColor="#0fb866" />
        </linearGradient>
      </defs>
      <rect x="1" y="1" width="38" height="38" rx="11" fill="#0e1627" stroke={`url(#${id}g)`} strokeWidth="2" />
      <path d="M11 10h5v8h8v-8h5v20h-5v-7h-8v7h-5z" fill={`url(#${id}g)`} />
      <path d="M29 10l4-3v20l-4 3z" fill="#1fe584" opacity="0.35" />
    </svg>
  );
}

/** Mark plus the "HighStakes" wordmark. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="logo">
      <LogoMark />
      {!compact && (
        <span className="logo__word">
          High<span>Stakes</span>
        </span>
      )}
    </span>
  );
}
