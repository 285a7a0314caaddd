// S3 key format {id}/{field}_{unix time}.{extension} (spec 2 §9).

/** The extension after the last dot; none for 'README' or a dot-file like '.env'. */
export const fileExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1) : '';
};

/** `now` is ms; the key carries unix seconds. A file without an extension gets no trailing dot. */
export const uploadKey = (dataId: string | number, fieldName: string, now: number, fileName: string): string => {
  const extension = fileExtension(fileName);
  const base = `${dataId}/${fieldName}_${Math.floor(now / 1000)}`;
  return extension === '' ? base : `${base}.${extension}`;
};
