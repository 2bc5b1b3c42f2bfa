import { useEffect, useRef, useState } from 'react';
import { MINES_COLUMNS, MINES_TILES, arrowDirection, moveFocus, type MinesStageState } from '../../../src/core/games';

interface MinesTilesProps {
  mode: MinesStageState['mode'];
  /** Safe tiles turned over in the game in play. */
  revealed: readonly number[];
  /** Tiles picked for auto play. */
  picked: readonly number[];
  /** A move is on its way (tiles wait). */
  busy: boolean;
  /** The tile the engine rings, or null. */
  focus: number | null;
  /** Where the game in play stands after the last safe tile ("1.00" before the first), or null. */
  multiplier: string | null;
  /** Focus the board when a game comes into play and the focus was left on nothing (a start made from the keyboard). */
  takeFocus: boolean;
  onFocus(tile: number | null): void;
  onTile(tile: number): void;
}

const ALL = Array.from({ length: MINES_TILES }, (_, i) => i);

/** Whether the focused element shows its focus ring, i.e. the keyboard put it there (not a pointer). */
export function keyboardFocused(): boolean {
  try {
    return document.activeElement?.matches(':focus-visible') ?? false;
  } catch {
    return false;
  }
}

/** A tile's name: its number, row and column, then what it is now. */
export function tileLabel(tile: number, mode: MinesStageState['mode'], revealed: readonly number[], picked: readonly number[]): string {
  const where = `Tile ${tile + 1}, row ${Math.floor(tile / MINES_COLUMNS) + 1}, column ${(tile % MINES_COLUMNS) + 1}`;
  if (mode === 'pick') return `${where}, ${picked.includes(tile) ? 'picked' : 'not picked'}`;
  return `${where}, ${revealed.includes(tile) ? 'safe' : 'covered'}`;
}

/**
 * The mines grid for the keyboard and screen readers: the tiles the engine draws, as 25 buttons out of sight (one tab
 * stop; the arrows move between tiles, Enter or Space turns one over or picks it) that move the engine's focus ring
 * with them, so a keyboard player sees where they are on the board. A safe tile is announced with the new multiplier.
 */
export function MinesTiles({ mode, revealed, picked, busy, focus, multiplier, takeFocus, onFocus, onTile }: MinesTilesProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // What the live region says: the tile just found safe (derived as the revealed list grows; a new game clears it).
  const [heard, setHeard] = useState({ count: revealed.length, said: '' });
  if (heard.count !== revealed.length) {
    const last = revealed[revealed.length - 1];
    const grew = revealed.length > heard.count && last !== undefined;
    const pays = multiplier ? ` Cash out pays ${multiplier}×.` : '';
    setHeard({ count: revealed.length, said: grew ? `Tile ${last + 1} is safe.${pays}` : '' });
  }
  const stop = focus ?? Math.floor(MINES_TILES / 2);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (mode === 'play' && takeFocus && lost) buttons.current[stop]?.focus();
    // Only as the game comes into play: later moves leave the focus where the player put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, takeFocus]);
  if (mode === 'idle') return null;
  return (
    <div
      className="sr-only"
      role="group"
      aria-label={mode === 'play' ? 'Mines board: turn a tile over' : 'Mines board: pick tiles for auto play'}
      data-testid="mines-tiles"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onFocus(null);
      }}
    >
      {ALL.map((tile) => {
        const done = mode === 'play' && revealed.includes(tile);
        return (
          <button
            key={tile}
            ref={(el) => {
              buttons.current[tile] = el;
            }}
            type="button"
            tabIndex={tile === stop ? 0 : -1}
            aria-label={tileLabel(tile, mode, revealed, picked)}
            aria-pressed={mode === 'pick' ? picked.includes(tile) : undefined}
            aria-disabled={done || busy || undefined}
            data-tile={tile}
            onFocus={() => onFocus(tile)}
            onClick={() => {
              if (!done && !busy) onTile(tile);
            }}
            onKeyDown={(e) => {
              // The board's keys stay on the board: the page's hotkeys (arrows, Space) must not act a second time.
              const dir = arrowDirection(e.code);
              if (dir) {
                e.preventDefault();
                buttons.current[moveFocus(tile, dir)]?.focus();
              }
              if (dir || e.code === 'Space' || e.code === 'Enter' || e.code === 'NumpadEnter') e.stopPropagation();
            }}
          >
            {tile + 1}
          </button>
        );
      })}
      <span aria-live="polite">{heard.said}</span>
    </div>
  );
}
