// The control topic (spec 1 §7.2, spec 2 §7, spec 3 §7): live broadcasts every second and the system commands.
// Decisions where the spec is silent: docs/protocol/control.md.
import { AckReplyCodec, DestinationConnectionCodec, MediaconnectStatusCodec } from '../channels';
import { InstanceCommandCodec, InstanceLiveCodec } from '../instances';
import { defineTopic, finite, inbound, push, recordOf, shape } from '../kit';
import { MaintenanceControlCodec } from '../maintenance';
import { MediaconnectCommandCodec, RouterCommandCodec, TranscoderCommandCodec } from './control-commands.codec';

export const controlTopics = {
  control: defineTopic({
    pattern: 'control',
    doc: 'System-wide live state and commands; joined at login.',
    inbound: {
      channels: inbound({
        doc: 'Destination connection of every tracked channel, by channel uuid: a complete snapshot.',
        codec: recordOf(DestinationConnectionCodec),
        toEvents: (payload, context) => [{ type: 'ConnectionStatesReceived', states: payload, at: context.at }],
        supersedes: true,
      }),
      instances: inbound({
        doc: 'Live facts of every known instance, by instance id: a complete snapshot.',
        codec: recordOf(InstanceLiveCodec),
        toEvents: (payload, context) => [{ type: 'InstancesLiveReceived', instances: payload, at: context.at }],
        supersedes: true,
      }),
      mediaconnects: inbound({
        doc: 'Status of every MediaConnect flow, by ARN: a complete snapshot.',
        codec: recordOf(MediaconnectStatusCodec),
        toEvents: (payload, context) => [{ type: 'MediaconnectStatusesReceived', statuses: payload, at: context.at }],
        supersedes: true,
      }),
      timestamp: inbound({
        doc: 'The server clock, unix seconds.',
        codec: shape({ timestamp: finite }),
        toEvents: (payload, context) => [{ type: 'ServerTimeReceived', timestamp: payload.timestamp, at: context.at }],
        supersedes: true,
      }),
    },
    pushes: {
      transcoder: push({
        doc: 'Start a transcoder for a channel or an event, or stop the one an instance runs.',
        payload: TranscoderCommandCodec,
        reply: AckReplyCodec,
      }),
      mediaconnect: push({
        doc: "Start or stop the MediaConnect flows of an event's destination.",
        payload: MediaconnectCommandCodec,
        reply: AckReplyCodec,
      }),
      router: push({
        doc: 'Stop the source or destination router of an event.',
        payload: RouterCommandCodec,
        reply: AckReplyCodec,
      }),
      instance: push({
        doc: 'A command to one instance (streamer, bitrate, interface, speedtest, device, media server).',
        payload: InstanceCommandCodec,
        reply: AckReplyCodec,
      }),
      maintenance: push({
        doc: 'Start maintenance (unix seconds, message) or end it.',
        payload: MaintenanceControlCodec,
        reply: AckReplyCodec,
      }),
    },
  }),
} as const;
