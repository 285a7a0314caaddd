import * as t from 'io-ts';
import { optional, shape } from '../kit';

/** The ok reply of a command that returns nothing but an optional human-readable note. */
export interface AckReply {
  readonly message?: string;
}

export const AckReplyCodec: t.Type<AckReply, unknown, unknown> = shape({}, { message: optional(t.string) });
