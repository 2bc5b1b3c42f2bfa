import { z } from 'zod';

// The site's Content-Security-Policy forbids eval. zod compiles fast object parsers with `new Function` and probes for
// it first; under a strict CSP even the caught probe is reported as a violation. Parse without code generation.
z.config({ jitless: true });
