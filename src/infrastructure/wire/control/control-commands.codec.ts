// Payloads of the control topic's pushes (spec 1 §7.2, spec 2 §7, spec 3 §7).
import * as t from 'io-ts';
import type { MediaconnectCommand, RouterCommand, TranscoderCommand } from '../../../domain/channels';
import { numericId, oneOf, optional, shape } from '../kit';

/** Exactly one of channel, event or instance names the target; the server refuses anything else. */
export const TranscoderCommandCodec: t.Type<TranscoderCommand, unknown, unknown> = shape(
  { type: oneOf(['start', 'stop']) },
  { channel: optional(t.string), event: optional(t.string), instance: optional(numericId) },
);

export const MediaconnectCommandCodec: t.Type<MediaconnectCommand, unknown, unknown> = shape({
  type: oneOf(['start', 'stop']),
  event: t.string,
});

export const RouterCommandCodec: t.Type<RouterCommand, unknown, unknown> = shape({
  type: oneOf(['stop_source', 'stop_destination']),
  event: t.string,
});
