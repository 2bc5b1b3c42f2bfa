import { createContext, useContext, type ReactNode } from 'react';
import type { InstantGame } from '../../../src/core/games';
import type { UiGameModule } from './types';

/** The UI module of any instant game, typed to it (the registry's `uiModuleOf`, or a test's own). */
export type UiModuleOf = <G extends InstantGame>(game: G) => UiGameModule<G>;

const ModulesContext = createContext<UiModuleOf | null>(null);

/**
 * Gives the kit below it the module of every game a bet may come from (the bet detail and its replay look a bet's game
 * up here). The kit never imports the registry: the page or the registry's own components provide it.
 */
export function GameModules({ moduleOf, children }: { moduleOf: UiModuleOf; children: ReactNode }) {
  return <ModulesContext value={moduleOf}>{children}</ModulesContext>;
}

/** The module lookup the nearest GameModules provides; a kit component rendered without one is a programming error. */
export function useModuleOf(): UiModuleOf {
  const moduleOf = useContext(ModulesContext);
  if (!moduleOf) throw new Error('No GameModules above this component: the game page or the registry provides the game modules');
  return moduleOf;
}
