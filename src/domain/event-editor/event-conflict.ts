import { DateTime } from 'luxon';
import type { FieldValues } from '../editing';
import type { EventEditorDraft } from './event-editor-draft';

// The event editor's side of a stale save (issue 32 §2): the draft and its event-form values as one flat map of
// fields, so the three-way merge (src/domain/editing) compares what the operator sees field by field, and back.

const draftFields = [
  'title',
  'subtitle',
  'state',
  'channelId',
  'sourceChannelId',
  'start',
  'end',
  'publishStart',
  'publishEnd',
  'offset',
  'recordingUuid',
  'billing',
  'todos',
] as const;

type DraftField = (typeof draftFields)[number];

const metaPrefix = 'meta.';

/** The fields of a draft with its event-form values (`meta.league`, …) as they would be saved. */
export const eventMergeFields = (draft: EventEditorDraft, formValues: FieldValues): FieldValues => {
  const fields: Record<string, unknown> = {};
  for (const field of draftFields) fields[field] = draft[field];
  for (const [key, value] of Object.entries({ ...draft.meta, ...formValues })) fields[`${metaPrefix}${key}`] = value;
  return fields;
};

/** The draft with merged fields applied, and the event-form values to show (the form is rebuilt with them). */
export const draftWithFields = (
  draft: EventEditorDraft,
  fields: FieldValues,
): { readonly draft: EventEditorDraft; readonly meta: Readonly<Record<string, unknown>> } => {
  const changed: Partial<Record<DraftField, unknown>> = {};
  for (const field of draftFields) changed[field] = fields[field];
  const meta: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields))
    if (key.startsWith(metaPrefix) && value !== undefined) meta[key.slice(metaPrefix.length)] = value;
  return { draft: { ...draft, ...(changed as Partial<EventEditorDraft>), meta }, meta };
};

const labels: Readonly<Record<DraftField, string>> = {
  title: 'Title',
  subtitle: 'Subtitle',
  state: 'State',
  channelId: 'Destination',
  sourceChannelId: 'Source',
  start: 'Start',
  end: 'End',
  publishStart: 'Publish start',
  publishEnd: 'Publish end',
  offset: 'Open before',
  recordingUuid: 'Recording UUID',
  billing: 'Billing',
  todos: 'To-dos',
};

/** What the comparison needs to say values as the editor shows them. */
export interface EventFieldContext {
  readonly zone: string;
  readonly channelName: (id: number) => string | undefined;
  /** The event form's label of a form field (`league` → 'League'). */
  readonly formLabel: (name: string) => string | undefined;
}

/** A field's label as the editor names it. */
export const eventFieldLabel = (field: string, context: EventFieldContext): string =>
  field.startsWith(metaPrefix)
    ? (context.formLabel(field.slice(metaPrefix.length)) ?? field.slice(metaPrefix.length))
    : (labels[field as DraftField] ?? field);

const timeFields = new Set<string>(['start', 'end', 'publishStart', 'publishEnd']);

/** A field's value in words: times in the display zone, channels by name, nothing as '(none)'. */
export const eventFieldText = (field: string, value: unknown, context: EventFieldContext): string => {
  if (value === undefined || value === null || value === '') return '(none)';
  if (timeFields.has(field) && typeof value === 'number')
    return value === 0 ? '(none)' : DateTime.fromSeconds(value, { zone: context.zone }).toFormat('dd.MM.yyyy HH:mm');
  if ((field === 'channelId' || field === 'sourceChannelId') && typeof value === 'number')
    return context.channelName(value) ?? `Channel ${value}`;
  if (field === 'offset' && typeof value === 'number') return value === 0 ? '(none)' : `${Math.round(value / 60)} min`;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};
