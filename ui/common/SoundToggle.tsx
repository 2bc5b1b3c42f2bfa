import { Volume2, VolumeX } from 'lucide-react';
import { useStore } from '../../src/app/store';
import { setSoundOn } from '../../src/app/feedback/sound';

/** Switch of the click-sound setting, remembered in storage. */
export function SoundToggle({ className = 'menu-item' }: { className?: string }) {
  const on = useStore((s) => s.soundOn);
  const Icon = on ? Volume2 : VolumeX;
  return (
    <button type="button" role="switch" aria-checked={on} className={className} data-testid="sound-toggle" onClick={() => setSoundOn(!on)}>
      <Icon size={18} aria-hidden="true" /> Sound {on ? 'on' : 'off'}
    </button>
  );
}
