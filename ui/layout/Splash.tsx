import { LogoMark } from './Logo';

/** Shown while the first page module loads. */
export function Splash() {
  return (
    <div className="splash" role="status" aria-label="Loading HighStakes">
      <LogoMark size={56} />
    </div>
  );
}
