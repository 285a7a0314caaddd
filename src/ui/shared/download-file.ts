/**
 * A file the page hands to the browser's downloads: text or Blobs in chunks, so a large recording is never one
 * string.
 */
export interface DownloadableFile {
  readonly fileName: string;
  readonly chunks: readonly (string | Blob)[];
  readonly mimeType?: string;
}

/**
 * Saves a file through a hidden link. The link stays in the page until the next download of the same kind,
 * so its blob URL can still be read (browser tests fetch it); the previous one is revoked.
 */
export const downloadFile = (file: DownloadableFile, testId: string): void => {
  const url = URL.createObjectURL(new Blob([...file.chunks], { type: file.mimeType ?? 'application/x-ndjson' }));
  document.querySelectorAll(`a[data-testid="${testId}"]`).forEach((old) => {
    URL.revokeObjectURL((old as HTMLAnchorElement).href);
    old.remove();
  });
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.dataset['testid'] = testId;
  link.hidden = true;
  document.body.append(link);
  link.click();
};
