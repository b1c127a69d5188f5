import net from 'node:net';

/** A TCP proxy in front of the PostgreSQL test server: the tests cut it to take the database out of reach. */
export interface TcpProxy {
  port: number;
  /** The address `url` names, through the proxy. */
  through(url: string): string;
  /** Resets every open connection and refuses new ones, as a server that went down. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port, as the server back up. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // The other side's reset ends this one too; the error itself is what the test causes.
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stop = () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.resetAndDestroy();
    return closed;
  };
  const port = await listen(0);
  return {
    port,
    through(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    cut: stop,
    async restore() {
      await listen(port);
    },
    close: () => (server.listening ? stop() : Promise.resolve()),
  };
}
