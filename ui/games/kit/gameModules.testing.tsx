import type { ReactNode } from 'react';
import type { InstantGame } from '../../../src/core/games';
import { GameModules, type UiModuleOf } from './gameModules';
import type { AnyUiGameModule, UiGameModule } from './types';

/** A lookup over the given modules only (a test's own games); another game is a test mistake and throws. */
export function moduleLookup(...modules: AnyUiGameModule[]): UiModuleOf {
  return <G extends InstantGame>(game: G) => {
    const found = modules.find((m) => m.game === game);
    if (!found) throw new Error(`moduleLookup: no module for ${game}`);
    return found as unknown as UiGameModule<G>;
  };
}

/** Renders `children` under GameModules over `modules` (a page test of one game). */
export function WithModules({ modules, children }: { modules: AnyUiGameModule[]; children: ReactNode }) {
  return <GameModules moduleOf={moduleLookup(...modules)}>{children}</GameModules>;
}
