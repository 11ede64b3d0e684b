/**
 * A loopback TCP proxy a test can cut and restore, to make a real dependency (PostgreSQL, the Auth emulator)
 * unreachable in the middle of a run without touching the dependency itself. Cutting resets every open
 * connection and refuses new ones; restoring forwards again.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  readonly port: number;
  readonly host: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  let open = true;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (!open) {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(targetPort, targetHost);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    host: `127.0.0.1:${port}`,
    cut() {
      open = false;
      for (const s of sockets) s.resetAndDestroy();
    },
    restore() {
      open = true;
    },
    async close() {
      open = false;
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
