import type * as t from 'io-ts';
import { VersionCodec } from './base-version';
import { optional } from './codec-kit';

/**
 * `version` of a stored item as the console reads it on every editable kind (issue 32 §2, docs/protocol/one-truth.md);
 * the console sends back the one its form was based on (`baseVersion` on the save payloads).
 */
export const itemVersion: t.Type<number | undefined, unknown, unknown> = optional(VersionCodec);
