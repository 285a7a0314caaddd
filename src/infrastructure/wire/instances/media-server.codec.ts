import * as t from 'io-ts';
import type { MediaServerReader, MediaServerSource, MediaServerStream } from '../../../domain/instances';
import { finite, listOf, optional, shape } from '../kit';

const MediaServerSourceCodec: t.Type<MediaServerSource, unknown, unknown> = shape(
  { type: t.string },
  {
    id: optional(t.string),
    remoteAddr: optional(t.string),
    state: optional(t.string),
    bytesReceived: optional(finite),
    url: optional(t.string),
    pull: optional(t.boolean),
  },
);

const MediaServerReaderCodec: t.Type<MediaServerReader, unknown, unknown> = shape(
  { type: t.string },
  { id: optional(t.string), remoteAddr: optional(t.string), state: optional(t.string), bytesSent: optional(finite) },
);

export const MediaServerStreamCodec: t.Type<MediaServerStream, unknown, unknown> = shape(
  { name: t.string, ready: t.boolean, readers: listOf(MediaServerReaderCodec), tracks: listOf(t.string) },
  { confName: optional(t.string), source: optional(MediaServerSourceCodec) },
);
