import { readdir, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';

/** An upload no saved item refers to for this long is removed (docs/protocol.md "Orphan uploads"). */
export const orphanAfterMs = 24 * 60 * 60 * 1000;
/** How often a process looks for orphans; the first look is a minute after it starts. */
export const sweepEveryMs = 60 * 60 * 1000;
const firstSweepAfterMs = 60 * 1000;

export interface OrphanSweepOptions {
  readonly uploadsDir: string;
  /** The server's clock: an upload's age is this minus the time it was stored (its file's mtime). */
  readonly clock: () => number;
  /** Which of these keys some stored item refers to (server/storage/upload-references.ts). */
  readonly referenced: (keys: readonly string[]) => Promise<ReadonlySet<string>>;
  readonly log: {
    info(message: string): void;
    error(message: string, error?: unknown): void;
  };
}

/** What one sweep did: the uploads it removed, and how many old enough ones it kept because they are in use. */
export interface SweepReport {
  readonly removed: readonly { readonly key: string; readonly bytes: number }[];
  readonly inUse: number;
}

interface StoredFile {
  readonly key: string;
  readonly bytes: number;
  readonly storedAtMs: number;
}

const missing = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

/** Every file under `root`, keyed by its path with `/` (what a storage key is); symbolic links are not followed. */
const storedFiles = async (root: string, folder = ''): Promise<StoredFile[]> => {
  let entries;
  try {
    entries = await readdir(path.join(root, folder), { withFileTypes: true });
  } catch (error) {
    if (missing(error)) return [];
    throw error;
  }
  const files: StoredFile[] = [];
  for (const entry of entries) {
    const key = folder === '' ? entry.name : `${folder}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await storedFiles(root, key)));
    else if (entry.isFile()) {
      const stats = await stat(path.join(root, key)).catch((error: unknown) => {
        if (missing(error)) return undefined;
        throw error;
      });
      if (stats) files.push({ key, bytes: stats.size, storedAtMs: stats.mtimeMs });
    }
  }
  return files;
};

/** Removes the folders `key` sat in while they are empty, up to (not including) the uploads folder. */
const removeEmptyFolders = async (root: string, key: string): Promise<void> => {
  for (let folder = path.posix.dirname(key); folder !== '.'; folder = path.posix.dirname(folder)) {
    const removed = await rmdir(path.join(root, folder)).then(
      () => true,
      () => false,
    );
    if (!removed) return;
  }
};

/**
 * One look for orphans: every file in the uploads folder stored at least `orphanAfterMs` ago that no stored item
 * refers to is removed, and each removal is logged. A file in use is never touched, however old; a file another
 * process removed first is skipped. Several processes on one uploads folder may sweep it alike.
 */
export const sweepOrphanUploads = async (options: OrphanSweepOptions): Promise<SweepReport> => {
  const now = options.clock();
  const old = (await storedFiles(options.uploadsDir)).filter((file) => now - file.storedAtMs >= orphanAfterMs);
  if (old.length === 0) return { removed: [], inUse: 0 };
  const inUse = await options.referenced(old.map((file) => file.key));
  const removed: { key: string; bytes: number }[] = [];
  for (const file of old.filter((candidate) => !inUse.has(candidate.key))) {
    try {
      await unlink(path.join(options.uploadsDir, file.key));
    } catch (error) {
      if (missing(error)) continue;
      throw error;
    }
    removed.push({ key: file.key, bytes: file.bytes });
    const hours = Math.floor((now - file.storedAtMs) / 3_600_000);
    options.log.info(
      `Removed orphan upload ${file.key} (${file.bytes} bytes, stored ${hours} h ago; no saved item refers to it)`,
    );
    await removeEmptyFolders(options.uploadsDir, file.key);
  }
  return { removed, inUse: inUse.size };
};

/** The running sweeps of a server: `sweep()` looks now (after any look in progress); `stop()` waits for it. */
export interface OrphanUploadSweeper {
  sweep(): Promise<SweepReport>;
  stop(): Promise<void>;
}

/** Looks for orphans a minute after the start and then every `sweepEveryMs`, one look at a time. */
export const startOrphanUploadSweeper = (options: OrphanSweepOptions): OrphanUploadSweeper => {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = (): Promise<SweepReport> => {
    const next = running.then(() => sweepOrphanUploads(options));
    running = next.catch(() => undefined);
    return next;
  };
  const scheduled = (): void => {
    sweep().catch((error: unknown) => options.log.error('The sweep for orphan uploads failed', error));
  };
  const first = setTimeout(scheduled, firstSweepAfterMs);
  const every = setInterval(scheduled, sweepEveryMs);
  first.unref();
  every.unref();
  return {
    sweep,
    stop: async () => {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
};
