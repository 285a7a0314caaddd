import type { Setting, SettingDraft } from '../../domain/settings';

/** How the value of a setting type is edited: a form for the types with a known shape, JSON for the rest. */
export type SettingValueEditor = 'external_notifier' | 'list_ids' | 'json';

/** The list ids billing_config and developer_config hold (spec 3 §3). */
export const settingListIdKeys: Readonly<Record<string, readonly string[]>> = {
  billing_config: ['contracts_list_id', 'customers_list_id'],
  developer_config: ['version_3_list_id', 'broadcaster_list_id'],
};

export const settingValueEditor = (type: string): SettingValueEditor =>
  type === 'external_notifier' ? 'external_notifier' : type in settingListIdKeys ? 'list_ids' : 'json';

/**
 * The EPG module's XML template help (spec 3 §3): time-format and event-loop placeholders, as the studio's
 * notifier fills them (docs/protocol/settings.md).
 */
export const epgTemplateHelp: readonly { readonly placeholder: string; readonly meaning: string }[] = [
  { placeholder: '{events} … {/events}', meaning: 'repeats what is between them once per event' },
  { placeholder: '{title}, {subtitle}', meaning: "the event's title and subtitle (inside the loop)" },
  { placeholder: '{start:%Y%m%d%H%M%S}', meaning: 'the kickoff time in the given strftime format' },
  { placeholder: '{end:%Y%m%d%H%M%S}', meaning: 'the end time in the given strftime format' },
  { placeholder: '%Y %m %d %H %M %S', meaning: 'year, month, day, hours, minutes, seconds' },
];

export interface SettingForm {
  readonly name: string;
  readonly title: string;
  readonly type: string;
  /** The value as JSON text, for the JSON editor and as what the form editors write back. */
  readonly valueText: string;
}

const asText = (value: unknown): string => (value === undefined ? '{}' : JSON.stringify(value, null, 2));

export const blankSettingForm = (): SettingForm => ({ name: '', title: '', type: 'system', valueText: '{}' });

export const settingFormOf = (setting: Setting): SettingForm => ({
  name: setting.name,
  title: setting.title ?? '',
  type: setting.type,
  valueText: asText(setting.value),
});

/** The value as an object the form editors read; anything but a JSON object reads as an empty one. */
export const settingValueObject = (form: SettingForm): Readonly<Record<string, unknown>> => {
  try {
    const value: unknown = JSON.parse(form.valueText);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

/** A form editor's change to one key of the value. */
export const withValueKey = (form: SettingForm, key: string, value: unknown): SettingForm => {
  const next: Record<string, unknown> = { ...settingValueObject(form) };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return { ...form, valueText: asText(next) };
};

export type SettingSavePlan =
  { readonly kind: 'save'; readonly draft: SettingDraft } | { readonly kind: 'refused'; readonly message: string };

/** Name required (and fixed once saved, spec 3 §5: the stored name is sent); the value must be JSON. */
export const settingSavePlan = (form: SettingForm, stored: Setting | undefined): SettingSavePlan => {
  const name = stored ? stored.name : form.name.trim();
  if (name === '') return { kind: 'refused', message: 'Name is required.' };
  let value: unknown;
  try {
    value = JSON.parse(form.valueText);
  } catch {
    return { kind: 'refused', message: 'The value is not valid JSON.' };
  }
  return {
    kind: 'save',
    draft: { ...(stored ? { id: stored.id } : {}), name, title: form.title, type: form.type, value },
  };
};
