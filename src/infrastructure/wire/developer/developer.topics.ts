import { defineTopic, inbound } from '../kit';
import { ServerHealthCodec } from './server-health.codec';

/** The developer monitor's view of the studio server (spec 3 §2.8; docs/protocol/developer.md), developers only. */
export const developerTopics = {
  'system:health': defineTopic({
    pattern: 'system:health',
    doc: "The studio server's health: a `health` frame right after the join, then every 5 s while joined.",
    inbound: {
      health: inbound({
        doc: 'Status, versions, uptime, memory, CPU, event-loop delay, load, database answer time, connections.',
        codec: ServerHealthCodec,
        toEvents: (health, context) => [{ type: 'ServerHealthReported', health, at: context.at }],
        supersedes: true,
      }),
    },
    pushes: {},
  }),
} as const;
