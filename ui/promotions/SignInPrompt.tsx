import type { ReactNode } from 'react';
import { LogIn, UserPlus } from 'lucide-react';
import { getState } from '../../src/app/store';

/** The way in for a guest where a screen needs a player: Log in and Register (the global dialogs). */
export function SignInPrompt({ title, children, testId }: { title: string; children?: ReactNode; testId: string }) {
  return (
    <div className="promo-signin" data-testid={testId}>
      <strong>{title}</strong>
      {children && <p>{children}</p>}
      <div className="promo-signin__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg"
          data-testid={`${testId}-login`}
          onClick={() => getState().openDialog('login')}
        >
          <LogIn size={18} aria-hidden="true" /> Log in
        </button>
        <button
          type="button"
          className="btn btn--outline btn--lg"
          data-testid={`${testId}-register`}
          onClick={() => getState().openDialog('register')}
        >
          <UserPlus size={18} aria-hidden="true" /> Register
        </button>
      </div>
    </div>
  );
}
