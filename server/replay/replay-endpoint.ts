import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { PhoenixConnection } from '../protocol/phoenix-connection';
import { ConnectionPool, refuseUpgrade, upgradeProblem } from '../protocol/phoenix-endpoint';
import { ReplayChannels } from './replay-channels';
import type { ReplayScript } from './replay-script';
import type { TimelineOptions } from './replay-timeline';
import type { Logger } from '../protocol/logger';

/**
 * /socket/websocket in replay mode: the studio server's upgrade checks on path, `vsn` and `version`, but any
 * token (or none) is accepted, since there is no session to check it against. Each connection gets its own
 * replay from the origin.
 */
export class ReplayEndpoint {
  private readonly pool: ConnectionPool<PhoenixConnection>;

  constructor(
    private readonly script: ReplayScript,
    private readonly options: TimelineOptions,
    private readonly log: Logger,
  ) {
    this.pool = new ConnectionPool(log);
  }

  get connectionCount(): number {
    return this.pool.size;
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const problem = upgradeProblem(new URL(request.url ?? '/', 'http://localhost'));
    if (problem) return refuseUpgrade(socket, problem);
    this.pool.accept(
      request,
      socket,
      head,
      (transport) =>
        // No buffer limit: a join's catch-up may be large, and the timeline pauses itself while the client is behind.
        new PhoenixConnection(transport, this.log, (outlet) => new ReplayChannels(outlet, this.script, this.options), {
          maxBufferedBytes: Infinity,
        }),
    );
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
