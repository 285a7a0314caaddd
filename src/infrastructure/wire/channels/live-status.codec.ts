import * as t from 'io-ts';
import {
  mediaconnectFlowStatuses, type BufferStatus, type DestinationConnection, type MediaconnectStatus,
} from '../../../domain/channels';
import { finite, listOf, oneOf, optional } from '../kit';

const BufferStatusCodec: t.Type<BufferStatus, unknown, unknown> = t.type({ current_length: finite, history: listOf(finite) });

export const DestinationConnectionCodec: t.Type<DestinationConnection, unknown, unknown> = t.intersection([
  t.type({ state: oneOf(['listening', 'disconnected', 'connecting', 'connected']) }),
  t.partial({
    info: optional(t.partial({ buffer_status: optional(BufferStatusCodec) })),
    events: optional(listOf(t.string)),
  }),
]);

export const MediaconnectStatusCodec: t.Type<MediaconnectStatus, unknown, unknown> = t.intersection([
  t.type({ status: oneOf(mediaconnectFlowStatuses) }),
  t.partial({ name: optional(t.string) }),
]);
