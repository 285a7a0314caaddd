import { can } from '../../src/domain/rights';
import { instanceCommandRights } from '../../src/domain/surface-rights';
import { mayCommandInstance } from '../auth/production-director';
import { controlTopics } from '../../src/infrastructure/wire/control';
import { ok, refuse } from '../protocol/reply';
import { controlShareOf } from '../simulation/control-scope';
import { simulationOf } from '../simulation/simulation-registry';
import {
  instanceCommand,
  maintenanceCommand,
  mediaconnectCommand,
  routerCommand,
  transcoderCommand,
} from './control-commands';
import { pushWith, type TopicHandler } from './topic-handler';

const pushes = controlTopics.control.pushes;

/**
 * `control`: after the join the latest snapshot (channels, instances, mediaconnects, timestamp) at once, then
 * the simulation broadcasts all four every second; the pushes command transcoders, flows, routers, instances
 * and maintenance (docs/protocol/control.md).
 */
export const controlTopicHandler: TopicHandler = {
  pattern: 'control',
  doc: 'Live channel, instance and flow states every second; system commands.',
  join: async () => ok({}),
  afterJoin: async (context) => {
    const simulation = simulationOf(context.services);
    const snapshot = await simulation.control();
    for (const event of ['channels', 'instances', 'mediaconnects', 'timestamp'] as const)
      context.channel.push(event, controlShareOf(simulation, context.actor, event, snapshot[event]));
  },
  pushes: {
    transcoder: pushWith(pushes.transcoder.payload, (context, command) =>
      transcoderCommand(simulationOf(context.services), context, command),
    ),
    mediaconnect: pushWith(pushes.mediaconnect.payload, (context, command) =>
      mediaconnectCommand(simulationOf(context.services), command),
    ),
    router: pushWith(pushes.router.payload, (context, command) =>
      routerCommand(simulationOf(context.services), command),
    ),
    // Administrators send any instance command (the types' rights allowing); a production director starts and
    // stops the streamer of a channel they direct (server/auth/production-director.ts); any other console account only a channel's configured
    // pull (server/topics/pull-rights.ts).
    instance: pushWith(pushes.instance.payload, async (context, command) => {
      // Who may send each type at all (src/domain/surface-rights/topic-rights.ts instanceCommandRights).
      const streamerStartStop = command.type === 'start_streamer' || command.type === 'stop_streamer';
      if (!instanceCommandRights[command.type].allows(context.actor, {}))
        return refuse('unauthorized', { detail: streamerStartStop ? 'production_director_only' : 'instance_command' });
      const simulation = simulationOf(context.services);
      const report = (message: string): void => context.services.log.error(message);
      if (await mayCommandInstance(context.services.store, report, context.actor, command))
        return instanceCommand(simulation, true, command);
      if (streamerStartStop) return refuse('unauthorized', { detail: 'production_director_only' });
      // A configured pull is every console operator's; crew outside the console (cloudrec) start streamers only.
      if (!can('console', context.actor)) return refuse('unauthorized', { detail: 'instance_command' });
      return instanceCommand(simulation, false, command);
    }),
    maintenance: pushWith(pushes.maintenance.payload, (context, command) =>
      maintenanceCommand(simulationOf(context.services), command),
    ),
  },
};
