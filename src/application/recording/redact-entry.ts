// The structural redaction: walks an entry's values. The journal keeper persists with it, so it is kept apart
// from the recorders' text fast path (redaction.ts), which the login page's bundle does not need.
import type { LogEntry } from '../../domain/log';

export const redactedMarker = '[redacted]';

// Keys whose values are secrets wherever they appear in a payload, request, reply or response.
export const secretKey = /pass(word)?|token|authori[sz]ation|secret|dev_key|api_?key|signature|credential|cookie/i;

const redactValue = (value: unknown, depth: number): unknown => {
  if (depth > 64 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  // A presigned upload form: its `fields` are credentials for the storage bucket.
  const presignedForm = typeof source.url === 'string' && typeof source.fields === 'object' && source.fields !== null;
  for (const [key, inner] of Object.entries(source)) {
    if (secretKey.test(key) && inner !== null && inner !== undefined && typeof inner !== 'object')
      out[key] = redactedMarker;
    else if (secretKey.test(key) && typeof inner === 'object' && inner !== null) out[key] = redactedMarker;
    else if (presignedForm && key === 'fields') out[key] = redactedMarker;
    else out[key] = redactValue(inner, depth + 1);
  }
  return out;
};

/** The token taken out of a `profile:{token}` topic. */
export const redactTopic = (topic: string): string =>
  topic.startsWith('profile:') ? `profile:${redactedMarker}` : topic;

/** The entry with passwords, tokens, presigned form fields and Authorization values replaced. */
export const redactEntry = (entry: LogEntry): LogEntry => {
  switch (entry.kind) {
    case 'FrameReceived':
    case 'FrameSent':
      return { ...entry, topic: redactTopic(entry.topic), payload: redactValue(entry.payload, 0) };
    case 'HttpExchanged': {
      const response = redactValue(entry.response, 0);
      // The login answer's `result` is the session token itself.
      const loginAnswer =
        entry.name === 'login' && typeof response === 'object' && response !== null && 'result' in response;
      return {
        ...entry,
        request: redactValue(entry.request, 0),
        response: loginAnswer ? { ...(response as Record<string, unknown>), result: redactedMarker } : response,
      };
    }
    case 'CommandIssued':
      return {
        ...entry,
        args: redactValue(entry.args, 0),
        ...(entry.target ? { target: redactTopic(entry.target) } : {}),
        ...(entry.topic ? { topic: redactTopic(entry.topic) } : {}),
      };
    case 'CommandSettled':
      return {
        ...entry,
        reply: redactValue(entry.reply, 0),
        ...(entry.topic ? { topic: redactTopic(entry.topic) } : {}),
      };
    case 'ConnectionChanged':
    case 'ClockTicked':
      return entry;
  }
};
