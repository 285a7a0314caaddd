import * as t from 'io-ts';
import { httpCall, listOf, shape } from '../kit';
import { S3FileValueCodec } from '../schedule';
import { ContentRecordCodec, ReleaseRecordCodec, SeriesItemCodec } from './content-record.codec';

const lastPart = (url: string, prefix: string): string | undefined => {
  const path = url.split(/[?#]/)[0] ?? '';
  const found = new RegExp(`/${prefix}/([^/]+)$`).exec(path);
  return found?.[1];
};

const listIdIn = (url: string): number | undefined => {
  const part = lastPart(url, 'content_list');
  const id = part !== undefined && /^\d+$/.test(part) ? Number(part) : Number.NaN;
  return Number.isSafeInteger(id) ? id : undefined;
};

const listNameIn = (url: string): string | undefined => {
  const part = lastPart(url, 'content_list/by_name');
  if (part === undefined) return undefined;
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
};

/**
 * Content lists read over HTTP (spec 3 §7). The caller knows what a list holds and names the call after it:
 * releases and series are the same GET as content_list with a typed answer. Failures are ignored silently
 * (spec 1 §8), so no call has an onFailure.
 */
export const cmsHttpCalls = {
  /** GET content_list/{id}: the list's records, flat, each with an id. */
  content_list: httpCall({
    response: listOf(ContentRecordCodec),
    toEvents: (records, context) => {
      const id = listIdIn(context.url);
      return id === undefined ? [] : [{ type: 'ContentRecordsLoaded', list: { id }, records, at: context.at }];
    },
  }),
  /** GET content_list/by_name/{name} (spec 2 §7): the named list's records, flat, each with an id. */
  content_list_by_name: httpCall({
    response: listOf(ContentRecordCodec),
    toEvents: (records, context) => {
      const name = listNameIn(context.url);
      return name === undefined ? [] : [{ type: 'ContentRecordsLoaded', list: { name }, records, at: context.at }];
    },
  }),
  /**
   * POST content/upload/form/{form} (issue 29): a dynamic form's files stored before the form is saved; the answer's S3
   * file values go into the form, which saves them. No state of its own.
   */
  form_upload: httpCall({
    response: shape({ status: t.string, files: t.record(t.string, S3FileValueCodec) }),
    toEvents: () => [],
  }),
  /** GET content_list/{id} of a release list (developer_config version_3_list_id or broadcaster_list_id). */
  release_records: httpCall({
    response: listOf(ReleaseRecordCodec),
    toEvents: (records, context) => {
      const listId = listIdIn(context.url);
      return listId === undefined ? [] : [{ type: 'ReleaseRecordsLoaded', listId, records, at: context.at }];
    },
  }),
  /** GET content_list/{id} of a device type's series list (the plan). */
  series_items: httpCall({
    response: listOf(SeriesItemCodec),
    toEvents: (items, context) => {
      const listId = listIdIn(context.url);
      return listId === undefined ? [] : [{ type: 'SeriesItemsLoaded', listId, items, at: context.at }];
    },
  }),
} as const;
