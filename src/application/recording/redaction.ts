import type { LogEntry } from '../../domain/log';
import { payloadTextOf } from '../log';
import { redactedMarker, redactEntry, redactTopic, secretKey } from './redact-entry';

// The fast path works on the serialized text in one scan: each occurrence of a secret word that turns out to
// be inside a secret key gets that key's scalar value (string, number, boolean) replaced. Anything it cannot
// do on text (a secret key holding an object or array, a presigned form's fields, an escaped quote in a key)
// makes it give up, and the structural path redacts instead. `"fields"` is in the same pattern so that a
// presigned form is noticed in the same scan: each status frame is scanned once, not twice.
const secretWord = /pass|token|authori|secret|dev_key|api_?key|signature|credential|cookie|"fields"/gi;

const skipSpace = (text: string, index: number): number => {
  let at = index;
  while (text[at] === ' ' || text[at] === '\n' || text[at] === '\t' || text[at] === '\r') at += 1;
  return at;
};

/** Where a JSON scalar starting at `index` ends, or -1 for an object or array (or anything unexpected). */
const scalarEnd = (text: string, index: number): number => {
  if (text[index] === '"') {
    for (let at = index + 1; at < text.length; at += 1) {
      if (text[at] === '\\') at += 1;
      else if (text[at] === '"') return at + 1;
    }
    return -1;
  }
  const scalar = /^(?:-?\d[\d.eE+-]*|true|false|null)/.exec(text.slice(index, index + 40));
  return scalar ? index + scalar[0].length : -1;
};

const redactText = (text: string): string | undefined => {
  let out = '';
  let copied = 0;
  secretWord.lastIndex = 0;
  for (let match = secretWord.exec(text); match !== null; match = secretWord.exec(text)) {
    const at = match.index;
    if (match[0].charCodeAt(0) === 34) return undefined; // "fields"
    if (at < copied) continue;
    const keyStart = text.lastIndexOf('"', at);
    const keyEnd = text.indexOf('"', at);
    if (keyStart < copied || keyEnd < 0) continue;
    const colon = skipSpace(text, keyEnd + 1);
    if (text[colon] !== ':') continue; // a word inside a value, not a key
    if (text[keyStart - 1] === '\\') return undefined;
    if (!secretKey.test(text.slice(keyStart + 1, keyEnd))) continue;
    const valueStart = skipSpace(text, colon + 1);
    const valueEnd = scalarEnd(text, valueStart);
    if (valueEnd < 0) return undefined;
    if (text.startsWith('null', valueStart)) continue;
    out += `${text.slice(copied, valueStart)}"${redactedMarker}"`;
    copied = valueEnd;
  }
  return copied === 0 ? text : out + text.slice(copied);
};

/** The entry as JSON, reusing the payload's wire text when the entry carries it. */
const serialize = (entry: LogEntry, text = payloadTextOf(entry)): string => {
  if (text === undefined || entry.kind !== 'FrameReceived') return JSON.stringify(entry);
  const ref = entry.ref === undefined ? '' : `,"ref":${JSON.stringify(entry.ref)}`;
  return `{"seq":${entry.seq},"at":${entry.at},"kind":"FrameReceived","topic":${JSON.stringify(entry.topic)},"event":${JSON.stringify(entry.event)}${ref},"payload":${text}}`;
};

/** The entry with the token taken out of a profile:{token} topic or target (its payload text kept). */
const withoutTopicToken = (entry: LogEntry): LogEntry => {
  if ((entry.kind === 'FrameReceived' || entry.kind === 'FrameSent') && entry.topic.startsWith('profile:'))
    return { ...entry, topic: redactTopic(entry.topic) };
  if (entry.kind === 'CommandIssued' && entry.target?.startsWith('profile:'))
    return { ...entry, target: redactTopic(entry.target) };
  return entry;
};

/** One NDJSON line (without the newline) for an entry, redacted unless told otherwise. */
export const encodeEntryLine = (entry: LogEntry, redact = true): string => {
  if (!redact) return serialize(entry);
  // The login answer's token sits under `result`, which is no secret word: only the structural path knows it.
  if (entry.kind === 'HttpExchanged' && entry.name === 'login') return JSON.stringify(redactEntry(entry));
  // One scan of the line: finding the secret words and redacting them is the same pass (a separate "is
  // there any?" test first would scan every status frame twice, as each carries host.ssh_password).
  return redactText(serialize(withoutTopicToken(entry), payloadTextOf(entry))) ?? JSON.stringify(redactEntry(entry));
};
