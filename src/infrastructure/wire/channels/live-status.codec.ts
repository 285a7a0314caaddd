import * as t from 'io-ts';
import {
  mediaconnectFlowStatuses,
  type BufferStatus,
  type DestinationConnection,
  type MediaconnectStatus,
} from '../../../domain/channels';
import { finite, listOf, oneOf, optional, shape } from '../kit';

const BufferStatusCodec: t.Type<BufferStatus, unknown, unknown> = shape({
  current_length: finite,
  history: listOf(finite),
});

export const DestinationConnectionCodec: t.Type<DestinationConnection, unknown, unknown> = shape(
  { state: oneOf(['listening', 'disconnected', 'connecting', 'connected']) },
  {
    info: optional(shape({}, { buffer_status: optional(BufferStatusCodec) })),
    events: optional(listOf(t.string)),
  },
);

export const MediaconnectStatusCodec: t.Type<MediaconnectStatus, unknown, unknown> = shape(
  { status: oneOf(mediaconnectFlowStatuses) },
  { name: optional(t.string) },
);
