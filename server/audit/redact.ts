// The audit trail keeps what was asked, never a secret: passwords, tokens, keys and the signed fields of
// presigned upload forms are replaced before a row is written. It also keeps only text Postgres can store:
// a push the boundary refused for a NUL or a lone surrogate is still audited, with those characters replaced,
// so no client text can make its own audit row fail.

export const redacted = '[redacted]';

const secretKey = /password|token|secret|authorization|signature|policy|credential|dev_key|api_?key/i;
const maxDepth = 12;
const maxString = 2_000;

const isPresignedForm = (value: Record<string, unknown>): boolean =>
  typeof value.url === 'string' &&
  typeof value.fields === 'object' &&
  value.fields !== null &&
  !Array.isArray(value.fields);

// NUL is written as a class range so the pattern holds no literal control character.
const unstorableCharacters = /[\0]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as the audit stores it: NUL and lone surrogates become U+FFFD, the replacement character. */
export const storableText = (text: string): string => text.replace(unstorableCharacters, '\ufffd');

/** A copy of a payload with secret fields replaced; deep or huge values are cut, not stored whole. */
export const redactPayload = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string')
    return storableText(value.length > maxString ? `${value.slice(0, maxString)}…` : value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= maxDepth) return '[too deep]';
  if (Array.isArray(value)) return value.map((item) => redactPayload(item, depth + 1));
  const object = value as Record<string, unknown>;
  const presigned = isPresignedForm(object);
  return Object.fromEntries(
    Object.entries(object).map(([key, item]) => [
      storableText(key),
      secretKey.test(key) || (presigned && key === 'fields') ? redacted : redactPayload(item, depth + 1),
    ]),
  );
};

/** profile:{token} names a session token; the audit keeps the topic without it. */
export const redactTopic = (topic: string): string =>
  topic.startsWith('profile:') ? `profile:${redacted}` : storableText(topic);
