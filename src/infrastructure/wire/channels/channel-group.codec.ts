import * as t from 'io-ts';
import type {
  ChannelGroup,
  ChannelGroupInput,
  ChannelGroupMembership,
  ChannelGroupMeta,
} from '../../../domain/channels';
import { itemVersion, finite, jsonObject, listOf, numericId, oneOf, optional, shape } from '../kit';
import { UuidCodec } from './uuid.codec';

export const ChannelGroupMembershipCodec: t.Type<ChannelGroupMembership, unknown, unknown> = shape({
  id: numericId,
  expiry_time: finite,
});

const ChannelGroupMetaCodec: t.Type<ChannelGroupMeta, unknown, unknown> = shape(
  {},
  {
    weight: optional(finite),
    configuration: optional(jsonObject),
  },
);

const requiredProps = {
  title: t.string,
  name: t.string,
  state: oneOf(['active', 'archived']),
  type: oneOf(['template', 'access']),
  meta: ChannelGroupMetaCodec,
};

export const ChannelGroupCodec: t.Type<ChannelGroup, unknown, unknown> = shape(
  { id: numericId, uuid: UuidCodec, ...requiredProps },
  { channels: optional(listOf(ChannelGroupMembershipCodec)), version: itemVersion },
);

export const ChannelGroupInputCodec: t.Type<ChannelGroupInput, unknown, unknown> = t.intersection([
  t.type(requiredProps),
  shape(
    {},
    { id: optional(numericId), uuid: optional(UuidCodec), channels: optional(listOf(ChannelGroupMembershipCodec)) },
  ),
]);
