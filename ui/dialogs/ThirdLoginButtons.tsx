import { useEffect, useRef, useState } from 'react';
import { MonitorPlay, Search, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { ThirdProvider, ThirdProviderInfo } from '../../src/core/thirdLogin';
import { loadAuthProviders, signInWith } from '../../src/app/actions/thirdLogin';
import { TWO_FACTOR_REQUIRED } from '../../src/core/twoFactor';
import { toCodeStep } from './LoginForm';
import { BIND_ACCOUNT_PATH } from './bindAccountPath';
import './thirdLogin.css';

const ICON: Record<ThirdProvider, typeof Search> = { google: Search, twitch: MonitorPlay, facebook: Users };

/**
 * "Or continue with": one button per sign-in provider the site offers (none when the site offers none). A click
 * opens the provider's popup; a first sign-in goes on to the bind-account page, a 428 to the authenticator code step.
 */
export function ThirdLoginButtons({ onTwoFactor }: { onTwoFactor?: () => void }) {
  const [providers, setProviders] = useState<ThirdProviderInfo[]>([]);
  const [busy, setBusy] = useState<ThirdProvider | null>(null);
  const [error, setError] = useState('');
  const cancel = useRef<AbortController | null>(null);
  const navigate = useNavigate();

  useEffect(() => {
    let live = true;
    void loadAuthProviders().then((list) => live && setProviders(list));
    return () => {
      live = false;
      cancel.current?.abort();
    };
  }, []);

  if (providers.length === 0) return null;

  const click = async ({ provider, demo }: ThirdProviderInfo) => {
    // While a sign-in waits, its button cancels it.
    if (busy === provider) {
      cancel.current?.abort();
      return;
    }
    setError('');
    setBusy(provider);
    const controller = new AbortController();
    cancel.current = controller;
    const result = await signInWith(provider, { watchClosed: demo, signal: controller.signal });
    cancel.current = null;
    setBusy(null);
    // A login closes the dialog this form sits in (unmounting it) before this line runs: it still leads on.
    if (result.ok) {
      if (result.created) void navigate(BIND_ACCOUNT_PATH);
      return;
    }
    if (controller.signal.aborted) return;
    if (result.code === TWO_FACTOR_REQUIRED) return toCodeStep(navigate, onTwoFactor);
    setError(result.message);
  };

  return (
    <div className="third-login" data-testid="third-login">
      <p className="third-login__or">
        <span>or continue with</span>
      </p>
      <div className="third-login__buttons">
        {providers.map((info) => {
          const { provider, label, demo } = info;
          const Icon = ICON[provider];
          return (
            <button
              key={provider}
              type="button"
              className={`btn btn--outline third-login__btn third-login__btn--${provider}`}
              onClick={() => void click(info)}
              disabled={busy !== null && busy !== provider}
              aria-busy={busy === provider}
              data-testid={`third-login-${provider}`}
              title={demo ? `${label} (demo sign-in: this site runs in demo mode)` : `Sign in with ${label}`}
            >
              <Icon size={16} aria-hidden="true" />
              <span>{busy === provider ? 'Cancel' : label}</span>
            </button>
          );
        })}
      </div>
      {providers.some((p) => p.demo) && <p className="third-login__demo">Demo mode: a local sign-in page stands in for each provider.</p>}
      {error && (
        <p className="third-login__error" role="alert" data-testid="third-login-error">
          {error}
        </p>
      )}
    </div>
  );
}
