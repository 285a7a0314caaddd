import * as t from 'io-ts';
import { tagStates, type Tag, type TagDraft, type TagMeta } from '../../../domain/clips';
import { finite, jsonObject, oneOf, optional, shape } from '../kit';

/** The tag-type form's fields are kept as they are; only type and type_name are read. */
export const TagMetaCodec: t.Type<TagMeta, unknown, unknown> = t.intersection([
  jsonObject,
  shape({}, { type: optional(t.string), type_name: optional(t.string) }),
]);

const tagFields = {
  event_uuid: t.string,
  stream_time: finite,
  state: oneOf(tagStates),
  meta: TagMetaCodec,
};

export const TagCodec: t.Type<Tag, unknown, unknown> = shape(
  { uuid: t.string, ...tagFields },
  { time: optional(finite) },
);

export const TagDraftCodec: t.Type<TagDraft, unknown, unknown> = t.intersection([
  t.type(tagFields),
  shape({}, { uuid: optional(t.string), time: optional(finite) }),
]);
