// Payloads and replies of the instance editor's pushes (spec 2 §7, spec 3 §7).
import * as t from 'io-ts';
import type { InstanceControl, InstanceInput } from '../../../domain/instances';
import { baseVersion, numericId, shape, type BaseVersion } from '../kit';
import { InstanceInputCodec } from './instance.codec';
import { InstanceControlCodec } from './instance-control.codec';

export interface InstanceSave extends BaseVersion {
  readonly instance: InstanceInput;
}

export const InstanceSaveCodec: t.Type<InstanceSave, unknown, unknown> = shape(
  { instance: InstanceInputCodec },
  baseVersion,
);

/** The ok reply of a save: the saved instance under `data`; the console reads its id. */
export interface SavedInstanceReply {
  readonly data: { readonly id: number };
}

export const SavedInstanceReplyCodec: t.Type<SavedInstanceReply, unknown, unknown> = shape({
  data: shape({ id: numericId }),
});

export interface InstanceRemoval extends BaseVersion {
  readonly instance_id: number;
}

export const InstanceRemovalCodec: t.Type<InstanceRemoval, unknown, unknown> = shape(
  { instance_id: numericId },
  baseVersion,
);

export interface ControlStateRequest {
  readonly type: 'state_request';
}

export const ControlStateRequestCodec: t.Type<ControlStateRequest, unknown, unknown> = shape({
  type: t.literal('state_request'),
});

export interface ControlUpdate {
  readonly control: InstanceControl;
}

export const ControlUpdateCodec: t.Type<ControlUpdate, unknown, unknown> = shape({ control: InstanceControlCodec });
