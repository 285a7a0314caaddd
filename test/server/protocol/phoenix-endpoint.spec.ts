import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sinon from 'sinon';
import { WebSocket, type RawData } from 'ws';
import { PhoenixConnection } from '../../../server/protocol/phoenix-connection';
import {
  ConnectionPool,
  protocolVersion,
  refuseUpgrade,
  upgradeProblem,
} from '../../../server/protocol/phoenix-endpoint';
import { FakeLogger, frame, TestChannels } from './phoenix-test-kit';

// The endpoint over real loopback sockets (ws on node:http); the pool's idle sweep runs on sinon's fake clock
// (setInterval and Date only, so the sockets' own I/O is untouched) and is stepped with clock.tick.

const query = `vsn=2.0.0&version=${protocolVersion}`;

interface Waiter {
  readonly matches: (received: unknown[]) => boolean;
  readonly resolve: (received: unknown[]) => void;
  readonly reject: (error: Error) => void;
}

/** A raw `ws` client that keeps every frame it receives and how its socket closed. */
class Client {
  readonly frames: unknown[][] = [];
  readonly closed: Promise<{ readonly code: number; readonly reason: string }>;
  private readonly waiters: Waiter[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: RawData) => {
      const received = JSON.parse(data.toString()) as unknown[];
      this.frames.push(received);
      for (const waiter of this.waiters.filter((candidate) => candidate.matches(received))) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(received);
      }
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        // A frame still awaited will not come: fail the test at once rather than at its timeout.
        for (const waiter of this.waiters.splice(0))
          waiter.reject(new Error(`the socket closed (${code} ${reason.toString()})`));
        resolve({ code, reason: reason.toString() });
      }),
    );
  }

  static open(url: string): Promise<Client> {
    const ws = new WebSocket(url);
    const client = new Client(ws);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  /** Sends a frame and resolves with the phx_reply carrying its ref. */
  ask(joinRef: string | null, ref: string, topic: string, event: string, payload: unknown = {}): Promise<unknown[]> {
    const reply = this.waitFor((received) => received[1] === ref && received[3] === 'phx_reply');
    this.ws.send(frame(joinRef, ref, topic, event, payload));
    return reply;
  }

  /** Resolves with the next frame of `event` not yet received. */
  next(event: string): Promise<unknown[]> {
    return this.waitFor((received) => received[3] === event);
  }

  private waitFor(matches: (received: unknown[]) => boolean): Promise<unknown[]> {
    return new Promise((resolve, reject) => this.waiters.push({ matches, resolve, reject }));
  }
}

/** What an upgrade is answered with when it is refused: the status and the body. */
const refusalOf = (url: string): Promise<{ readonly status: number; readonly body: string }> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('unexpected-response', (_request, response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    ws.on('open', () => reject(new Error(`${url} was accepted`)));
    ws.on('error', () => undefined);
  });

