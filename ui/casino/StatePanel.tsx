import type { ReactNode } from 'react';
import { LogIn, type LucideIcon } from 'lucide-react';
import { getState } from '../../src/app/store';
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

/** A panel asking a guest to log in: the Log in button opens the dialog; `more` adds actions after it. */
export function SignInPanel({ title, testId, more, children }: { title: string; testId: string; more?: ReactNode; children: ReactNode }) {
  return (
    <StatePanel
      icon={LogIn}
      title={title}
      testId={testId}
      actions={
        <>
          <button type="button" className="btn btn--primary btn--lg" onClick={() => getState().openDialog('login')}>
            <LogIn size={18} aria-hidden="true" /> Log in
          </button>
          {more}
        </>
      }
    >
      {children}
    </StatePanel>
  );
}
