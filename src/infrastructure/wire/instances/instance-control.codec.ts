import * as t from 'io-ts';
import type { ControlModule, InstanceControl, InstanceControlStatus } from '../../../domain/instances';
import { listOf, optional, recordOf, shape } from '../kit';

const ControlModuleCodec: t.Type<ControlModule, unknown, unknown> = shape({
  type: t.literal('presets'),
  value: listOf(t.string),
});

export const InstanceControlCodec: t.Type<InstanceControl, unknown, unknown> = recordOf(ControlModuleCodec);

export const InstanceControlStatusCodec: t.Type<InstanceControlStatus, unknown, unknown> = shape(
  { control: InstanceControlCodec },
  { state: optional(recordOf(t.string)) },
);
