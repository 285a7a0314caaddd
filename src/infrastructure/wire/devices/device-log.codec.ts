import * as t from 'io-ts';
import type { DeviceLog, DeviceLogInput } from '../../../domain/devices';
import { numericId, optional } from '../kit';

export const DeviceLogCodec: t.Type<DeviceLog, unknown, unknown> = t.intersection([
  t.type({ id: numericId, device_id: numericId, meta: t.partial({ comment: optional(t.string) }), updated_at: t.string }),
  t.partial({
    account_id: optional(numericId),
    device_data: optional(t.partial({ status: optional(t.string), location: optional(t.string) })),
  }),
]);

export const DeviceLogInputCodec: t.Type<DeviceLogInput, unknown, unknown> = t.type({ meta: t.type({ comment: t.string }) });
