// Starts an HTTP server for an Express app and stops it without waiting on idle keep-alive connections.
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

/** Something that serves WebSocket upgrades on the same server and port (the app's /ws/voice). */
export interface SocketEndpoint {
  attach(server: Server): void;
  /** Closes its sockets; listen()'s close() waits for it before closing the server. */
  close(): Promise<void>;
}

export interface ListeningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function listen(app: Express & { sockets?: SocketEndpoint }, host: string, port: number): Promise<ListeningServer> {
  return new Promise((resolve, reject) => {
    const server: Server = app.listen(port, host);
    app.sockets?.attach(server);
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      const actualPort = (server.address() as AddressInfo).port;
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`,
        port: actualPort,
        close: async () => {
          await app.sockets?.close();
          await new Promise<void>((resolveClose, rejectClose) => {
            server.close((error) => (error ? rejectClose(error) : resolveClose()));
            server.closeAllConnections();
          });
        },
      });
    });
  });
}

/** A port nothing listens on right now, on loopback: for tests and benchmarks that start servers of their own. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
