import { instancesTopics } from '../../src/infrastructure/wire/instances';
import { reasons, refuse } from '../protocol/reply';
import { runExternalDeviceCommand } from '../simulation/device-commands';
import { simulationOf } from '../simulation/simulation-registry';
import { pushWith, type PushHandler, type TopicContext } from './topic-handler';

const pushes = instancesTopics['instances:{id}'].pushes;

const instanceIdOf = (context: TopicContext): number | undefined => {
  const key = context.params.id ?? '';
  return /^\d{1,10}$/.test(key) ? Number(key) : undefined;
};

const command = (name: string) => async (context: TopicContext, args: unknown) => {
  const id = instanceIdOf(context);
  return id === undefined
    ? refuse(reasons.notFound)
    : runExternalDeviceCommand(simulationOf(context.services), id, name, args);
};

/**
 * The external-device commands of instances:{id} (docs/protocol/instances.md): change-route (video router),
 * change-setting (converter), reset-device (power unit). The instances topic mounts these as its extra pushes;
 * the simulated device applies them and the next instances:status:{id} frame shows the new state.
 */
export const externalDevicePushes: Readonly<Record<string, PushHandler>> = {
  'change-route': pushWith(pushes['change-route'].payload, command('change-route')),
  'change-setting': pushWith(pushes['change-setting'].payload, command('change-setting')),
  'reset-device': pushWith(pushes['reset-device'].payload, command('reset-device')),
};
