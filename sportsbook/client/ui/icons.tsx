import type { ReactNode } from 'react';

// The page's icons: simple strokes drawn for it, coloured by the text colour.

function Svg({ children, size = 18 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const BallIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5l4 2.9-1.5 4.6h-5L8 10.4z" />
    <path d="M12 3v4.5M16 10.4l4.3-1.4M14.5 15l2.7 3.6M9.5 15l-2.7 3.6M8 10.4L3.7 9" />
  </Svg>
);

export const HomeIcon = () => (
  <Svg>
    <path d="M4 11l8-7 8 7" />
    <path d="M6 10v10h12V10" />
  </Svg>
);

export const LiveIcon = () => (
  <Svg>
    <circle cx="12" cy="12" r="2.5" />
    <path d="M7.8 16.2a6 6 0 010-8.4M16.2 7.8a6 6 0 010 8.4M5 19a10 10 0 010-14M19 5a10 10 0 010 14" />
  </Svg>
);

export const TicketIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M4 7a2 2 0 012-2h12a2 2 0 012 2v2a2 2 0 000 6v2a2 2 0 01-2 2H6a2 2 0 01-2-2v-2a2 2 0 000-6z" />
    <path d="M14 5v14" strokeDasharray="2 2" />
  </Svg>
);

export const CloseIcon = ({ size }: { size?: number }) => (
  <Svg size={size}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);

export const LockIcon = ({ size = 14 }: { size?: number }) => (
  <Svg size={size}>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 018 0v3" />
  </Svg>
);

export const ChevronIcon = ({ dir = 'right', size = 16 }: { dir?: 'right' | 'left' | 'up' | 'down'; size?: number }) => (
  <Svg size={size}>
    <path d={{ right: 'M9 6l6 6-6 6', left: 'M15 6l-6 6 6 6', up: 'M6 15l6-6 6 6', down: 'M6 9l6 6 6-6' }[dir]} />
  </Svg>
);

export const ArrowIcon = ({ up }: { up: boolean }) => (
  <Svg size={12}>
    <path d={up ? 'M12 19V5M6 11l6-6 6 6' : 'M12 5v14M6 13l6 6 6-6'} />
  </Svg>
);

export const ClockIcon = () => (
  <Svg size={14}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

export const AlertIcon = () => (
  <Svg size={16}>
    <path d="M12 3l10 18H2z" />
    <path d="M12 10v4M12 17.5v.01" />
  </Svg>
);

export const CheckIcon = ({ size = 16 }: { size?: number }) => (
  <Svg size={size}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </Svg>
);
