import * as t from 'io-ts';
import {
  runningOrderActions,
  runningOrderInputs,
  type RunningOrder,
  type RunningOrderDraft,
  type RunningOrderItem,
} from '../../../domain/running-orders';
import { itemVersion, finite, listOf, numericId, oneOf, optional, shape } from '../kit';

export const RunningOrderItemCodec: t.Type<RunningOrderItem, unknown, unknown> = shape(
  { action: oneOf(runningOrderActions) },
  {
    type: optional(t.string),
    duration: optional(finite),
    input: optional(oneOf(runningOrderInputs)),
    uri: optional(t.string),
  },
);

export const RunningOrderCodec: t.Type<RunningOrder, unknown, unknown> = shape(
  { id: numericId, name: t.string, items: listOf(RunningOrderItemCodec) },
  { inserted_at: optional(t.string), updated_at: optional(t.string), version: itemVersion },
);

export const RunningOrderDraftCodec: t.Type<RunningOrderDraft, unknown, unknown> = shape(
  { name: t.string, items: listOf(RunningOrderItemCodec) },
  { id: optional(numericId) },
);
