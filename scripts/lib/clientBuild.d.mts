/** A build of one bundle: the file it writes, the sources it reads (paths from root), its vite config. */
export interface StaleBuild {
  output: string;
  sources: string[];
  config?: string;
  what: string;
}
/** Runs `vite build` in `root` when a source is newer than the build's output; exits the process if it fails. */
export function buildIfStale(root: string, build: StaleBuild, log?: (message: string) => void): void;
/** Runs `vite build` in `root` when a source is newer than dist/client/index.html; exits the process if it fails. */
export function buildClientIfStale(root: string, log?: (message: string) => void): void;
/** Newest modification time under a path, in ms (node_modules and test files aside). */
export function newest(path: string): number;
