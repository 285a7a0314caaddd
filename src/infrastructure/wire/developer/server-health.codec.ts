import * as t from 'io-ts';
import type { ServerHealth } from '../../../domain/developer';
import { finite, listOf, oneOf, optional, shape } from '../kit';

/** The `health` frame of system:health (docs/protocol/developer.md). */
export const ServerHealthCodec: t.Type<ServerHealth, unknown, unknown> = shape({
  status: oneOf(['ok', 'degraded']),
  problems: listOf(t.string),
  at: finite,
  started_at: finite,
  versions: shape({ protocol: t.string, node: t.string, server: t.string }),
  process: shape({
    rss_bytes: finite,
    heap_used_bytes: finite,
    cpu_percent: finite,
    event_loop_p99_ms: finite,
    event_loop_max_ms: finite,
  }),
  host: shape({ load_1m: finite, cores: finite }),
  database: shape({ ok: t.boolean }, { latency_ms: optional(finite) }),
  connections: shape({ sockets: finite, whep_sessions: finite }),
});
