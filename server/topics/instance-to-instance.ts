import { instancesTopics } from '../../src/infrastructure/wire/instances';
import { mayWatchOutputPresets, productionRightsOn } from '../../src/domain/rights';
import { ok, reasons, refuse } from '../protocol/reply';
import { presetApplyMs } from '../simulation/presets';
import { simulationOf } from '../simulation/simulation-registry';
import { channelOfOutput } from './production-outputs';
import { pushWith, type TopicContext, type TopicHandler } from './topic-handler';

const topic = instancesTopics['system:instance_to_instance:{name}'];

/**
 * Who may watch an output's presets: administrators, and crew holding a production role on the output's channel
 * (spec 3 §6). A name that is no active channel's output is `not_found` before anything is allocated, so joining
 * random names leaves the server's per-name state as it was (issue 28).
 */
const outputRefusal = async (context: TopicContext) => {
  const channel = await channelOfOutput(context.services.store, context.params.name ?? '');
  if (channel === undefined) return refuse(reasons.notFound);
  return mayWatchOutputPresets(context.actor, channel)
    ? undefined
    : refuse(reasons.unauthorized, { detail: 'channel' });
};

/**
 * `system:instance_to_instance:{name}` (spec 3 §7): the viewer presets of streamer output {name}. `status`
 * after the join and after every change; `message {type: 'state_request'}` re-sends it to the asker;
 * `update` applies the last preset named per module after `presetApplyMs` and broadcasts the new status.
 */
export const instanceToInstanceTopic: TopicHandler = {
  pattern: 'system:instance_to_instance:{name}',
  doc: 'Viewer presets of one streamer output.',
  join: async (context) => (await outputRefusal(context)) ?? ok({}),
  afterJoin: async (context) => {
    context.channel.push('status', simulationOf(context.services).presets.status(context.params.name ?? ''));
  },
  pushes: {
    message: pushWith(topic.pushes.message.payload, async (context) => {
      context.channel.push('status', simulationOf(context.services).presets.status(context.params.name ?? ''));
      return ok({ message: 'State sent' });
    }),
    update: pushWith(topic.pushes.update.payload, async (context, payload) => {
      const simulation = simulationOf(context.services);
      const name = context.params.name ?? '';
      // "Viewer control presets: shown only with the 'control' role or admin" (spec 3 §6), on this output's channel.
      const channel = await channelOfOutput(context.services.store, name);
      if (channel === undefined) return refuse(reasons.notFound);
      if (!productionRightsOn(context.actor, channel).controlPresets)
        return refuse(reasons.unauthorized, { detail: 'control_role_only' });
      const presets = simulation.presets.applicable(name, payload.control);
      if (Object.keys(presets).length === 0) return refuse('unknown_preset');
      simulation.jobs.schedule({
        key: `presets:${name}:${Object.keys(presets).join(',')}`,
        due: simulation.now() + presetApplyMs,
        run: () => {
          simulation.presets.apply(name, presets);
          context.services.pubsub.broadcast(context.topic, 'status', simulation.presets.status(name));
        },
      });
      return ok({ message: 'Applying presets' });
    }),
  },
};
