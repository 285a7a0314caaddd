/** The setting types of spec 1 §3 and spec 3 §3. */
export const settingTypes = [
  'headend_preview',
  'transcoder_configuration',
  'file_upload',
  'post_process_configuration',
  'event_form',
  'export_configuration',
  'tag_form',
  'resource_form',
  'export_form',
  'system',
  'external_notifier',
  'signal_select',
  'device_type',
  'billing_config',
  'developer_config',
] as const;

export type SettingType = (typeof settingTypes)[number];

/**
 * A settings record (spec 3 §3). `type` stays a plain string: a type this console does not know yet must not
 * make the whole `settings:all` list fail its codec (that would also lose the maintenance bypass list).
 * `value` is free-form JSON whose shape depends on the type.
 */
export interface Setting {
  /** The stored version (one more on each write); a save sends the one its form was based on (issue 32 §2). */
  readonly version?: number;
  readonly id: number;
  /** Fixed after creation (spec 3 §5). */
  readonly name: string;
  readonly type: string;
  readonly title?: string;
  readonly value?: unknown;
  readonly inserted_at?: string;
  readonly updated_at?: string;
}

/** What a save sends: no id for a new setting. */
export interface SettingDraft {
  readonly id?: number;
  readonly name: string;
  readonly type: string;
  readonly title?: string;
  readonly value?: unknown;
}

export const isKnownSettingType = (type: string): type is SettingType =>
  (settingTypes as readonly string[]).includes(type);

/** The name of the setting that carries the maintenance bypass list (spec 1 §3). */
export const maintenanceSettingName = 'maintenance';
