import { randomUUID } from 'node:crypto';
import { BusHandlers, type ClusterBus } from '../../../server/protocol/cluster-bus';

/**
 * Processes of one cluster in one test: each bus hands its messages, through JSON as the wire does, to every
 * other bus made by the same `memoryCluster()`.
 */
export const memoryCluster = (): { bus(): ClusterBus & { drained(): Promise<void> } } => {
  const members = new Set<{ readonly id: string; readonly handlers: BusHandlers }>();
  return {
    bus: () => {
      const member = {
        id: randomUUID(),
        handlers: new BusHandlers((error) => {
          throw error;
        }),
      };
      members.add(member);
      return {
        processId: member.id,
        shared: true,
        publish: (name, args) => {
          const text = JSON.stringify({ from: member.id, name, args });
          for (const other of members)
            if (other !== member) other.handlers.dispatch(async () => JSON.parse(text) as never);
        },
        on: (name, handler) => member.handlers.on(name, handler),
        close: async () => void members.delete(member),
        drained: async () => {
          for (const other of members) await other.handlers.drained();
        },
      };
    },
  };
};
