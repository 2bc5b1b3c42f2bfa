import { fileURLToPath } from 'node:url';
import { importCircles } from './lib/importCircles';

// Prints the import circles of the browser-side sources (src, ui, game-engine): `npx tsx scripts/circles.ts`, with
// `--types` to count type-only imports and `--dynamic` to count import() too. Exits 1 when there is any.
const root = fileURLToPath(new URL('..', import.meta.url));
const circles = importCircles(root, { types: process.argv.includes('--types'), dynamic: process.argv.includes('--dynamic') });
for (const circle of circles) console.log(`${circle.length} files: ${circle.join(' ')}`);
console.log(`${circles.length} import circle(s)`);
process.exitCode = circles.length ? 1 : 0;
