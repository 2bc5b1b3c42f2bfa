import { Radio } from 'lucide-react';
import { useStore } from '../../src/app/store';
import { toggleStreamerMode } from '../../src/app/streamer/streamerMode';

/** The account menu's switch of streamer mode (Alt+Shift+S does the same): on at once, off after a confirmation. */
export function StreamerToggle({ className = 'menu-item' }: { className?: string }) {
  const on = useStore((s) => s.streamerMode);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-keyshortcuts="Alt+Shift+S"
      className={className}
      data-testid="streamer-toggle"
      onClick={toggleStreamerMode}
    >
      <Radio size={18} aria-hidden="true" /> Streamer mode {on ? 'on' : 'off'}
      <kbd className="menu-item__kbd">Alt+Shift+S</kbd>
    </button>
  );
}
