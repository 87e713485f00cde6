import { z } from 'zod';

// zod compiles object parsers with `new Function` after probing for it; the page's CSP forbids
// eval, so the probe itself is a violation. Parsing without the compiler is fast enough here.
z.config({ jitless: true });
