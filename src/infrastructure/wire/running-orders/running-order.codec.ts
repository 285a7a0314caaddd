import * as t from 'io-ts';
import {
  runningOrderActions, runningOrderInputs, type RunningOrder, type RunningOrderDraft, type RunningOrderItem,
} from '../../../domain/running-orders';
import { finite, listOf, numericId, oneOf, optional } from '../kit';

export const RunningOrderItemCodec: t.Type<RunningOrderItem, unknown, unknown> = t.intersection([
  t.type({ action: oneOf(runningOrderActions) }),
  t.partial({
    type: optional(t.string),
    duration: optional(finite),
    input: optional(oneOf(runningOrderInputs)),
    uri: optional(t.string),
  }),
]);

export const RunningOrderCodec: t.Type<RunningOrder, unknown, unknown> = t.intersection([
  t.type({ id: numericId, name: t.string, items: listOf(RunningOrderItemCodec) }),
  t.partial({ inserted_at: optional(t.string), updated_at: optional(t.string) }),
]);

export const RunningOrderDraftCodec: t.Type<RunningOrderDraft, unknown, unknown> = t.intersection([
  t.type({ name: t.string, items: listOf(RunningOrderItemCodec) }),
  t.partial({ id: optional(numericId) }),
]);
