import { fileFieldTypes } from '../../src/domain/cms';
import { announceChange } from '../content/announce';
import { parseRecordFileKey } from '../content/upload-keys';
import { writeItemIn } from '../content/write-item';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import type { Services } from '../services';
import type { StoredDocument } from '../storage/document-repository';
import { presignUpload, storedObjectPath } from '../uploads/presign';
import { listDataKind } from './cms-kinds';
import { refreshDevicesShowing } from './devices-references';
import { invalid } from './entity-save';
import { fieldsOfList, visibleListOf } from './list-data-save';
import type { TopicContext } from './topic-handler';

type Values = Readonly<Record<string, unknown>>;
const dataOf = (record: StoredDocument): Values =>
  typeof record.body.data === 'object' && record.body.data !== null ? (record.body.data as Values) : {};

/** Writes one file value of a record and tells its list topic (and the devices showing it). */
const writeFileValue = async (
  services: Services,
  record: StoredDocument,
  field: string,
  value: Values,
): Promise<void> => {
  const written = await services.store.db.write(async (tx) => {
    const current = (await services.store.documents.cms_list_data.get(record.id, tx)) ?? record;
    return writeItemIn(listDataKind, services, tx, {
      existing: current,
      body: { ...current.body, data: { ...dataOf(current), [field]: value } },
      state: current.state,
    });
  });
  announceChange(listDataKind, services, written.before, written.after);
  await refreshDevicesShowing(services, [record.id]);
};

/**
 * get_aws_presigned_url {data_id, remote_path} on cms:list_data:{id}: a presigned form POST for one file of the
 * record (server/uploads/presign.ts). The key must be the record's (`{id}/{field}_{unix time}.{extension}`, spec 3 §3)
 * and name a file field of its list type. The record's field then reads `{status: 'new', key, url}` until the
 * object arrives (markObjectUploaded), as spec 3 §4 has it: "S3 file upload status: new, then ready".
 */
export const presignRecordUpload = async (
  context: TopicContext,
  dataId: number,
  remotePath: string,
): Promise<Reply> => {
  const { services } = context;
  const record = await services.store.documents.cms_list_data.find(context.params.id ?? '');
  if (!record) return refuse(reasons.notFound);
  if (record.id !== dataId) return invalid('data_id', `the record of this topic (${record.id})`, dataId);
  const list = await visibleListOf(context, record.body.cms_list_id);
  if (!list) return refuse(reasons.unauthorized);
  const key = parseRecordFileKey(remotePath);
  if (!key || key.dataId !== record.id)
    return invalid('remote_path', `a key ${record.id}/{field}_{unix time}.{extension}`, remotePath);
  const fields = await fieldsOfList(services, list);
  if (!fields.some((field) => field.name === key.field && fileFieldTypes.includes(field.type))) {
    return invalid('remote_path', 'a key naming a file field of the list type', remotePath);
  }
  const now = services.clock();
  await writeFileValue(services, record, key.field, {
    status: 'new',
    key: remotePath,
    url: `${storedObjectPath}${remotePath}`,
    statusMessage: '',
    statusUpdatedAt: Math.floor(now / 1000),
  });
  return ok(presignUpload(services.uploadSecret, remotePath, now));
};

/**
 * Call when an object has been stored under `key` (the presigned form target): the record field waiting for it
 * turns `ready`. Keys that no record waits for are ignored.
 */
export const markObjectUploaded = async (services: Services, key: string): Promise<void> => {
  const parsed = parseRecordFileKey(key);
  const record = parsed && (await services.store.documents.cms_list_data.get(parsed.dataId));
  const value = record && parsed ? dataOf(record)[parsed.field] : undefined;
  if (!record || !parsed || typeof value !== 'object' || value === null || (value as Values).key !== key) return;
  const seconds = Math.floor(services.clock() / 1000);
  await writeFileValue(services, record, parsed.field, {
    ...(value as Values),
    status: 'ready',
    statusMessage: '',
    statusUpdatedAt: seconds,
  });
};
