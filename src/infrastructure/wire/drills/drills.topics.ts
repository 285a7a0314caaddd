import { defineTopic, inbound, push } from '../kit';
import { DrillListCodec, DrillReplyCodec, DrillStartCodec, DrillStopCodec } from './drill.codec';

/** Fault drills on the studio server (issue 31 §2; docs/protocol/media.md "Fault drills"), administrators only. */
export const drillTopics = {
  'system:drill': defineTopic({
    pattern: 'system:drill',
    doc: 'Fault drills: the running drills on the join and on every change; start and stop a drill on a channel.',
    inbound: {
      drills: inbound({
        doc: 'Every drill running now (channel, fault, start and end in unix ms), after the join and on every change.',
        codec: DrillListCodec,
        toEvents: ({ drills }, context) => [{ type: 'DrillsReported', drills, at: context.at }],
        supersedes: true,
      }),
    },
    pushes: {
      start: push({
        doc: "Injects a fault into a channel's live stream for `seconds`; replaces a drill running on that channel.",
        payload: DrillStartCodec,
        reply: DrillReplyCodec,
      }),
      stop: push({
        doc: 'Ends the drill running on a channel now; `not_running` when there is none.',
        payload: DrillStopCodec,
        reply: DrillReplyCodec,
      }),
    },
  }),
} as const;
