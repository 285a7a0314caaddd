import * as t from 'io-ts';
import {
  eventLanguages,
  formFieldTypes,
  s3FileStatuses,
  type FormField,
  type FormFieldOption,
  type LanguageValue,
  type MultilanguageValue,
  type PlayoffMatch,
  type PlayoffRound,
  type PlayoffTreeValue,
  type S3FileValue,
} from '../../../domain/forms';
import { finite, jsonObject, listOf, oneOf, optional, shape } from '../kit';
import { amount, blankable, reference } from './wire-values';

const OptionObjectCodec: t.Type<FormFieldOption, unknown, unknown> = shape(
  { value: t.union([t.string, finite]) },
  { label: optional(t.string) },
);

/** A select option, written either as `{value, label}` or as the bare value. */
export const FormFieldOptionCodec: t.Type<FormFieldOption, unknown, unknown> = new t.Type<
  FormFieldOption,
  unknown,
  unknown
>(
  'FormFieldOption',
  OptionObjectCodec.is,
  (u, context) =>
    typeof u === 'string' || (typeof u === 'number' && Number.isFinite(u))
      ? t.success({ value: u })
      : OptionObjectCodec.validate(u, context),
  t.identity,
);

/** One field of a dynamic form; properties the console does not reason about are kept as they came. */
export const FormFieldCodec: t.Type<FormField, unknown, unknown> = t.intersection([
  jsonObject,
  shape({ name: t.string, type: oneOf(formFieldTypes) }),
  shape(
    {},
    {
      title: optional(t.string),
      label: optional(t.string),
      position: optional(oneOf(['left', 'right'])),
      required: optional(t.boolean),
      admin_only: optional(t.boolean),
      multilanguage: optional(t.boolean),
      options: optional(listOf(FormFieldOptionCodec)),
      show: optional(jsonObject),
    },
  ),
]);

export const FormFieldListCodec: t.Type<readonly FormField[], unknown, unknown> = listOf(FormFieldCodec);

export const LanguageValueCodec: t.Type<LanguageValue, unknown, unknown> = shape({
  lang: oneOf(eventLanguages),
  value: t.string,
});

export const MultilanguageValueCodec: t.Type<MultilanguageValue, unknown, unknown> = listOf(LanguageValueCodec);

export const S3FileValueCodec: t.Type<S3FileValue, unknown, unknown> = shape(
  { status: oneOf(s3FileStatuses) },
  {
    key: optional(t.string),
    url: optional(t.string),
    statusMessage: optional(t.string),
    statusUpdatedAt: optional(finite),
  },
);

// Scores come from number inputs, so an empty one is absent.
export const PlayoffMatchCodec: t.Type<PlayoffMatch, unknown, unknown> = shape(
  {},
  {
    home: blankable(reference),
    away: blankable(reference),
    home_score: blankable(amount),
    away_score: blankable(amount),
    text: optional(t.string),
  },
);

const match = optional(PlayoffMatchCodec);
const roundCodecs: Record<PlayoffRound, typeof match> = {
  final: match,
  bronze: match,
  sf1: match,
  sf2: match,
  qf1: match,
  qf2: match,
  qf3: match,
  qf4: match,
};

export const PlayoffTreeValueCodec: t.Type<PlayoffTreeValue, unknown, unknown> = shape(
  {},
  {
    team_list: blankable(reference),
    ...roundCodecs,
  },
);
