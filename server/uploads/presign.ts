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

const signatureOf = (secret: string, key: string, expires: string, account: string): string =>
  createHmac('sha256', secret).update(`${key}\n${expires}\n${account}`).digest('hex');

/**
 * The {url, fields} of a presigned form POST: the console posts the fields plus `file` to the url. The account
 * that asked is signed in with the key: the form target is anonymous, and its audit row names that account.
 */
export const presignUpload = (
  secret: string,
  key: string,
  nowMs: number,
  accountId: number,
): { readonly url: string; readonly fields: Readonly<Record<string, string>> } => {
  const expires = String(Math.floor(nowMs / 1000) + validForSeconds);
  const account = String(accountId);
  return {
    url: uploadTargetPath,
    fields: { key, expires, account, signature: signatureOf(secret, key, expires, account) },
  };
};

/** What a valid presigned form allows: storing `key`, on behalf of the account that asked for the form. */
export interface VerifiedUpload {
  readonly key: string;
  readonly accountId: number;
}

/** The upload posted form fields allow, when they carry a valid, unexpired signature; else undefined. */
export const verifyUpload = (
  secret: string,
  fields: Readonly<Record<string, string>>,
  nowMs: number,
): VerifiedUpload | undefined => {
  const { key, expires, account, signature } = fields;
  if (!key || !expires || !account || !signature || !isSafeKey(key) || !/^\d{1,10}$/.test(account)) return undefined;
  if (!/^\d+$/.test(expires) || Number(expires) * 1000 < nowMs) return undefined;
  const expected = Buffer.from(signatureOf(secret, key, expires, account));
  const actual = Buffer.from(signature);
  return expected.length === actual.length && timingSafeEqual(expected, actual)
    ? { key, accountId: Number(account) }
    : undefined;
};
