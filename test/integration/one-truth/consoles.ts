import type { Socket } from 'phoenix';
import { connect, disconnect, joinOk, push, type Joined, type Reply } from '../support/phoenix-client';
import { loginAs } from '../support/studio';

// Many consoles acting at once (issue 32 §3): each its own session and socket, joined once to the topic (a second
// join of one topic on one socket would close the first), so their pushes reach the server side by side.

/** Where a console signs in (HTTP) and which socket endpoint it uses (another process of a cluster may serve it). */
export interface ConsoleTarget {
  readonly url: string;
  readonly socketUrl: string;
}

export interface Console {
  /** The demo account type it signed in as (`{type}@demo.local`). */
  readonly type: string;
  readonly socket: Socket;
  readonly joined: Joined;
}

/** Signs in one console per entry of `types` (on `targets[i % targets.length]`) and joins `topic` on each. */
export const openConsoles = async (
  targets: readonly ConsoleTarget[],
  types: readonly string[],
  topic: string,
): Promise<Console[]> =>
  Promise.all(
    types.map(async (type, index) => {
      const target = targets[index % targets.length] as ConsoleTarget;
      const token = await loginAs(target.url, type);
      const socket = await connect(target.socketUrl, token, 10_000);
      return { type, socket, joined: await joinOk(socket, topic, [], type) };
    }),
  );

export const closeConsoles = async (consoles: readonly Console[]): Promise<void> => {
  await Promise.all(consoles.map((console) => disconnect(console.socket)));
};

/** Every console pushes `perConsole` payloads at once; the replies in the order of `payload(console, n)`. */
export const pushAll = (
  consoles: readonly Console[],
  event: string,
  perConsole: number,
  payload: (consoleIndex: number, n: number) => object,
): Promise<Reply[]> =>
  Promise.all(
    consoles.flatMap((console, index) =>
      Array.from({ length: perConsole }, (_, n) => push(console.joined.channel, event, payload(index, n), 30_000)),
    ),
  );

/** The demo accounts' display names (server/seed/accounts-seed.ts: `Demo {type}`). */
export const demoName = (type: string): string => `Demo ${type.replace('_', ' ')}`;
