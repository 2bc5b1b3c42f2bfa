import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import './statePanel.css';

/** A list's or a stage's message in place of its content: empty, failed, signed out, under maintenance. */
export function StatePanel({
  icon: Icon,
  title,
  children,
  actions,
  tone = 'plain',
  testId,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'plain' | 'error' | 'warn';
  testId?: string;
}) {
  return (
    <div className={`state-panel state-panel--${tone}`} role={tone === 'error' ? 'alert' : undefined} data-testid={testId}>
      <span className="state-panel__icon" aria-hidden="true">
        <Icon size={26} />
      </span>
      <strong className="state-panel__title">{title}</strong>
      {children && <p className="state-panel__text">{children}</p>}
      {actions && <div className="state-panel__actions">{actions}</div>}
    </div>
  );
}
