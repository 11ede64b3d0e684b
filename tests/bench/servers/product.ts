/**
 * The server as `npm start` configures it, for the `floor` section: the configuration read from the environment
 * (rate limits on, the access log at the default level on standard output, which the benchmark sends to a file),
 * the container and its own logger, the HTTP app, and the background rounds beside it. Only what main.ts adds around
 * them (the Auth emulator, the mail catcher, the demo seed) is left out: none of it is on a request's path.
 */
import { startBackground } from '../../../adapters/background/jobs.ts';
import { loadConfig } from '../../../adapters/config.ts';
import { buildHttpApp, createContainer, TOKENS, useCasesOf } from '../../../adapters/container.ts';

const config = loadConfig();
const container = await createContainer(config);
startBackground(useCasesOf(container), container.get(TOKENS.Logger));
const server = buildHttpApp(container, config).listen(0, '127.0.0.1', () =>
  // On standard error: standard output is the access log.
  console.error(`ready ${(server.address() as { port: number }).port}`),
);
process.on('SIGTERM', () => {
  server.close(() => process.exit(0));
  // Idle keep-alive connections would otherwise hold the close until they time out.
  server.closeIdleConnections();
});
