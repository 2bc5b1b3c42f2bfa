// Builds the browser app when its sources are newer than the build, then runs the house server in this process.
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildClientIfStale } from './lib/clientBuild.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (process.env.SKIP_BUILD !== '1') buildClientIfStale(root);

const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
