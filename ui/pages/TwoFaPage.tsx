import { Link, useNavigate } from 'react-router';
import { useStore } from '../../src/app/store';
import { TwoFactorStep } from '../dialogs/TwoFactorStep';
import { LogoMark } from '../layout/Logo';

/** The mobile page of a login's second step: the authenticator code for the login the login page holds. */
export default function TwoFaPage() {
  const loggedIn = useStore((s) => s.loggedIn);
  const navigate = useNavigate();
  return (
    <section className="auth-page" data-testid="two-fa-page">
      <div className="auth-page__card card">
        <div className="auth-dialog__head">
          <LogoMark size={40} />
          <h1>{loggedIn ? "You're logged in" : 'Two-factor login'}</h1>
          <p>{loggedIn ? 'Your wallet is ready in the header.' : 'One more step to keep your account yours.'}</p>
        </div>
        {loggedIn ? (
          <Link to="/" className="btn btn--primary btn--lg btn--block">
            Go to the lobby
          </Link>
        ) : (
          <TwoFactorStep autoFocus={false} onBack={() => void navigate('/Login/mobilePage/loginPage')} />
        )}
      </div>
    </section>
  );
}
