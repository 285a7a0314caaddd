import { isRight } from 'fp-ts/lib/Either';
import type * as t from 'io-ts';
import { topicCatalogue } from '../../../src/infrastructure/wire';
import { toPathErrors } from '../../../src/infrastructure/wire/kit';
import type { StudioServer } from '../../../server/main';
import { simulationOf, type Simulation } from '../../../server/simulation';

// Shared by the live-feature integration specs: decoding with the console's catalogue and driving the
// simulation's clock by hand.

type Pattern = keyof typeof topicCatalogue;

const errorsOf = (codec: unknown, value: unknown): string[] => {
  const result = (codec as t.Decoder<unknown, unknown>).decode(value);
  return isRight(result)
    ? []
    : toPathErrors(result.left).map((error) => `${error.path}: expected ${error.expected}, got ${error.actual}`);
};

/** Path errors of an inbound frame against the catalogue's codec (empty: the console accepts it). */
export const inboundErrors = (pattern: Pattern, event: string, payload: unknown): string[] => {
  const inbound = (topicCatalogue[pattern].inbound as Record<string, { codec: unknown } | undefined>)[event];
  if (!inbound) return [`no inbound ${event} on ${pattern}`];
  return errorsOf(inbound.codec, payload);
};

/** Path errors of an ok reply against the push's reply codec. */
export const replyErrors = (pattern: Pattern, push: string, response: unknown): string[] => {
  const spec = (topicCatalogue[pattern].pushes as Record<string, { reply: unknown } | undefined>)[push];
  if (!spec) return [`no push ${push} on ${pattern}`];
  return errorsOf(spec.reply, response);
};

/** The server's simulation with its timer paused: the test moves time with `advance`. */
export const pausedSimulation = (server: StudioServer): Simulation => {
  const simulation = simulationOf(server.services);
  simulation.pause();
  return simulation;
};

/** Runs one tick `ms` after the simulation's current time (jobs due by then run first). */
export const advance = async (simulation: Simulation, ms: number): Promise<void> => {
  await simulation.tick(simulation.now() + ms);
};

interface Received {
  readonly received: Map<string, unknown[]>;
}

/** A stream of frames that carries one frame per tick (control broadcasts, a watched instance's status). */
export interface Followed {
  readonly joined: Received;
  readonly event: string;
  readonly base: number;
  readonly ticks: number;
}

/**
 * Moves the paused simulation and finds the frame each tick produced. Frames reach the client later than the
 * tick returns, so "the latest frame" could still be an older one; counting ticks says which frame is whose.
 */
export class Ticker {
  private ticks = 0;

  constructor(readonly simulation: Simulation) {}

  async advance(ms: number): Promise<void> {
    await advance(this.simulation, ms);
    this.ticks += 1;
  }

  /** Starts counting on a joined stream whose first frame (sent at the join) has arrived. */
  async follow(joined: Received, event: string): Promise<Followed> {
    const deadline = Date.now() + 3000;
    while ((joined.received.get(event)?.length ?? 0) === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 5));
    const base = joined.received.get(event)?.length ?? 0;
    if (base === 0) throw new Error(`no ${event} frame after the join`);
    return { joined, event, base, ticks: this.ticks };
  }

  /** The frame of the latest tick on a followed stream. */
  async frame<T>(followed: Followed, timeoutMs = 3000): Promise<T> {
    const index = followed.base + (this.ticks - followed.ticks) - 1;
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const frames = followed.joined.received.get(followed.event) ?? [];
      if (frames.length > index) return frames[index] as T;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    throw new Error(`no ${followed.event} frame for tick ${this.ticks} within ${timeoutMs} ms`);
  }

  /** One tick of `ms`, then its frame on the stream. */
  async tick<T>(followed: Followed, ms = 1000): Promise<T> {
    await this.advance(ms);
    return this.frame<T>(followed);
  }
}
