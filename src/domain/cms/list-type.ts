/** Field types seen in list types (spec 3 §3); others are kept as they come. */
export const listFieldTypes = [
  'file',
  's3file',
  'multiline',
  'text',
  'list_select',
  'content_select',
  'datetime',
  'date',
  'checkbox',
  'uuid',
  'playoff_tree',
  'group',
  'markdown',
] as const;

/** Field types whose values are files: never sent in a save payload (spec 3 §5). */
export const fileFieldTypes: readonly string[] = ['file', 's3file'];

/**
 * One field of a list type (spec 3 §3); hyphenated keys are spelled as the list type JSON spells them.
 * `show` maps another field's name to the value it must equal, or to a list of values it must be in.
 */
export interface ListField {
  readonly name: string;
  readonly type: string;
  readonly title?: string;
  readonly label?: string;
  readonly position?: string;
  readonly show?: Readonly<Record<string, unknown>>;
  readonly admin_only?: boolean;
  readonly 'content-type'?: string;
  readonly content_id?: number;
  readonly 'true-text'?: string;
  readonly 'false-text'?: string;
  readonly 'true-icon'?: string;
  readonly 'false-icon'?: string;
  readonly 'table-rows'?: number;
}

export interface ListTypeMeta {
  /** The file_upload setting that configures uploads for this type, by id or name. */
  readonly upload_config?: number | string;
  /** Visible only to developers (spec 3 §6). */
  readonly system?: boolean;
}

/** A content list type (spec 3 §3). */
export interface ListType {
  /** The stored version (one more on each write); a save sends the one its form was based on (issue 32 §2). */
  readonly version?: number;
  readonly id: number;
  readonly name: string;
  readonly fields: readonly ListField[];
  /** The subset of field names shown as table columns. */
  readonly list_fields?: readonly string[];
  readonly import_json?: boolean;
  readonly meta?: ListTypeMeta;
  readonly inserted_at?: string;
  readonly updated_at?: string;
}

export interface ListTypeDraft {
  readonly id?: number;
  readonly name: string;
  readonly fields: readonly ListField[];
  readonly list_fields?: readonly string[];
  readonly import_json?: boolean;
  readonly meta?: ListTypeMeta;
}
