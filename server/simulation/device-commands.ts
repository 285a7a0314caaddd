import { randomUUID } from 'node:crypto';
import { isRight } from 'fp-ts/lib/Either';
import type * as t from 'io-ts';
import type { DeviceCommandRecord, InstanceCommand } from '../../src/domain/instances';
import { ChangeRouteCodec, ChangeSettingCodec, ResetDeviceCodec } from '../../src/infrastructure/wire/instances';
import { toPathErrors } from '../../src/infrastructure/wire/kit';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import { ownProperty } from '../protocol/own-property';
import { saveDevice } from './device-persistence';
import { pullSourceType, type ExternalDeviceState } from './device-state';
import type { SimulationParts } from './simulation-parts';

/** A relay is off for this long when it is power-cycled (the console locks the button for 5000 ms). */
export const relayResetMs = 4000;
/** A pulled stream or a kicked publisher is ready again after this long. */
export const mediaReconnectMs = 2000;

const decode = <A>(codec: t.Decoder<unknown, A>, value: unknown): A | Reply => {
  const result = codec.decode(value);
  return isRight(result)
    ? result.right
    : refuse(reasons.invalid, {
        errors: toPathErrors(result.left).map((error) => ({ ...error, path: `args.${error.path}` })),
      });
};
/**
 * The device kind each command is for (meta.device_config.type): a route belongs to a video router, a setting to
 * a converter, a relay to a power unit. A command sent to another kind is refused before anything changes, so a
 * converter's output_mode is never stored on a router's state (it would show in its status and survive restarts).
 */
const commandKinds: Readonly<Record<string, string>> = {
  'change-route': 'videohub',
  'change-setting': 'teranex',
  'reset-device': 'pdu',
};

const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value && 'response' in value;

/**
 * An external-device command (video router change-route, converter change-setting, power unit reset-device),
 * whether it came as control `send_command_to_external_device` or on the device's own instance topic. The new
 * state shows in the next instances:status frame. Exported for the instances topic's handlers.
 */
export const runExternalDeviceCommand = async (
  parts: SimulationParts,
  instanceId: number,
  command: string,
  args: unknown,
): Promise<Reply> => {
  const world = await parts.world.read(parts.now());
  const facts = world.instancesById.get(instanceId);
  if (!facts) return refuse(reasons.notFound);
  if (facts.type !== 'external_device') return refuse('not_supported', { detail: 'not an external device' });
  const device = parts.stats.deviceOf(facts);
  const reply = await applyDeviceCommand(parts, instanceId, device, command, args);
  device.lastCommand = commandRecord(command, args, Math.floor(parts.now() / 1000), reply);
  return reply;
};

const plainObject = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** What the device's status shows of a command it received: the answer, or the reason (and detail) it refused. */
const commandRecord = (command: string, args: unknown, timestamp: number, reply: Reply): DeviceCommandRecord => {
  const response = plainObject(reply.response);
  const detail = typeof response.detail === 'string' ? `: ${response.detail}` : '';
  const message =
    reply.status === 'ok'
      ? typeof response.message === 'string'
        ? response.message
        : 'Done'
      : `${String(response.reason)}${detail}`;
  return {
    command: command.slice(0, 64),
    args: plainObject(args),
    timestamp,
    outcome: reply.status === 'ok' ? 'ok' : 'refused',
    message,
  };
};

