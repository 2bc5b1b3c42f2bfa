/** Runs `vite build` in `root` when a source is newer than dist/client/index.html; exits the process if it fails. */
export function buildClientIfStale(root: string, log?: (message: string) => void): void;
/** Newest modification time under a path, in ms (node_modules and test files aside). */
export function newest(path: string): number;
