import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  /** Where clients connect instead of the target. */
  port: number;
  /** Resets every connection (RST), and every new one, until `heal`: a database that went away. */
  reset(): void;
  /** Stops forwarding in both directions, sockets kept open: a network that went silent. */
  stall(): void;
  /** Forwards again, delivering what a stall held back; new connections are served. */
  heal(): void;
  /** Delivers each chunk `ms` later, in order (0: at once): a slow or busy network. */
  delay(ms: number): void;
  close(): Promise<void>;
}

type Side = { socket: Socket; held: Buffer[] };

/** A TCP proxy to `target` whose faults a test controls, for the database's or Redis's connections. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: 'forwarding' | 'resetting' | 'stalled' = 'forwarding';
  let delayMs = 0;
  const pairs = new Set<[Side, Side]>();

  /** Sends `from`'s data to `to`, or holds it while stalled. */
  function forward(from: Side, to: Side): void {
    from.socket.on('data', (chunk) => {
      if (mode === 'stalled') from.held.push(chunk);
      // Timers of one duration fire in the order they were set: the stream keeps its order.
      else if (delayMs > 0) setTimeout(() => to.socket.write(chunk), delayMs);
      else to.socket.write(chunk);
    });
  }

  const server = createServer((client) => {
    if (mode === 'resetting') {
      client.resetAndDestroy();
      return;
    }
    const upstream = connect(target);
    const pair: [Side, Side] = [
      { socket: client, held: [] },
      { socket: upstream, held: [] },
    ];
    pairs.add(pair);
    forward(pair[0], pair[1]);
    forward(pair[1], pair[0]);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  return {
    port,
    reset() {
      mode = 'resetting';
      for (const [client, upstream] of pairs) {
        client.socket.resetAndDestroy();
        upstream.socket.resetAndDestroy();
      }
      pairs.clear();
    },
    stall() {
      mode = 'stalled';
    },
    heal() {
      mode = 'forwarding';
      for (const [client, upstream] of pairs) {
        for (const chunk of client.held.splice(0)) upstream.socket.write(chunk);
        for (const chunk of upstream.held.splice(0)) client.socket.write(chunk);
      }
    },
    delay(ms) {
      delayMs = ms;
    },
    async close() {
      for (const [client, upstream] of pairs) {
        client.socket.destroy();
        upstream.socket.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
