/** The crash engine's factory, loaded as its own chunk (the page's live stage and the bet detail's replay). */
export const loadCrashEngine = () => import('../../../game-engine/crash').then((m) => m.createEngine);
