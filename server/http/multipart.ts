/** One part of a multipart/form-data body: a field or a file. */
export interface FormPart {
  readonly name: string;
  readonly filename?: string;
  readonly contentType?: string;
  readonly data: Buffer;
}

/** The boundary of a `multipart/form-data; boundary=…` content type, if it is one. */
export const boundaryOf = (contentType: string | undefined): string | undefined => {
  if (!contentType || !/^multipart\/form-data/i.test(contentType)) return undefined;
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const boundary = (match?.[1] ?? match?.[2])?.trim();
  return boundary && boundary.length <= 200 ? boundary : undefined;
};

const headerValue = (headers: string, name: string): string | undefined => {
  const line = headers.split('\r\n').find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
};

const parameter = (header: string, name: string): string | undefined => {
  const match =
    new RegExp(`;\\s*${name}="([^"]*)"`, 'i').exec(header) ?? new RegExp(`;\\s*${name}=([^;]*)`, 'i').exec(header);
  return match?.[1];
};

/** Splits a buffered multipart body (RFC 7578). Returns undefined when the body is not well formed. */
export const parseMultipart = (body: Buffer, boundary: string): FormPart[] | undefined => {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let position = body.indexOf(delimiter);
  if (position < 0) return undefined;
  for (;;) {
    position += delimiter.length;
    if (body.subarray(position, position + 2).toString() === '--') return parts;
    if (body.subarray(position, position + 2).toString() !== '\r\n') return undefined;
    const headersEnd = body.indexOf('\r\n\r\n', position + 2);
    if (headersEnd < 0) return undefined;
    const headers = body.subarray(position + 2, headersEnd).toString('utf8');
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headersEnd + 4);
    if (next < 0) return undefined;
    const disposition = headerValue(headers, 'content-disposition');
    const name = disposition ? parameter(disposition, 'name') : undefined;
    if (name === undefined) return undefined;
    const filename = disposition ? parameter(disposition, 'filename') : undefined;
    parts.push({
      name,
      filename,
      contentType: headerValue(headers, 'content-type'),
      data: body.subarray(headersEnd + 4, next),
    });
    position = next + 2;
  }
};

/**
 * The text fields that precede the first file part, as soon as `prefix` holds that part's headers (or the
 * whole form): `'more'` while it does not yet, undefined when what is there is not a well-formed form. A
 * presigned form POST puts its signed fields before the file (as S3 requires), so the signature can be checked
 * before the file is read.
 */
export const leadingFields = (prefix: Buffer, boundary: string): ReadonlyMap<string, string> | 'more' | undefined => {
  const delimiter = Buffer.from(`--${boundary}`);
  const fields = new Map<string, string>();
  let position = prefix.indexOf(delimiter);
  if (position < 0) return 'more';
  for (;;) {
    position += delimiter.length;
    if (prefix.length < position + 2) return 'more';
    const after = prefix.subarray(position, position + 2).toString();
    if (after === '--') return fields;
    if (after !== '\r\n') return undefined;
    const headersEnd = prefix.indexOf('\r\n\r\n', position + 2);
    if (headersEnd < 0) return 'more';
    const disposition = headerValue(prefix.subarray(position + 2, headersEnd).toString('utf8'), 'content-disposition');
    const name = disposition ? parameter(disposition, 'name') : undefined;
    if (name === undefined || disposition === undefined) return undefined;
    if (parameter(disposition, 'filename') !== undefined) return fields;
    const next = prefix.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headersEnd + 4);
    if (next < 0) return 'more';
    fields.set(name, prefix.subarray(headersEnd + 4, next).toString('utf8'));
    position = next + 2;
  }
};
