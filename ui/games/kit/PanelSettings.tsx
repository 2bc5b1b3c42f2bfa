import { useState } from 'react';
import { Keyboard, Zap } from 'lucide-react';
import { storage } from '../../../src/app/storage/storage';
import { Toggle } from '../../common/Toggle';
import { readGameSound, VOLUME_KEY } from './EngineHost';
import { useTouchOnly } from './touchOnly';

/** Animation speeds offered in the panel. */
export const SPEEDS = [1, 2, 3] as const;

/** Props of PanelSettings. */
export interface PanelSettingsProps {
  instant?: boolean;
  speed?: number;
  hotkeys: boolean;
  /** Absent (with onSpeed) for a live game, whose round runs on the server's clock: no instant mode, no speed. */
  onInstant?(on: boolean): void;
  onSpeed?(speed: number): void;
  onHotkeys(on: boolean): void;
  onHotkeysHelp(): void;
}

/** The panel's footer: instant mode, animation speed, hotkeys (not on a touch-only device) and the game sound volume. */
export function PanelSettings({ instant, speed, hotkeys, onInstant, onSpeed, onHotkeys, onHotkeysHelp }: PanelSettingsProps) {
  // The engine reads the volume from storage when a sound plays (EngineHost.getSound); this only mirrors it.
  const [volume, setVolume] = useState(() => readGameSound().volume);
  // A touch-only device has no keyboard to press: no hotkey switch, no list of keys.
  const touchOnly = useTouchOnly();
  return (
    <div className="bp-settings">
      {onInstant && onSpeed && (
        <>
          <Toggle on={instant ?? false} onChange={onInstant} testId="instant-toggle">
            <Zap size={14} aria-hidden="true" /> Instant
          </Toggle>
          <label className="select-label">
            <span>Speed</span>
            <select
              className="select"
              value={speed}
              data-testid="speed-select"
              onChange={(e) => onSpeed(Number(e.target.value))}
              disabled={instant}
            >
              {SPEEDS.map((s) => (
                <option key={s} value={s}>
                  {s}×
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      {!touchOnly && (
        <>
          <Toggle on={hotkeys} onChange={onHotkeys} testId="hotkeys-toggle">
            Hotkeys
          </Toggle>
          <button
            type="button"
            className="btn btn--ghost btn--icon bp-help"
            aria-label="Show hotkeys"
            data-testid="hotkeys-help"
            onClick={onHotkeysHelp}
          >
            <Keyboard size={18} aria-hidden="true" />
          </button>
        </>
      )}
      <label className="bp-volume">
        <span>Volume</span>
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={volume}
          data-testid="volume"
          aria-label="Game sound volume"
          onChange={(e) => {
            setVolume(Number(e.target.value));
            storage.set(VOLUME_KEY, e.target.value);
          }}
        />
      </label>
    </div>
  );
}
