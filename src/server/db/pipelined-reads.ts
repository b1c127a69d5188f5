import pg from 'pg';

export interface PipelinedReadsOptions {
  /** How each connection is opened (the pool's settings); `pipeline` is set here. */
  connection: pg.ClientConfig;
  connections: number;
  /** Statements one connection holds at most; when every connection holds as many, reads go to `overflow`. */
  maxInFlight: number;
  /** Where a read goes past that, and where a read whose connection was lost under it runs again. */
  overflow: pg.Pool;
}

export interface PipelinedReads {
  query<T extends pg.QueryResultRow>(name: string, text: string, values: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

interface Slot {
  client: pg.Client | null;
  connecting: Promise<pg.Client> | null;
  inFlight: number;
}

// admin_shutdown (a terminated backend), crash_shutdown: the connection goes with the statement.
const CONNECTION_LOST_STATES = new Set(['57P01', '57P02']);

/**
 * Hot single-row reads (a profile, an agency, a festival's id) sent down a few connections
 * without waiting for the previous answer (PostgreSQL's extended-protocol pipelining), instead of
 * each waiting for a pooled connection of its own. Under load a connection then carries several
 * statements per round trip: measured at 1M creatives, 25-45% more profiles a second for a third
 * less of the server's CPU each (docs/performance-log.md). Reads only: a transaction needs a
 * connection to itself, and a slow statement would hold up those queued behind it, so lists and
 * anything that can scan stay on the pools.
 */
export function pipelinedReads(options: PipelinedReadsOptions): PipelinedReads {
  const slots: Slot[] = Array.from({ length: options.connections }, () => ({ client: null, connecting: null, inFlight: 0 }));
  const lost = new WeakSet<pg.Client>();
  let closed = false;

  const drop = (slot: Slot, client: pg.Client) => {
    lost.add(client);
    if (slot.client === client) slot.client = null;
  };

  const connectionOf = (slot: Slot): Promise<pg.Client> => {
    if (slot.client) return Promise.resolve(slot.client);
    if (slot.connecting) return slot.connecting;
    const client = new pg.Client({ ...options.connection, pipeline: true });
    // A lost connection (server restart, terminated backend) must not crash the process; the
    // slot opens a new one for the next read.
    client.on('error', () => drop(slot, client));
    client.on('end', () => drop(slot, client));
    slot.connecting = client.connect().then(
      () => {
        slot.connecting = null;
        if (closed) void client.end();
        else slot.client = client;
        return client;
      },
      (error: unknown) => {
        slot.connecting = null;
        throw error;
      },
    );
    return slot.connecting;
  };

  // Reads asked for in one turn of the event loop go to the server in one write per connection,
  // not one each: fewer system calls, and the backend woken once for all of them. At 1M creatives
  // with 50 connections, 10-19% more profiles a second for a sixth less CPU each, the server's and
  // PostgreSQL's (docs/performance-log.md, 1 December).
  const corked = new WeakSet<pg.Client>();
  const corkUntilNextTurn = (client: pg.Client) => {
    if (corked.has(client)) return;
    corked.add(client);
    client.connection.stream.cork();
    setImmediate(() => {
      corked.delete(client);
      client.connection.stream.uncork();
    });
  };

  const onPool = async <T extends pg.QueryResultRow>(name: string, text: string, values: unknown[]) =>
    (await options.overflow.query<T>({ name, text, values })).rows;

  return {
    async query<T extends pg.QueryResultRow>(name: string, text: string, values: unknown[]) {
      let slot = slots[0]!;
      for (const candidate of slots) if (candidate.inFlight < slot.inFlight) slot = candidate;
      // Every connection full: the pool's bounded wait decides (a 503 past it), never a queue without end.
      if (closed || slot.inFlight >= options.maxInFlight) return onPool<T>(name, text, values);
      slot.inFlight++;
      let client: pg.Client | undefined;
      try {
        client = await connectionOf(slot);
        corkUntilNextTurn(client);
        return (await client.query<T>({ name, text, values })).rows;
      } catch (error) {
        const state = (error as { code?: unknown }).code;
        if (client && (lost.has(client) || (typeof state === 'string' && CONNECTION_LOST_STATES.has(state)))) {
          drop(slot, client);
          // A read can run again: once, on the pool, rather than failing with its connection.
          return onPool<T>(name, text, values);
        }
        throw error;
      } finally {
        slot.inFlight--;
      }
    },
    async close() {
      closed = true;
      await Promise.all(
        slots.map(async (slot) => {
          const client = slot.client;
          slot.client = null;
          if (client) await client.end();
        }),
      );
    },
  };
}
