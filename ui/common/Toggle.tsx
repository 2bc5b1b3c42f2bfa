import type { ReactNode } from 'react';

/** An on/off switch: a track and thumb, then its label (icons and text). */
export function Toggle({
  on,
  onChange,
  testId,
  children,
}: {
  on: boolean;
  onChange(on: boolean): void;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <button type="button" role="switch" aria-checked={on} className="toggle" data-testid={testId} onClick={() => onChange(!on)}>
      <span className="toggle__track">
        <span className="toggle__thumb" />
      </span>
      {children}
    </button>
  );
}
