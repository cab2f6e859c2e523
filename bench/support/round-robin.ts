// The benchmark's load balancer: a round-robin HTTP proxy on loopback, like the upstream block of deploy/nginx.conf
// without TLS, so one and two instances are measured through the same hop.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  url: string;
  stop(): Promise<void>;
}

export async function startRoundRobin(upstreams: readonly string[]): Promise<Balancer> {
  const agents = upstreams.map((upstream) => ({ url: new URL(upstream), agent: new http.Agent({ keepAlive: true, maxSockets: 64 }) }));
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = agents[next % agents.length]!;
    next += 1;
    const forwarded = http.request(
      { host: target.url.hostname, port: target.url.port, path: req.url, method: req.method, headers: req.headers, agent: target.agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      for (const { agent } of agents) agent.destroy();
    },
  };
}
