import { Channel } from 'phoenix';
import { Observable, type Subscription } from 'rxjs';

// Every subscription has an owner that disposes it, and a test leaves no channel joined (ARCHITECTURE.md
// §3.8). While a test runs (its beforeEach and afterEach hooks included) this records each rxjs subscription
// and each phoenix channel join with the stack that made it; at the test's end, whatever is still open is a
// leak. Only test code patches these prototypes: production code is untouched.

interface Opened<T> {
  readonly item: T;
  readonly stack: string;
}

const subscriptions: Opened<Subscription>[] = [];
const joins: Opened<Channel>[] = [];
let tracking = false;
let installed = false;

const where = (): string =>
  (new Error().stack ?? '')
    .split('\n')
    .slice(3)
    .filter((line) => !line.includes('node_modules') && !line.includes('support/leak-check'))
    .slice(0, 6)
    .join('\n');

const install = (): void => {
  if (installed) return;
  installed = true;
  const subscribe = Observable.prototype.subscribe;
  Observable.prototype.subscribe = function (this: Observable<unknown>, ...args: unknown[]): Subscription {
    const subscription = (subscribe as (...a: unknown[]) => Subscription).apply(this, args);
    if (tracking && !subscription.closed) subscriptions.push({ item: subscription, stack: where() });
    return subscription;
  } as typeof subscribe;
  const join = Channel.prototype.join;
  Channel.prototype.join = function (this: Channel, ...args: Parameters<typeof join>) {
    if (tracking) joins.push({ item: this, stack: where() });
    return join.apply(this, args);
  };
};

/** Starts recording what the coming test opens. */
export const startLeakTracking = (): void => {
  install();
  subscriptions.length = 0;
  joins.length = 0;
  tracking = true;
};

interface ChannelState {
  state: string;
  socket: { conn: unknown };
}

/** A channel still joined (or joining, or rejoining) on a socket that is still open. */
const channelOpen = (channel: Channel): boolean => {
  const { state, socket } = channel as unknown as ChannelState;
  return state !== 'closed' && state !== 'leaving' && socket.conn !== null && socket.conn !== undefined;
};

/**
 * Stops recording and describes what the test left open: the subscriptions not closed and the channels not
 * left, each with where it was opened (the first three of each, and the counts).
 */
export const stopLeakTracking = (): string | undefined => {
  tracking = false;
  const open = subscriptions.filter(({ item }) => !item.closed);
  const joined = joins.filter(({ item }) => channelOpen(item));
  subscriptions.length = 0;
  joins.length = 0;
  if (open.length === 0 && joined.length === 0) return undefined;
  const list = (what: string, items: readonly Opened<unknown>[]): string[] =>
    items.length === 0
      ? []
      : [
          `${items.length} ${what} left open, opened at:`,
          ...items.slice(0, 3).map(({ stack }) => stack.replace(/^/gm, '    ')),
        ];
  return [
    'the test leaked (dispose what it opens, e.g. in an afterEach inside its describe):',
    ...list('rxjs subscription(s)', open),
    ...list('phoenix channel join(s)', joined),
  ].join('\n');
};
