import type { InstantGame } from '../../../src/core/games';
import { BetDetailDialog } from './BetDetailDialog';
import { BetPanel } from './BetPanel';
import { BetTables } from './BetTables';
import { EngineHost } from './EngineHost';
import { GameInfo } from './GameInfo';
import { GamePageBar } from './GamePageBar';
import { HotkeysDialog } from './HotkeysDialog';
import { ResultChip } from './ResultChip';
import { useGamePage } from './useGamePage';
import { useGameHotkeys } from './useGameHotkeys';
import type { UiGameModule } from './types';
import './games.css';

/** An instant game's page, given its module: engine stage, bet panel (manual and auto), explanatory body and bet tables. */
export default function InstantGamePage<G extends InstantGame>({ module }: { module: UiGameModule<G> }) {
  const game = module.game;
  const page = useGamePage(module);
  const { ui, runner, limits } = page;
  useGameHotkeys(page.hotkeys, page.hotkeysOpen || page.detailId !== null, page.hotkeyHandlers);

  // The last round that landed, placed by the runner or with a free bet (the chip then says it was free).
  const last = page.recent[0] ?? null;
  const chip = <ResultChip bet={last} free={last !== null && page.freeBetIds.includes(last.id)} />;
  const { freePlay } = page;
  return (
    <div className="game-page ig" data-testid="game-page" data-game={game}>
      <GamePageBar title={page.info.title} />
      <div className="ig-table">
        <BetPanel {...page.panelProps} freeBet={page.freeBet} />
        <EngineHost<G>
          load={ui.loadEngine}
          onEngine={page.bridge.onEngine}
          onEvent={page.bridge.eventHandler((id) => {
            runner.land(id);
            freePlay.land(id);
          })}
          className={`ig-stage game-card--${game}`}
          below={ui.resultInStage ? undefined : chip}
        >
          {ui.resultInStage ? chip : undefined}
        </EngineHost>
      </div>
      <GameInfo module={module} maxBet={limits.maxText} params={page.allowed} />
      <BetTables game={game} recent={page.recent} onOpen={page.setDetailId} />
      <BetDetailDialog id={page.detailId} onClose={() => page.setDetailId(null)} />
      <HotkeysDialog
        open={page.hotkeysOpen}
        enabled={page.hotkeys}
        extra={ui.hotkeys}
        onToggle={() => page.setHotkeys(!page.hotkeys)}
        onClose={() => page.setHotkeysOpen(false)}
      />
    </div>
  );
}
