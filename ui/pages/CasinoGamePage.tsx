import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CODE, type Envelope } from '../../src/core/api';
import { decodeCasinoToken } from '../../src/core/casinoToken';
import type { GameDetail } from '../../src/core/catalogue';
import { getGameByCode, selectH5GameInfo } from '../../src/app/api/games';
import type { LaunchMode } from '../../src/app/actions/casinoLaunch';
import { casinoTokenPath } from '../../src/app/casino/gameLinks';
import { CasinoGameScreen } from '../casino/CasinoGameScreen';

/**
 * Third-party game page on desktop (/casino/{token}). The route validated the token: game code (the catalogue's),
 * second argument (the aggregator) and demo flag. The flag is the mode played: a switch rewrites the token in place
 * (replace, not push), and the game relaunches.
 */
export default function CasinoGamePage() {
  const launch = decodeCasinoToken(useParams().gameName);
  const navigate = useNavigate();
  const code = Number(launch?.gameCode);
  const arg = launch?.arg ?? '';
  const load = useCallback((): Promise<Envelope<GameDetail>> => {
    // A token may carry a provider's own id rather than a catalogue code: no such game here.
    if (!Number.isSafeInteger(code) || code < 1) return Promise.resolve({ code: CODE.NOT_FOUND, msg: 'Game not found', data: null });
    return arg ? getGameByCode(arg, { gameCode: code }, { silent: true }) : selectH5GameInfo({ id: code }, { silent: true });
  }, [arg, code]);
  const onMode = useCallback(
    (mode: LaunchMode) => navigate(casinoTokenPath(code, arg, mode === 'demo'), { replace: true }),
    [navigate, code, arg],
  );
  return (
    <section
      className="cpage"
      data-testid="casino-game"
      data-game-code={launch?.gameCode}
      data-arg={launch?.arg}
      data-demo={launch ? String(launch.demo) : undefined}
    >
      {launch && (
        <CasinoGameScreen load={load} loadKey={`${arg}:${launch.gameCode}`} mode={launch.demo ? 'demo' : 'real'} onMode={onMode} />
      )}
    </section>
  );
}
