import { z } from 'zod';

// zod's faster parser compiles code with `new Function`; the server's CSP has no 'unsafe-eval',
// and even zod's guarded probe for it would be reported as a CSP violation. `session.ts`, which
// every module that parses depends on, imports this first.
z.config({ jitless: true });
