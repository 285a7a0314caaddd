// Dynamic form definitions (the event_form setting and list types) and the structured values their fields
// hold (spec 2 §3, spec 3 §3).

export const formFieldTypes = [
  'checkbox',
  'text',
  'file',
  's3file',
  'select',
  'list_select',
  'key_value',
  'uuid',
  'textarea',
  'markdown',
  'datetime',
  'date',
  'multiline',
  'content_select',
  'setting-select',
  'number',
  'playoff_tree',
  'group',
] as const;
export type FormFieldType = (typeof formFieldTypes)[number];

export type FormFieldPosition = 'left' | 'right';

export interface FormFieldOption {
  readonly value: string | number;
  readonly label?: string;
}

/**
 * One field of a dynamic form. Only the properties the console reasons about are typed; the rest
 * (content-type, content_id, true-text, table-rows, …) are kept as they came for the views.
 */
export interface FormField {
  readonly name: string;
  readonly type: FormFieldType;
  readonly title?: string;
  readonly label?: string;
  readonly position?: FormFieldPosition;
  readonly required?: boolean;
  readonly admin_only?: boolean;
  /** The value is a multilanguage list (spec 2 §5). */
  readonly multilanguage?: boolean;
  readonly options?: readonly FormFieldOption[];
  /** Show conditions: another field's name → the value (or any of the values) it must have. */
  readonly show?: Readonly<Record<string, unknown>>;
  readonly [key: string]: unknown;
}

export const eventLanguages = ['fi', 'en', 'fr', 'es', 'ru', 'ee'] as const;
export type EventLanguage = (typeof eventLanguages)[number];
/** Spec 2 §3: the default language of a multilanguage value is en. */
export const defaultLanguage: EventLanguage = 'en';

export interface LanguageValue {
  readonly lang: EventLanguage;
  readonly value: string;
}
export type MultilanguageValue = readonly LanguageValue[];

export type S3FileStatus = 'new' | 'ready';
export const s3FileStatuses: readonly S3FileStatus[] = ['new', 'ready'];

export interface S3FileValue {
  readonly status: S3FileStatus;
  readonly key?: string;
  readonly url?: string;
  readonly statusMessage?: string;
  /** Unix seconds. */
  readonly statusUpdatedAt?: number;
}

export interface PlayoffMatch {
  /** Team record id in the playoff tree's team list. */
  readonly home?: string | number;
  readonly away?: string | number;
  readonly home_score?: number;
  readonly away_score?: number;
  readonly text?: string;
}

export const playoffRounds = ['final', 'bronze', 'sf1', 'sf2', 'qf1', 'qf2', 'qf3', 'qf4'] as const;
export type PlayoffRound = (typeof playoffRounds)[number];

export type PlayoffTreeValue = { readonly team_list?: string | number } & {
  readonly [R in PlayoffRound]?: PlayoffMatch;
};
