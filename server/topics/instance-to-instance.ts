import { instancesTopics } from '../../src/infrastructure/wire/instances';
import { ok, refuse } from '../protocol/reply';
import { presetApplyMs } from '../simulation/presets';
import { simulationOf } from '../simulation/simulation-registry';
import { pushWith, type TopicHandler } from './topic-handler';

const topic = instancesTopics['system:instance_to_instance:{name}'];

/**
 * `system:instance_to_instance:{name}` (spec 3 §7): the viewer presets of streamer output {name}. `status`
 * after the join and after every change; `message {type: 'state_request'}` re-sends it to the asker;
 * `update` applies the last preset named per module after `presetApplyMs` and broadcasts the new status.
 */
export const instanceToInstanceTopic: TopicHandler = {
  pattern: 'system:instance_to_instance:{name}',
  doc: 'Viewer presets of one streamer output.',
  join: async () => ok({}),
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
