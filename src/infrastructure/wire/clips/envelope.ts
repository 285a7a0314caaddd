import * as t from 'io-ts';
import { shape, type FrameContext } from '../kit';

/** The backend wraps every payload and ok reply in `data` (spec 2 §7 'response data lists the created clips'). */
export const dataOf = <A>(codec: t.Type<A, unknown, unknown>): t.Type<{ readonly data: A }, unknown, unknown> =>
  shape({ data: codec });

/** A push that carries one uuid: regenerate_clip, re_export_clip. */
export const UuidPayloadCodec: t.Type<{ readonly uuid: string }, unknown, unknown> = shape({ uuid: t.string });

/** The `{event}` part of a per-event topic; the pattern always captures it. */
export const eventOf = (context: FrameContext): string => context.params['event'] ?? '';
