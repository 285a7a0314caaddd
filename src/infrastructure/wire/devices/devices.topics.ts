// The devices topics (spec 3 §7). Decisions where the spec is silent: docs/protocol/devices.md.
import type { DomainEvent } from '../../../domain/state';
import { AckReplyCodec, numericParam } from '../channels';
import { defineTopic, entityTopics, inbound, listOf, numericId, optional, push, shape } from '../kit';
import { DeviceCodec } from './device.codec';
import { DeviceLogCodec } from './device-log.codec';
import { DeviceCreateCodec, DeviceReleaseCodec, DeviceSaveCodec, SavedDeviceReplyCodec } from './device-pushes.codec';

export const devicesTopics = {
  ...entityTopics({
    noun: 'device',
    save: push({
      doc: 'Create a device; the reply data holds its id.',
      payload: DeviceCreateCodec,
      reply: SavedDeviceReplyCodec,
    }),
    all: {
      pattern: 'devices:all',
      doc: 'The whole device inventory; joined at login.',
      inbound: {
        init: inbound({
          doc: 'The full list; replaces what was held.',
          codec: shape({ devices: listOf(DeviceCodec) }),
          toEvents: (payload, context) => [{ type: 'DevicesReceived', devices: payload.devices, at: context.at }],
        }),
        update: inbound({
          doc: 'One device created or changed.',
          codec: shape({ device: DeviceCodec }),
          toEvents: (payload, context) => [{ type: 'DeviceUpdated', device: payload.device, at: context.at }],
        }),
        delete: inbound({
          doc: 'One device removed, by id.',
          codec: shape({ id: numericId }),
          toEvents: (payload, context) => [{ type: 'DeviceDeleted', id: payload.id, at: context.at }],
        }),
      },
    },
    create: { pattern: 'devices:create', doc: 'The new-device editor, and "Take device" (with parent_id).' },
    one: {
      pattern: 'devices:{id}',
      doc: 'One device, joined by its editor.',
      inbound: {
        init: inbound({
          doc: 'The device and its sub-devices once after join.',
          codec: shape({ device: DeviceCodec }, { subdevices: optional(listOf(DeviceCodec)) }),
          toEvents: (payload, context) =>
            [payload.device, ...(payload.subdevices ?? [])].map((device): DomainEvent => ({
              type: 'DeviceUpdated',
              device,
              at: context.at,
            })),
        }),
        update: inbound({
          doc: 'The device changed.',
          codec: shape({ device: DeviceCodec }),
          toEvents: (payload, context) => [{ type: 'DeviceUpdated', device: payload.device, at: context.at }],
        }),
      },
      pushes: {
        save: push({
          doc: 'Save the device with an optional log entry and its sub-device and instance ids; the reply data holds its id.',
          payload: DeviceSaveCodec,
          reply: SavedDeviceReplyCodec,
        }),
        release: push({
          doc: 'Release a taken child device back to its parent.',
          payload: DeviceReleaseCodec,
          reply: AckReplyCodec,
        }),
      },
    },
  }),
  'devices:logs:{id}': defineTopic({
    pattern: 'devices:logs:{id}',
    doc: 'The log of one device, joined by the Log tab.',
    inbound: {
      init: inbound({
        doc: 'The whole log, oldest first; replaces what was held.',
        codec: shape({ device_logs: listOf(DeviceLogCodec) }),
        toEvents: (payload, context) => {
          const deviceId = numericParam(context, 'id');
          return deviceId === undefined
            ? []
            : [{ type: 'DeviceLogsReceived', deviceId, logs: payload.device_logs, at: context.at }];
        },
      }),
      update: inbound({
        doc: 'One entry added or changed.',
        codec: shape({ device_log: DeviceLogCodec }),
        toEvents: (payload, context) => {
          const deviceId = numericParam(context, 'id');
          return deviceId === undefined
            ? []
            : [{ type: 'DeviceLogUpdated', deviceId, log: payload.device_log, at: context.at }];
        },
      }),
    },
    pushes: {},
  }),
} as const;