const applyDeviceCommand = async (
  parts: SimulationParts,
  instanceId: number,
  device: ExternalDeviceState,
  command: string,
  args: unknown,
): Promise<Reply> => {
  // Any kind but a converter or a power unit is simulated as a router (createDeviceState).
  const deviceKind = device.kind === 'teranex' || device.kind === 'pdu' ? device.kind : 'videohub';
  const kind = ownProperty(commandKinds, command);
  if (kind !== undefined && kind !== deviceKind)
    return refuse('not_supported', { detail: `${command} is for a ${kind}, this device is a ${deviceKind}` });
  switch (command) {
    case 'change-route': {
      const route = decode(ChangeRouteCodec, args);
      if (isReply(route)) return route;
      const output = device.outputs.find((port) => port.id === route.out_id);
      const input = device.inputs.find((port) => port.id === route.in_id);
      if (!output || !input) return refuse('unknown_port');
      device.routing.set(route.out_id, route.in_id);
      await saveDevice(parts.services, instanceId, device);
      return ok({ message: `Output ${output.id} ${output.name} now shows input ${input.id} ${input.name}` });
    }
    case 'change-setting': {
      const setting = decode(ChangeSettingCodec, args);
      if (isReply(setting)) return setting;
      if (setting.name === 'video' && setting.key === 'output_mode' && ['1080p50', '1080i50'].includes(setting.value))
        device.videoOutputMode = setting.value;
      else if (setting.name === 'video' && setting.key === 'input_mode') device.videoInputMode = setting.value;
      else if (setting.name === 'audio' && /^AudioOut[0-7]$/.test(setting.key) && /^AudioIn[1-8]$/.test(setting.value))
        device.audioRouting = { ...device.audioRouting, [setting.key]: setting.value };
      else return refuse('unknown_setting', { detail: `${setting.name}.${setting.key}` });
      await saveDevice(parts.services, instanceId, device);
      return ok({ message: 'Setting changed' });
    }
    case 'reset-device': {
      const reset = decode(ResetDeviceCodec, args);
      if (isReply(reset)) return reset;
      const relay = device.relays.find((candidate) => candidate.id === reset.device);
      if (!relay) return refuse('unknown_relay');
      relay.state = 'off';
      parts.jobs.schedule({
        key: `relay:${instanceId}:${relay.id}`,
        due: parts.now() + relayResetMs,
        run: () => void (relay.state = 'on'),
      });
      return ok({ message: `Relay ${relay.id} power-cycling` });
    }
    default:
      return refuse('unknown_command', { detail: command });
  }
};

type MediaCommand = Extract<
  InstanceCommand,
  { type: 'mediamtx_add_update_pull' | 'mediamtx_remove_pull' | 'mediamtx_kick' }
>;

const urlPattern = /^(rtsps?|rtmps?|srt|https?):\/\/[^\s/]+/i;

/** mediamtx pulls and kicks: the stream list in the media server's status changes accordingly. */
export const runMediaCommand = async (parts: SimulationParts, command: MediaCommand): Promise<Reply> => {
  const world = await parts.world.read(parts.now());
  const facts = world.instancesById.get(command.instance);
  if (!facts) return refuse(reasons.notFound);
  if (facts.type !== 'mediamtx') return refuse('not_supported', { detail: 'not a media server' });
  const { streams } = parts.stats.mediaServerOf(facts, world);
  const reconnect = (name: string): void =>
    parts.jobs.schedule({
      key: `media:${facts.id}:${name}`,
      due: parts.now() + mediaReconnectMs,
      run: () => {
        const stream = streams.get(name);
        if (stream?.source)
          streams.set(name, {
            ...stream,
            ready: true,
            tracks: ['H264', 'MPEG-4 Audio'],
            source: {
              ...stream.source,
              id: stream.source.pull ? undefined : randomUUID(),
              state: stream.source.pull ? 'running' : 'publish',
            },
          });
      },
    });
  switch (command.type) {
    case 'mediamtx_add_update_pull':
      if (!urlPattern.test(command.url))
        return refuse(reasons.invalid, {
          errors: [{ path: 'url', expected: 'an rtsp, rtmp, srt or http(s) URL', actual: JSON.stringify(command.url) }],
        });
      if (!/^[\w.-]{1,64}$/.test(command.channel))
        return refuse(reasons.invalid, {
          errors: [
            {
              path: 'channel',
              expected: 'a stream name (letters, digits, . _ -)',
              actual: JSON.stringify(command.channel),
            },
          ],
        });
      streams.set(command.channel, {
        name: command.channel,
        confName: command.channel,
        ready: false,
        readers: streams.get(command.channel)?.readers ?? [],
        tracks: [],
        source: { type: pullSourceType(command.url), url: command.url, pull: true, state: 'idle', bytesReceived: 0 },
      });
      reconnect(command.channel);
      return ok({ message: `Pulling ${command.channel}` });
    case 'mediamtx_remove_pull': {
      const stream = streams.get(command.channel);
      if (!stream?.source?.pull) return refuse(reasons.notFound, { detail: command.channel });
      streams.delete(command.channel);
      return ok({ message: `Stopped pulling ${command.channel}` });
    }
    case 'mediamtx_kick': {
      const stream = [...streams.values()].find(
        (candidate) => candidate.source?.id === command.id && candidate.source.type === command.stream_type,
      );
      if (!stream?.source) return refuse(reasons.notFound, { detail: command.id });
      streams.set(stream.name, { ...stream, ready: false, tracks: [], source: { ...stream.source, state: 'idle' } });
      reconnect(stream.name);
      return ok({ message: `Kicked ${command.id}` });
    }
  }
};
