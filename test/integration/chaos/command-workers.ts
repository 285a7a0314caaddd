import type { ChaosConsole } from './chaos-console';
import { seededRandom } from './seeded-random';

/** One save a console issued: which record (undefined: a create), the unique name it wrote, how it ended. */
export interface Write {
  readonly console: number;
  readonly name: string;
  readonly recordId?: number;
  /** The journal id of its command, found by its unique name once it settled. */
  commandId?: string;
  ok?: boolean;
  /** A create's id from its ok reply. */
  createdId?: number;
}

/** The names a chaos console writes: unique per command, so the final state tells which write won. */
export const chaosName = (console: number, seq: number): string => `chaos ${console}-${seq}`;
export const isChaosName = (name: string): boolean => name.startsWith('chaos ');

/**
 * Each console keeps saving running orders as an operator would, one after the other: a new one, or a rename of one
 * it created (a toggle of what it shows), with a short pause between. `stop` ends the loops once every command in
 * flight has its outcome (a push the server never answered waits out the 10 s time-out).
 */
export const startCommandWorkers = (consoles: readonly ChaosConsole[], seed: number) => {
  const writes: Write[] = [];
  let stopped = false;
  const loops = consoles.map(async (chaosConsole, index) => {
    const random = seededRandom(seed + index + 1);
    const own: number[] = [];
    for (let seq = 1; !stopped; seq += 1) {
      const recordId = own.length > 0 && random() < 0.5 ? own[Math.floor(random() * own.length)] : undefined;
      const write: Write = { console: index, name: chaosName(index, seq), ...(recordId ? { recordId } : {}) };
      writes.push(write);
      const outcome = await chaosConsole.commands.saveRunningOrder({
        ...(recordId ? { id: recordId } : {}),
        name: write.name,
        items: [],
      });
      write.ok = outcome.ok;
      if (outcome.ok && recordId === undefined) {
        write.createdId = outcome.id;
        own.push(outcome.id);
      }
      await new Promise((resolve) => setTimeout(resolve, 20 + random() * 120));
    }
  });
  return {
    writes,
    stop: async (): Promise<void> => {
      stopped = true;
      await Promise.all(loops);
    },
  };
};
