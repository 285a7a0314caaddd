// The instances topics (spec 1 §7.2, spec 2 §7, spec 3 §7). Decisions where the spec is silent:
// docs/protocol/instances.md.
import { AckReplyCodec, keyParam, numericParam } from '../channels';
import { defineTopic, entityTopics, inbound, listOf, numericId, push, shape } from '../kit';
import { InstanceCodec } from './instance.codec';
import { ChangeRouteCodec, ChangeSettingCodec, ResetDeviceCodec } from './instance-command.codec';
import { InstanceControlStatusCodec } from './instance-control.codec';
import {
  ControlStateRequestCodec,
  ControlUpdateCodec,
  InstanceRemovalCodec,
  InstanceSaveCodec,
  SavedInstanceReplyCodec,
} from './instance-pushes.codec';
import { InstanceStatusCodec } from './instance-status.codec';
import { statusPartBits } from '../../../domain/instances';

const save = push({
  doc: 'Create or update an instance; the reply data is the saved instance (its id).',
  payload: InstanceSaveCodec,
  reply: SavedInstanceReplyCodec,
});

export const instancesTopics = {
  ...entityTopics({
    noun: 'instance',
    save,
    all: {
      pattern: 'instances:all',
      doc: 'Every instance; joined at login.',
      inbound: {
        init: inbound({
          doc: 'The full list; replaces what was held.',
          codec: shape({ instances: listOf(InstanceCodec) }),
          toEvents: (payload, context) => [{ type: 'InstancesReceived', instances: payload.instances, at: context.at }],
        }),
        update: inbound({
          doc: 'One instance created or changed.',
          codec: shape({ instance: InstanceCodec }),
          toEvents: (payload, context) => [{ type: 'InstanceUpdated', instance: payload.instance, at: context.at }],
        }),
        delete: inbound({
          doc: 'One instance removed, by id.',
          codec: shape({ id: numericId }),
          toEvents: (payload, context) => [
            { type: 'InstanceDeleted', id: payload.id, at: context.at, seq: context.seq },
          ],
        }),
      },
    },
    create: { pattern: 'instances:create', doc: 'The new-instance editor.' },
    one: {
      pattern: 'instances:{id}',
      doc: 'One instance, joined by its editor and by the external-device panels.',
      inbound: {
        init: inbound({
          doc: 'The full instance once after join.',
          codec: shape({ instance: InstanceCodec }),
          toEvents: (payload, context) => [{ type: 'InstanceUpdated', instance: payload.instance, at: context.at }],
        }),
      },
      pushes: {
        delete: push({
          doc: 'Remove the instance (root or developer).',
          payload: InstanceRemovalCodec,
          reply: AckReplyCodec,
        }),
        'change-route': push({
          doc: 'Video router: route an input to an output.',
          payload: ChangeRouteCodec,
          reply: AckReplyCodec,
        }),
        'change-setting': push({
          doc: 'Converter: set one setting (e.g. name video, key output_mode, value 1080p50).',
          payload: ChangeSettingCodec,
          reply: AckReplyCodec,
        }),
        'reset-device': push({
          doc: 'Power-relay unit: power-cycle one relay.',
          payload: ResetDeviceCodec,
          reply: AckReplyCodec,
        }),
      },
    },
  }),
  'instances:status:{id}': defineTopic({
    pattern: 'instances:status:{id}',
    doc: 'Live statistics and host data of one instance, about once a second while joined.',
    inbound: {
      status: inbound({
        doc: 'The instance status: system, transport states, routers, outputs, streamer modules, device data, host.',
        codec: InstanceStatusCodec,
        toEvents: (payload, context) => {
          const id = numericParam(context, 'id');
          return id === undefined
            ? []
            : [{ type: 'InstanceStatusReceived', id, status: payload, at: context.at, seq: context.seq }];
        },
        // A frame lacking a part keeps that part's last value: superseded only once later frames carried its parts.
        supersedes: statusPartBits,
      }),
    },
    pushes: {},
  }),
  'system:instance_to_instance:{name}': defineTopic({
    pattern: 'system:instance_to_instance:{name}',
    doc: 'Viewer presets of one streamer output, by output name.',
    inbound: {
      status: inbound({
        doc: 'The control modules with their presets and the preset applied per module.',
        codec: InstanceControlStatusCodec,
        toEvents: (payload, context) => {
          const name = keyParam(context, 'name');
          return name === undefined
            ? []
            : [{ type: 'InstanceControlStatusReceived', name, status: payload, at: context.at }];
        },
      }),
    },
    pushes: {
      message: push({
        doc: 'Ask the streamer to send its status now.',
        payload: ControlStateRequestCodec,
        reply: AckReplyCodec,
      }),
      update: push({
        doc: 'Apply presets: module → presets to apply.',
        payload: ControlUpdateCodec,
        reply: AckReplyCodec,
      }),
    },
  }),
} as const;
