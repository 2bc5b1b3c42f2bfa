import { Link, useNavigate } from 'react-router';
import { useStore } from '../../src/app/store';
import { LoginForm } from '../dialogs/LoginForm';
import { LogoMark } from '../layout/Logo';

/** Full-page login, served at the desktop and mobile login routes. */
export default function LoginPage() {
  const loggedIn = useStore((s) => s.loggedIn);
  const navigate = useNavigate();
  return (
    <section className="auth-page" data-testid="login-page">
      <div className="auth-page__card card">
        <div className="auth-dialog__head">
          <LogoMark size={40} />
          <h1>{loggedIn ? "You're logged in" : 'Welcome back'}</h1>
          <p>{loggedIn ? 'Your wallet is ready in the header.' : 'Log in to pick up where you left off.'}</p>
        </div>
        {loggedIn ? (
          <Link to="/" className="btn btn--primary btn--lg btn--block">
            Go to the lobby
          </Link>
        ) : (
          <LoginForm autoFocus={false} onSwitch={() => navigate('/register')} />
        )}
      </div>
    </section>
  );
}
