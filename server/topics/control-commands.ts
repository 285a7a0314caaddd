import type { InstanceCommand } from '../../src/domain/instances';
import { maintenanceWindowBounds, type MaintenanceControl } from '../../src/domain/maintenance';
import type { MediaconnectCommand, RouterCommand, TranscoderCommand } from '../../src/domain/channels';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import { runMediaCommand, runExternalDeviceCommand } from '../simulation/device-commands';
import { isOnline } from '../simulation/instance-live';
import { operatorPullRefusal } from './pull-rights';
import { flowTransitionMs } from '../simulation/mediaconnects';
import type { Simulation } from '../simulation/simulation';
import { runStatsCommand, runStreamerCommand } from '../simulation/streamer-commands';
import { startTranscoder, stopTranscoder } from '../simulation/transcoders';
import { factsOfEvents } from '../simulation/world';
import { writeMaintenance } from '../system/maintenance';
import type { TopicContext } from './topic-handler';
import { isAdministrator } from '../../src/domain/rights';

// The control topic's pushes (docs/protocol/control.md). Each answers an acknowledgement; the effect shows in
// the next broadcasts.

const invalid = (path: string, expected: string, actual: unknown): Reply =>
  refuse(reasons.invalid, { errors: [{ path, expected, actual: JSON.stringify(actual ?? null) }] });

export const transcoderCommand = async (
  simulation: Simulation,
  context: TopicContext,
  command: TranscoderCommand,
): Promise<Reply> => {
  const targets = [command.channel, command.event, command.instance].filter((target) => target !== undefined).length;
  if (targets !== 1) return invalid('(root)', 'exactly one of channel, event, instance', command);
  if (command.type === 'start') {
    if (command.instance !== undefined)
      return invalid('instance', 'channel or event to start (instance only stops)', command.instance);
    return startTranscoder(simulation, command.channel, command.event, isAdministrator(context.actor.type));
  }
  return stopTranscoder(simulation, command.instance, command.channel, command.event);
};

/** The MediaConnect flows of an event's destination channel (spec 1 §7.2 mediaconnect {type, event}). */
export const mediaconnectCommand = async (simulation: Simulation, command: MediaconnectCommand): Promise<Reply> => {
  const { documents } = simulation.services.store;
  const event = await documents.events.getByUuid(command.event);
  if (!event) return refuse(reasons.notFound, { detail: 'event' });
  const channelId = Number(event.body.channel_id);
  const channel = Number.isSafeInteger(channelId) ? await documents.channels.get(channelId) : undefined;
  const world = await simulation.world.read(simulation.now());
  const arns = (channel && world.channelsByUuid.get(channel.uuid)?.arns) ?? [];
  if (arns.length === 0) return refuse('no_mediaconnects');
  const target = command.type === 'start' ? 'ACTIVE' : 'STANDBY';
  const from = command.type === 'start' ? 'STANDBY' : 'ACTIVE';
  const movable = arns.filter((arn) => simulation.mediaconnects.status(arn) === from);
  if (movable.length === 0) {
    return arns.every((arn) => simulation.mediaconnects.status(arn) === target)
      ? ok({ message: `Mediaconnects already ${target.toLowerCase()}` })
      : refuse('changing');
  }
  simulation.mediaconnects.begin(movable, target);
  simulation.jobs.schedule({
    key: `mediaconnect:${movable.join(',')}`,
    due: simulation.now() + flowTransitionMs,
    run: () => simulation.mediaconnects.settle(movable, target),
  });
  return ok({ message: command.type === 'start' ? 'Mediaconnects starting' : 'Mediaconnects stopping' });
};

/** Stops the event's source or destination router: that channel idles until the event ends. */
export const routerCommand = async (simulation: Simulation, command: RouterCommand): Promise<Reply> => {
  const { store } = simulation.services;
  const event = await store.documents.events.getByUuid(command.event);
  if (!event) return refuse(reasons.notFound, { detail: 'event' });
  const [facts] = await factsOfEvents(store, [event]);
  const channelId = command.type === 'stop_source' ? facts?.sourceId : facts?.destinationId;
  const channel = channelId === undefined ? undefined : await store.documents.channels.get(channelId);
  if (!facts || !channel)
    return refuse(reasons.notFound, {
      detail: command.type === 'stop_source' ? 'source channel' : 'destination channel',
    });
  simulation.connections.stopRouter(channel.uuid, facts.end * 1000);
  return ok({ message: 'Router stopped' });
};

/**
 * An instance command. Administrators send any; other console accounts only start and stop the pull of a
 * channel configured for one (docs/protocol.md "Who starts and stops a pull").
 */
/**
 * An instance command (spec 1 §2.7, §4). `unrestricted` for an administrator or a production director's own
 * streamer (server/topics/control.ts decides); anyone else sends only a channel's configured pull.
 */
export const instanceCommand = async (
  simulation: Simulation,
  unrestricted: boolean,
  command: InstanceCommand,
): Promise<Reply> => {
  const world = await simulation.world.read(simulation.now());
  if (!unrestricted) {
    const refused = operatorPullRefusal(world, command);
    if (refused) return refused;
  }
  const facts = world.instancesById.get(command.instance);
  if (!facts) return refuse(reasons.notFound, { detail: 'instance' });
  if (!facts.active) return refuse('archived');
  if (!isOnline(world, facts)) return refuse('instance_offline');
  switch (command.type) {
    case 'send_command_to_external_device':
      return runExternalDeviceCommand(simulation, command.instance, command.command, command.args);
    case 'mediamtx_add_update_pull':
    case 'mediamtx_remove_pull':
    case 'mediamtx_kick':
      return runMediaCommand(simulation, command);
    default:
      if (facts.type === 'external_device')
        return refuse('not_supported', { detail: 'an external device has no streamer' });
      if (command.type === 'bitrate' || command.type === 'set_default_interface' || command.type === 'streamer')
        return runStatsCommand(simulation, command);
      if (command.type === 'speedtest')
        return runStatsCommand(simulation, { type: 'speedtest', instance: command.instance });
      return runStreamerCommand(simulation, command.instance, command.type);
  }
};

/** Writes maintenance.json (spec 3 §4): logins close once the start time has passed, bypass accounts excepted. */
export const maintenanceCommand = async (simulation: Simulation, command: MaintenanceControl): Promise<Reply> => {
  const { store } = simulation.services;
  if (command.type === 'start') {
    if (command.end_time <= command.start_time) return invalid('end_time', 'a time after start_time', command.end_time);
    if (command.message.length > 2000)
      return invalid('message', 'at most 2000 characters', `${command.message.length} characters`);
    // The server's wall clock, as the login check uses it (a paused test simulation may run ahead of it).
    const nowSeconds = Math.floor(simulation.services.clock() / 1000);
    const bounds = maintenanceWindowBounds(command.start_time, command.end_time, nowSeconds);
    if (bounds === 'start_out_of_range')
      return invalid('start_time', 'a time between a day ago and 366 days from now', command.start_time);
    if (bounds === 'too_long') return invalid('end_time', 'at most 30 days after start_time', command.end_time);
  }
  const info =
    command.type === 'start'
      ? { running: true, start_time: command.start_time, end_time: command.end_time, message: command.message }
      : { running: false };
  await store.db.write((tx) => writeMaintenance(tx, store, info));
  simulation.maintenance.changed();
  return ok({});
};
