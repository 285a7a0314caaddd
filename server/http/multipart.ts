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
