import * as t from 'io-ts';
import { tagStates, type Tag, type TagDraft, type TagMeta } from '../../../domain/clips';
import { finite, jsonObject, oneOf, optional } from '../kit';

/** The tag-type form's fields are kept as they are; only type and type_name are read. */
export const TagMetaCodec: t.Type<TagMeta, unknown, unknown> = t.intersection([
  jsonObject,
  t.partial({ type: optional(t.string), type_name: optional(t.string) }),
]);

const tagFields = {
  event_uuid: t.string,
  stream_time: finite,
  state: oneOf(tagStates),
  meta: TagMetaCodec,
};

export const TagCodec: t.Type<Tag, unknown, unknown> = t.intersection([
  t.type({ uuid: t.string, ...tagFields }),
  t.partial({ time: optional(finite) }),
]);

export const TagDraftCodec: t.Type<TagDraft, unknown, unknown> = t.intersection([
  t.type(tagFields),
  t.partial({ uuid: optional(t.string), time: optional(finite) }),
]);
