import { createHmac, timingSafeEqual } from 'node:crypto';

/** Where presigned form POSTs go (the studio server stands in for the storage bucket). */
export const uploadTargetPath = '/storage/upload';
/** Where stored objects are read back. */
export const storedObjectPath = '/storage/';
const validForSeconds = 3600;

/** A storage key as spec 3 §3 forms them ({id}/{field}_{unix time}.{extension}): no `..`, no absolute paths. */
export const isSafeKey = (key: string): boolean =>
  key.length > 0 &&
  key.length <= 512 &&
  /^[\w.\-/]+$/.test(key) &&
  !key.split('/').some((part) => part === '' || part === '.' || part === '..');

const signatureOf = (secret: string, key: string, expires: string): string =>
  createHmac('sha256', secret).update(`${key}\n${expires}`).digest('hex');

/** The {url, fields} of a presigned form POST: the console posts the fields plus `file` to the url. */
export const presignUpload = (
  secret: string,
  key: string,
  nowMs: number,
): { readonly url: string; readonly fields: Readonly<Record<string, string>> } => {
  const expires = String(Math.floor(nowMs / 1000) + validForSeconds);
  return { url: uploadTargetPath, fields: { key, expires, signature: signatureOf(secret, key, expires) } };
};

/** Whether posted form fields carry a valid, unexpired signature for their key. */
export const verifyUpload = (secret: string, fields: Readonly<Record<string, string>>, nowMs: number): boolean => {
  const { key, expires, signature } = fields;
  if (!key || !expires || !signature || !isSafeKey(key) || !/^\d+$/.test(expires) || Number(expires) * 1000 < nowMs)
    return false;
  const expected = Buffer.from(signatureOf(secret, key, expires));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};
