import { useStore } from '../../src/app/store';

/**
 * The thin indeterminate accent bar at the very top of the page: shown while the browser is offline
 * or while `active` (a route is loading).
 */
export function TopProgress({ active = false }: { active?: boolean }) {
  const offline = useStore((s) => s.offline);
  const on = offline || active;
  return (
    <div
      className={`route-progress${on ? ' is-active' : ''}`}
      role="progressbar"
      aria-hidden={!on}
      aria-label={offline ? 'Offline, waiting for the network' : 'Loading'}
      data-offline={offline || undefined}
    />
  );
}
