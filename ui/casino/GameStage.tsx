import { useEffect, useState, type RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { AlertTriangle, RotateCw, Wrench, X } from 'lucide-react';
import type { CatalogueGame } from '../../src/core/catalogue';
import type { LaunchMode } from '../../src/app/actions/casinoLaunch';
import { balanceHint } from '../../src/app/actions/wallet';
import { openWallet } from '../../src/app/actions/walletDialog';
import { useStore } from '../../src/app/store';
import { SignInPanel, StatePanel } from './StatePanel';
import type { GameLaunch } from './useGameLaunch';
import { useFrameMessages } from './useFrameMessages';
import './stage.css';

/**
 * The frame's sandbox. allow-same-origin is safe with allow-scripts here only because the frame's origin is the
 * provider's, never ours (launchGame refuses an answer on our origin); the game needs its own storage and cookies.
 */
export const FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-top-navigation-by-user-activation';

/**
 * Where the game plays: its frame once launched, a loading veil until the frame has loaded, or the panel of a launch
 * that needs a login, a game under maintenance, or a failure to retry. On a phone it covers the viewport below the
 * header; on a computer it can grow to theatre size. The frame's messages are read from its origin only.
 */
export function GameStage({
  game,
  launch,
  mode,
  phone,
  theatre,
  onTheatre,
  onClose,
  onMode,
  stageRef,
}: {
  game: CatalogueGame;
  launch: GameLaunch;
  mode: LaunchMode;
  phone: boolean;
  theatre: boolean;
  onTheatre(on: boolean): void;
  onClose?(): void;
  onMode(mode: LaunchMode): void;
  stageRef: RefObject<HTMLDivElement | null>;
}) {
  const navigate = useNavigate();
  const coin = useStore((s) => s.selectedCoin);
  const { state, answer } = launch;
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const loaded = answer !== null && loadedUrl === answer.url;

  useFrameMessages(answer?.origin ?? null, {
    exit: () => navigate('/'),
    deposit: () => openWallet('deposit'),
    ready: () => answer && setLoadedUrl(answer.url),
    // The game moved money: our own server is asked (one coalesced read); the message's figures are never used.
    balance: () => balanceHint(),
  });

  useEffect(() => {
    if (!theatre) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onTheatre(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [theatre, onTheatre]);

  const veil = state.kind === 'loading' || (state.kind === 'ready' && !loaded);
  return (
    <div
      ref={stageRef}
      className={`cstage${theatre ? ' is-theatre' : ''}${phone ? ' is-phone' : ''}`}
      data-testid="game-stage"
      data-state={state.kind}
    >
      {phone && (
        <div className="cstage__bar">
          <strong>{game.title}</strong>
          <span className={`badge${mode === 'demo' ? '' : ' badge--accent'}`}>{mode === 'demo' ? 'Demo' : coin}</span>
          <button type="button" className="btn btn--ghost btn--icon cstage__close" aria-label="Close the game" onClick={onClose}>
            <X size={20} aria-hidden="true" />
          </button>
        </div>
      )}
      <div className="cstage__screen">
        {answer && (
          <iframe
            key={answer.url}
            className={`cstage__frame${loaded ? ' is-loaded' : ''}`}
            src={answer.url}
            title={`${game.title} (${mode === 'demo' ? 'demo' : 'real money'})`}
            sandbox={FRAME_SANDBOX}
            allow="fullscreen; autoplay"
            referrerPolicy="no-referrer"
            onLoad={() => setLoadedUrl(answer.url)}
            data-testid="game-frame"
          />
        )}
        {veil && (
          <div className="cstage__veil" role="status" data-testid="stage-loading">
            <span className="cstage__spinner" aria-hidden="true" />
            <span>Loading {game.title}…</span>
          </div>
        )}
        {state.kind === 'login' && (
          <SignInPanel
            title="Log in to play for real"
            testId="stage-login"
            more={
              game.hasDemo && (
                <button type="button" className="btn btn--outline btn--lg" onClick={() => onMode('demo')}>
                  Try the demo
                </button>
              )
            }
          >
            Real-money play uses the deposit balance of your selected coin.
          </SignInPanel>
        )}
        {state.kind === 'maintenance' && (
          <StatePanel
            icon={Wrench}
            tone="warn"
            title="Under maintenance"
            testId="stage-maintenance"
            actions={
              <Link to={`/gameList/${game.provider}`} className="btn btn--outline">
                More from {game.providerName}
              </Link>
            }
          >
            {state.message}
          </StatePanel>
        )}
        {state.kind === 'error' && (
          <StatePanel
            icon={AlertTriangle}
            tone="error"
            title="The game didn't start"
            testId="stage-error"
            actions={
              <button type="button" className="btn btn--primary" onClick={launch.retry} data-testid="stage-retry">
                <RotateCw size={16} aria-hidden="true" /> Try again
              </button>
            }
          >
            {state.message}
          </StatePanel>
        )}
      </div>
    </div>
  );
}
