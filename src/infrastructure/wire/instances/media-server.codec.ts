import * as t from 'io-ts';
import type { MediaServerReader, MediaServerSource, MediaServerStream } from '../../../domain/instances';
import { finite, listOf, optional } from '../kit';

const MediaServerSourceCodec: t.Type<MediaServerSource, unknown, unknown> = t.intersection([
  t.type({ type: t.string }),
  t.partial({
    id: optional(t.string),
    remoteAddr: optional(t.string),
    state: optional(t.string),
    bytesReceived: optional(finite),
    url: optional(t.string),
    pull: optional(t.boolean),
  }),
]);

const MediaServerReaderCodec: t.Type<MediaServerReader, unknown, unknown> = t.intersection([
  t.type({ type: t.string }),
  t.partial({ id: optional(t.string), remoteAddr: optional(t.string), state: optional(t.string), bytesSent: optional(finite) }),
]);

export const MediaServerStreamCodec: t.Type<MediaServerStream, unknown, unknown> = t.intersection([
  t.type({ name: t.string, ready: t.boolean, readers: listOf(MediaServerReaderCodec), tracks: listOf(t.string) }),
  t.partial({ confName: optional(t.string), source: optional(MediaServerSourceCodec) }),
]);
