import { fileFieldTypes, type ListField } from '../../src/domain/cms';
import { isPrototypeKey } from '../protocol/own-property';

/** Why a file may not go into a record field: not at all (`prototype`, `not_file`) or not for this account. */
export type FileFieldRefusal = 'prototype' | 'not_file' | 'admin_only';

// Field names become storage keys (`{id}/{field}_{time}.{ext}`): what a key cannot hold, an upload cannot name.
const keySafeName = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Whether a file may be stored into field `name` of a record of a list type with `fields`. Both upload paths ask
 * (the presigned form and `POST content/upload/{id}`), so an upload writes what a save could and nothing else:
 * only file fields of the type (a title or a contract's billables never become a file object), and an
 * admin_only file field only for administrators, as a save keeps admin_only values for them (record-data.ts).
 */
export const fileFieldRefusal = (
  fields: readonly ListField[],
  name: string,
  administrator: boolean,
): FileFieldRefusal | undefined => {
  if (isPrototypeKey(name)) return 'prototype';
  const field = fields.find((candidate) => candidate.name === name);
  if (!field || !fileFieldTypes.includes(field.type) || !keySafeName.test(name)) return 'not_file';
  return field.admin_only === true && !administrator ? 'admin_only' : undefined;
};

/** The file fields of a list type an account may upload into, for messages that say what would be accepted. */
export const uploadableFields = (fields: readonly ListField[], administrator: boolean): string[] =>
  fields.filter((field) => fileFieldRefusal(fields, field.name, administrator) === undefined).map(({ name }) => name);
