import * as t from 'io-ts';
import type { DeviceLog, DeviceLogInput } from '../../../domain/devices';
import { numericId, optional, shape } from '../kit';

export const DeviceLogCodec: t.Type<DeviceLog, unknown, unknown> = shape(
  {
    id: numericId,
    device_id: numericId,
    meta: shape({}, { comment: optional(t.string), undid: optional(shape({ saved_at: t.string, version: t.number })) }),
    updated_at: t.string,
  },
  {
    account_id: optional(numericId),
    device_data: optional(shape({}, { status: optional(t.string), location: optional(t.string) })),
  },
);

export const DeviceLogInputCodec: t.Type<DeviceLogInput, unknown, unknown> = shape({
  meta: shape({ comment: t.string }),
});
