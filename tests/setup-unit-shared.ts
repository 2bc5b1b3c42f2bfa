import { afterAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// The unit project's files share their worker's DOM (vitest.config.ts: setting up a DOM per file was most of the
// suite's time). Each file still gets its own modules and mocks: before it loads, every module of ours is dropped from
// the worker's module cache, and so are the module mocks of the files before it and the mocked modules they made
// (vi.resetModules alone keeps mocked modules, so a file would get the mock instances of an earlier file that mocked
// the same module, and a mock an earlier file set would stay in force). That reaches into vitest's module mocker, as
// vitest itself does between the files of an isolated worker; a vitest without it stops here with the reason.
// After each file, what it may have left in the shared DOM goes back to how a fresh worker has it.

interface ModuleNode {
  promise?: unknown;
  exports?: unknown;
  evaluated: boolean;
  mockedExports?: unknown;
}
interface Mocker {
  reset(): void;
  evaluatedModules: { idToModuleMap: Map<string, ModuleNode> };
}
const mocker = (globalThis as { __vitest_mocker__?: Partial<Mocker> }).__vitest_mocker__;
if (typeof mocker?.reset !== 'function' || !(mocker.evaluatedModules?.idToModuleMap instanceof Map))
  throw new Error(
    "tests/setup-unit-shared.ts: this vitest's module mocker has no reset or module map, so the files of the unit " +
      'project cannot each get their own mocks: give that project isolate: true in vitest.config.ts',
  );
mocker.reset();
for (const [id, node] of mocker.evaluatedModules.idToModuleMap) {
  if (!id.startsWith('mock:')) continue;
  node.promise = undefined;
  node.exports = undefined;
  node.mockedExports = undefined;
  node.evaluated = false;
}
vi.resetModules();

/** Properties tests redefine on the window, navigator and document (sizes, online state, user agent, visibility). */
const REDEFINED: [object, string][] = [
  [window, 'innerWidth'],
  [window, 'innerHeight'],
  [window, 'devicePixelRatio'],
  [navigator, 'onLine'],
  [navigator, 'userAgent'],
  [navigator, 'clipboard'],
  [document, 'visibilityState'],
  [document, 'hidden'],
];
// Their own descriptors as the worker's first file found them (none: the prototype's getter answers).
const shared = globalThis as { __unitOwnDescriptors__?: (PropertyDescriptor | undefined)[] };
shared.__unitOwnDescriptors__ ??= REDEFINED.map(([target, key]) => Object.getOwnPropertyDescriptor(target, key));
const ownDescriptors = shared.__unitOwnDescriptors__;

afterAll(async () => {
  // A module this file started loading lands before the next file resets the cache, not in the middle of its run.
  await vi.dynamicImportSettled();
  REDEFINED.forEach(([target, key], i) => {
    const own = ownDescriptors[i];
    if (own) Object.defineProperty(target, key, own);
    else if (Object.getOwnPropertyDescriptor(target, key)?.configurable) Reflect.deleteProperty(target, key);
  });
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  document.body.innerHTML = '';
  document.title = '';
  document.head.replaceChildren();
  for (const attr of [...document.documentElement.attributes]) document.documentElement.removeAttribute(attr.name);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
