import { createHash, randomBytes } from 'node:crypto';

/** A session token: 32 random bytes, URL-safe (it appears in the profile:{token} topic name). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Sessions store only the token's hash, so a copy of the data folder does not hand out live sessions. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Accepts `Authorization: <token>` (what the console sends, spec 1 §7.1) and `Bearer <token>`. */
export const tokenFromAuthorization = (header: string | undefined): string | undefined => {
  const value = header?.trim();
  if (!value) return undefined;
  const token = value.toLowerCase().startsWith('bearer ') ? value.slice(7).trim() : value;
  return token.length > 0 && token.length <= 512 ? token : undefined;
};