describe('server/protocol/phoenix-endpoint: upgrade checks and the connection pool', () => {
  describe('upgradeProblem: path, vsn and version, checked before any token', () => {
    const problem = (path: string): unknown => upgradeProblem(new URL(path, 'http://localhost'));

    it('accepts /socket/websocket with vsn 2.0.0 and the fixed version, whatever the token', () => {
      expect(problem(`/socket/websocket?${query}`)).to.equal(undefined);
      expect(problem(`/socket/websocket?${query}&token=anything`)).to.equal(undefined);
    });

    it('refuses another path with 404', () => {
      expect(problem(`/socket?${query}`)).to.deep.equal({ status: 404, text: 'Not Found' });
      expect(problem(`/socket/longpoll?${query}`)).to.deep.equal({ status: 404, text: 'Not Found' });
    });

    it('refuses a missing or other serializer vsn with 400', () => {
      expect(problem(`/socket/websocket?version=${protocolVersion}`)).to.deep.equal({
        status: 400,
        text: 'Bad Request',
      });
      expect(problem(`/socket/websocket?vsn=1.0.0&version=${protocolVersion}`)).to.deep.equal({
        status: 400,
        text: 'Bad Request',
      });
    });

    it('refuses a missing or other protocol version than 19.09.2023 with 403', () => {
      expect(protocolVersion).to.equal('19.09.2023');
      expect(problem('/socket/websocket?vsn=2.0.0')).to.deep.equal({ status: 403, text: 'Forbidden' });
      expect(problem('/socket/websocket?vsn=2.0.0&version=01.01.2020')).to.deep.equal({
        status: 403,
        text: 'Forbidden',
      });
    });
  });

  describe('over a loopback socket', () => {
    let http: Server;
    let base: string;
    let clock: sinon.SinonFakeTimers;
    let log: FakeLogger;
    let pool: ConnectionPool<PhoenixConnection>;
    let channels: TestChannels[];
    let closedByPeer: PhoenixConnection[];
    let clients: Client[];

    before(async () => {
      http = createServer((_request, response) => response.writeHead(426).end());
      http.on('upgrade', (request, socket, head: Buffer) => {
        const problem = upgradeProblem(new URL(request.url ?? '/', 'http://localhost'));
        if (problem) return refuseUpgrade(socket, problem);
        pool.accept(
          request,
          socket,
          head,
          (transport) =>
            new PhoenixConnection(transport, log, (outlet) => {
              const opened = new TestChannels(outlet);
              channels.push(opened);
              return opened;
            }),
          (connection) => closedByPeer.push(connection),
        );
      });
      await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
      base = `ws://127.0.0.1:${(http.address() as AddressInfo).port}`;
    });

    beforeEach(() => {
      // Before the pool, so its sweeper runs on the fake clock.
      clock = sinon.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
      log = new FakeLogger();
      pool = new ConnectionPool(log);
      channels = [];
      closedByPeer = [];
      clients = [];
    });

    afterEach(async () => {
      for (const client of clients) client.ws.terminate();
      await pool.close();
      clock.restore();
    });

    after(() => new Promise<void>((resolve) => http.close(() => resolve())));

    const connect = async (): Promise<Client> => {
      const client = await Client.open(`${base}/socket/websocket?${query}&token=t`);
      clients.push(client);
      return client;
    };

    it('answers refused upgrades with the HTTP status and opens no connection', async () => {
      expect(await refusalOf(`${base}/socket/other?${query}`)).to.deep.equal({ status: 404, body: 'Not Found\n' });
      expect(await refusalOf(`${base}/socket/websocket?vsn=1.0.0&version=${protocolVersion}`)).to.deep.equal({
        status: 400,
        body: 'Bad Request\n',
      });
      expect(await refusalOf(`${base}/socket/websocket?vsn=2.0.0&version=18.01.2020`)).to.deep.equal({
        status: 403,
        body: 'Forbidden\n',
      });
      expect(pool.size).to.equal(0);
    });

    it("feeds an accepted socket's text frames to its connection and sends the answers back", async () => {
      const client = await connect();
      expect(pool.size).to.equal(1);
      expect(await client.ask('1', '1', 'groups:all', 'phx_join')).to.deep.equal([
        '1',
        '1',
        'groups:all',
        'phx_reply',
        { status: 'ok', response: { joined: 'groups:all#1' } },
      ]);
      expect(await client.ask(null, '2', 'phoenix', 'heartbeat')).to.deep.equal([
        null,
        '2',
        'phoenix',
        'phx_reply',
        { status: 'ok', response: {} },
      ]);
      expect(await client.ask('9', '3', 'accounts:all', 'save')).to.deep.equal([
        '9',
        '3',
        'accounts:all',
        'phx_reply',
        { status: 'error', response: { reason: 'unmatched topic' } },
      ]);
    });

    it('answers a binary frame with phx_error and keeps the socket', async () => {
      const client = await connect();
      const error = client.next('phx_error');
      client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
      expect(await error).to.deep.equal([
        null,
        null,
        'phoenix',
        'phx_error',
        { detail: 'binary frames are not supported', reason: 'malformed_frame' },
      ]);
      expect(await client.ask(null, '1', 'phoenix', 'heartbeat')).to.deep.include('phx_reply');
    });

    it('closes a socket that sent nothing for more than 60 s (1000 "idle") and leaves its channels', async () => {
      const client = await connect();
      await client.ask('1', '1', 'groups:all', 'phx_join');
      clock.tick(60_000);
      expect(channels[0]?.released).to.deep.equal([]);
      clock.tick(15_000);
      expect(channels[0]?.released).to.deep.equal(['groups:all#1']);
      expect(await client.closed).to.deep.equal({ code: 1000, reason: 'idle' });
    });

    it("keeps a socket that heartbeats every 30 s (the client's interval) open past 60 s", async () => {
      const client = await connect();
      await client.ask('1', '1', 'groups:all', 'phx_join');
      for (let beat = 2; beat <= 5; beat += 1) {
        clock.tick(30_000);
        // The reply proves the pool heard the heartbeat at the current (fake) time.
        await client.ask(null, String(beat), 'phoenix', 'heartbeat');
      }
      expect(channels[0]?.released).to.deep.equal([]);
      expect(pool.size).to.equal(1);
      clock.tick(75_000);
      expect(await client.closed).to.deep.equal({ code: 1000, reason: 'idle' });
    });

    it('hears when the peer closes: the connection leaves its channels and the pool forgets it', async () => {
      const client = await connect();
      await client.ask('1', '1', 'groups:all', 'phx_join');
      client.ws.close(1000, 'bye');
      await client.closed;
      while (closedByPeer.length === 0) await new Promise((resolve) => setImmediate(resolve));
      expect(channels[0]?.released).to.deep.equal(['groups:all#1']);
      expect(pool.size).to.equal(0);
    });

    it('close() closes every socket with 1001 "server shutting down"', async () => {
      const first = await connect();
      const second = await connect();
      await first.ask('1', '1', 'a:all', 'phx_join');
      await second.ask('1', '1', 'b:all', 'phx_join');
      await pool.close();
      expect(await first.closed).to.deep.equal({ code: 1001, reason: 'server shutting down' });
      expect(await second.closed).to.deep.equal({ code: 1001, reason: 'server shutting down' });
      expect(channels.flatMap((opened) => opened.released).sort()).to.deep.equal(['a:all#1', 'b:all#1']);
    });
  });
});
