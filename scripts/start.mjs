// Builds the browser app when its sources are newer than the build, starts the demo studio and the demo sportsbook in
// demo mode (each its own process, port and origin), then runs the house server in this process.
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClientIfStale } from './lib/clientBuild.mjs';
import { buildStudioIfStale, startStudio, studioWanted, withStudioSecret } from './lib/studio.mjs';
import { bookWanted, buildBookIfStale, startBook, withBook } from './lib/book.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (process.env.SKIP_BUILD !== '1') buildClientIfStale(root);

if (studioWanted(process.env)) {
  Object.assign(process.env, withStudioSecret(process.env));
  if (process.env.SKIP_BUILD !== '1') buildStudioIfStale(root);
  startStudio(root, process.env);
}

if (bookWanted(process.env)) {
  Object.assign(process.env, withBook(process.env));
  if (process.env.SKIP_BUILD !== '1') buildBookIfStale(root);
  startBook(root, process.env);
}

const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
