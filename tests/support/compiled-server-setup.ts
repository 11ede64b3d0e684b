/** Once per server test run: compile the server, so that the processes the tests start run what production runs. */
import { buildServer } from '../../adapters/web-build.ts';

export function setup() {
  buildServer();
}
