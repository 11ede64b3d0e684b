import { config } from 'zod/v4/core';

/*
 * zod compiles its object parsers with `new Function` unless told not to, and probes for it as soon as an object
 * schema is made: under the app's Content-Security-Policy (no 'unsafe-eval') that probe is reported as a violation
 * even though zod catches it. The web app only parses answers under test, so it loses nothing by never compiling.
 * Imported first by ui/main.tsx, before any chunk makes a schema.
 */
config({ jitless: true });
