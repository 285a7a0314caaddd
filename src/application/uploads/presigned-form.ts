/** The answer to get_aws_presigned_url (spec 1 §7.2 'reply url and fields'): where to POST, and what to send. */
export interface PresignedForm {
  readonly url: string;
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * The reply decoded where the queue uses it (the wire catalogue's typed push lives in infrastructure); a reply
 * of another shape counts as a presigned-URL error.
 */
export const presignedFormOf = (response: unknown): PresignedForm | undefined => {
  if (typeof response !== 'object' || response === null) return undefined;
  const { url, fields } = response as Record<string, unknown>;
  if (typeof url !== 'string' || url === '' || typeof fields !== 'object' || fields === null || Array.isArray(fields))
    return undefined;
  const entries = Object.entries(fields as Record<string, unknown>);
  if (!entries.every(([, value]) => typeof value === 'string')) return undefined;
  return { url, fields: Object.fromEntries(entries) as Record<string, string> };
};

/** The record id as the push payload wants it: a number when it is one (the wire's numericId), else as given. */
export const dataIdPayload = (dataId: string): number | string => (/^\d{1,15}$/.test(dataId) ? Number(dataId) : dataId);
