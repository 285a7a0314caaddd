import { mkdir, rename, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey } from './presign';

/**
 * The largest upload the server takes, on both paths (`POST content/upload/{id}` is buffered; the presigned form
 * target stands in for the bucket). The one place it is said: config.json hands it to the console
 * (`uploadLimitBytes`), which refuses a larger file when it is chosen (issue 29).
 */
export const maxUploadBytes = 64 * 1024 * 1024;

/**
 * Writes an uploaded object under the uploads folder, atomically (temp file, then rename). Its modification time
 * is `storedAtMs`, the server clock's: the orphan sweep (orphan-uploads.ts) reads an upload's age from it.
 */
export const storeObject = async (
  uploadsDir: string,
  key: string,
  data: Buffer,
  storedAtMs: number,
): Promise<string> => {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key ${key}`);
  const target = path.join(uploadsDir, key);
  await mkdir(path.dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.${Date.now()}.part`;
  await writeFile(temporary, data);
  const storedAt = new Date(storedAtMs);
  await utimes(temporary, storedAt, storedAt);
  await rename(temporary, target);
  return target;
};

/** The extension of an uploaded file name, lower case, letters and digits only (or `bin`). */
export const extensionOf = (filename: string | undefined): string => {
  const extension = path
    .extname(filename ?? '')
    .slice(1)
    .toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(extension) ? extension : 'bin';
};
