import { instanceStatusFor } from '../auth/secrets';
import { ok, reasons, refuse } from '../protocol/reply';
import { isOnline } from '../simulation/instance-live';
import { simulationOf } from '../simulation/simulation-registry';
import type { TopicHandler } from './topic-handler';

const idOf = (text: string | undefined): number | undefined =>
  text !== undefined && /^\d{1,10}$/.test(text) ? Number(text) : undefined;

/**
 * `instances:status:{id}`: the instance's statistics about once a second while joined (the first frame right
 * after the join), from the simulation: system, transports, encoders, host data, and the device or media
 * server state for external devices and mediamtx instances. An offline instance stays silent.
 */
export const instanceStatusTopic: TopicHandler = {
  pattern: 'instances:status:{id}',
  doc: 'Live statistics and host data of one instance while joined.',
  join: async (context) => {
    const id = idOf(context.params.id);
    if (id === undefined) return refuse(reasons.notFound);
    const simulation = simulationOf(context.services);
    const world = await simulation.world.read(simulation.now());
    if (!world.instancesById.has(id) && !(await context.services.store.documents.instances.get(id)))
      return refuse(reasons.notFound);
    return ok({});
  },
  afterJoin: async (context) => {
    const id = Number(context.params.id);
    const simulation = simulationOf(context.services);
    context.channel.onLeave(simulation.watchedInstances.watch(id));
    const world = await simulation.world.read(simulation.now());
    const facts = world.instancesById.get(id);
    const status = facts && simulation.stats.step(facts, world, isOnline(world, facts));
    if (status) context.channel.push('status', instanceStatusFor(context.actor, status));
  },
  pushes: {},
};
