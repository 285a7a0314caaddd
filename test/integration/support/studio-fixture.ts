import { expect } from 'chai';
import type { Socket } from 'phoenix';
import { checkedPush, FrameLog } from '../../server/records/catalogue-check';
import { disconnect, joinOk, leaveChannelsAfterEachTest, type Joined, type Reply } from './phoenix-client';
import { signIn, startTestServer, type SignedIn, type TestServer, type TestServerOptions } from './studio';

/** One server and a signed-in console (token and socket) per account type, shared by a describe block's tests. */
export interface StudioFixture {
  /** The block's server; reading it before `before` ran throws instead of handing a test an undefined. */
  readonly studio: TestServer;
  socket(type: string): Socket;
  token(type: string): string;
  /** Joins as `type` and asserts the join was accepted; records `events` (the fixture's `events` when omitted). */
  joinOk(type: string, topic: string, events?: readonly string[]): Promise<Joined>;
  /** Joins as `type`, pushes one event (an ok reply must decode with the catalogue's reply codec) and leaves. */
  pushOn(type: string, topic: string, event: string, payload: object): Promise<Reply>;
  /** Distinct `pattern event` pairs of the catalogued frames the consoles received, to prove what was checked. */
  framesSeen(): Set<string>;
  /** Why any catalogued frame the consoles received would not decode in the console (empty when all do). */
  frameErrors(): string[];
}

export interface StudioFixtureOptions {
  /** The account types to sign in (`{type}@demo.local`), each on its own socket; none when a spec needs only the server. */
  readonly types: readonly string[];
  /** What `joinOk` records when a test names no events (else phoenix-client's `join` default). */
  readonly events?: readonly string[];
  /** How the server starts; a function when the options are known only once the block runs (a database made then). */
  readonly server?: TestServerOptions | (() => Promise<TestServerOptions>);
  /** Runs once the server is up, before anyone signs in (e.g. to pause the live simulation). */
  readonly started?: (studio: TestServer) => void;
}

const startedOnly = (current: () => TestServer | undefined): TestServer => {
  const studio = (): TestServer => {
    const started = current();
    if (!started) throw new Error('the studio server is not started yet (read the fixture inside a hook or test)');
    return started;
  };
  return {
    get server() {
      return studio().server;
    },
    get url() {
      return studio().url;
    },
    get socketUrl() {
      return studio().socketUrl;
    },
    get dataDir() {
      return studio().dataDir;
    },
    get errors() {
      return studio().errors;
    },
    stop: () => studio().stop(),
    close: () => studio().close(),
  };
};

/**
 * Registers the hooks such a block needs (call it first inside `describe`, so its `before` runs before the
 * block's own): the server starts on a fresh copy of the demo data and every type signs in; after each test
 * the server must have logged no errors; at the end the sockets disconnect and the server closes.
 */
export const useStudioFixture = (options: StudioFixtureOptions): StudioFixture => {
  let current: TestServer | undefined;
  const signedIn = new Map<string, SignedIn>();
  const logs: FrameLog[] = [];
  before(async () => {
    current = await startTestServer(typeof options.server === 'function' ? await options.server() : options.server);
    options.started?.(current);
    for (const type of options.types) {
      const account = await signIn(current, type);
      signedIn.set(type, account);
      logs.push(new FrameLog(account.socket));
    }
  });
  afterEach(() => expect(current?.errors).to.deep.equal([]));
  leaveChannelsAfterEachTest();
  after(async () => {
    await Promise.all([...signedIn.values()].map(({ socket }) => disconnect(socket)));
    await current?.close();
  });

  const signedInAs = (type: string): SignedIn => {
    const found = signedIn.get(type);
    if (!found) throw new Error(`${type} is not signed in by this fixture (types: ${options.types.join(', ')})`);
    return found;
  };
  const joinAs = (
    type: string,
    topic: string,
    events: readonly string[] | undefined = options.events,
  ): Promise<Joined> => joinOk(signedInAs(type).socket, topic, events, type);
  return {
    studio: startedOnly(() => current),
    socket: (type) => signedInAs(type).socket,
    token: (type) => signedInAs(type).token,
    joinOk: joinAs,
    pushOn: async (type, topic, event, payload) => {
      const joined = await joinAs(type, topic);
      const reply = await checkedPush(joined.channel, event, payload);
      joined.channel.leave();
      return reply;
    },
    framesSeen: () => new Set(logs.flatMap((log) => [...log.seen()])),
    frameErrors: () => logs.flatMap((log) => log.errors()),
  };
};
