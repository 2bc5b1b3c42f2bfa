import { Link, useNavigate } from 'react-router';
import { useStore } from '../../src/app/store';
import { RegisterForm } from '../dialogs/RegisterForm';
import { LogoMark } from '../layout/Logo';

/** Full-page registration (/register and the mobile register page). */
export default function RegisterPage() {
  const loggedIn = useStore((s) => s.loggedIn);
  const navigate = useNavigate();
  return (
    <section className="auth-page" data-testid="register-page">
      <div className="auth-page__card card">
        <div className="auth-dialog__head">
          <LogoMark size={40} />
          <h1>{loggedIn ? "You're all set" : 'Create your account'}</h1>
          <p>{loggedIn ? 'You are already registered and logged in.' : 'Play the originals with any of eight coins.'}</p>
        </div>
        {loggedIn ? (
          <Link to="/" className="btn btn--primary btn--lg btn--block">
            Go to the lobby
          </Link>
        ) : (
          <RegisterForm autoFocus={false} onSwitch={() => navigate('/newLogin/indexPage')} />
        )}
      </div>
    </section>
  );
}
