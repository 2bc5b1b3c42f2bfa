import { z } from 'zod';

// The site's Content-Security-Policy forbids eval. zod compiles fast object parsers with `new Function` and probes for
// it first; under a strict CSP even the caught probe is reported as a violation. Object schemas read this setting when
// they are built, so it must be set before any schema exists, in whatever order chunks load: every module of ours
// takes `z` from here, never from 'zod' (lint enforces it). The server parses the same way (its bodies are small; zod
// is under 1% of a bet's CPU), so both sides validate identically.
z.config({ jitless: true });

export { z };
