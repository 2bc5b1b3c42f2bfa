import { z } from 'zod';

// The site's Content-Security-Policy forbids eval. zod compiles fast object parsers with `new Function` and probes for
// it first; under a strict CSP even the caught probe is reported as a violation. Parse without code generation.
// Object schemas read the setting when they are built, so every module that builds schemas for the browser imports this
// module before them (the login and register forms: zod loads with them, not with the first paint).
z.config({ jitless: true });
