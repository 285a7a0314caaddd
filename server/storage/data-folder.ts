import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const marker = '.studio-data';

/** The parts of a data folder: the PGlite cluster and uploaded files. */
export interface DataFolder {
  readonly root: string;
  readonly database: string;
  readonly uploads: string;
}

export const dataFolder = (root: string): DataFolder => {
  const absolute = path.resolve(root);
  return { root: absolute, database: path.join(absolute, 'pg'), uploads: path.join(absolute, 'uploads') };
};

/**
 * Creates the folder (and with `reset`, empties it first). A reset only removes a folder this server made or an
 * empty one: `--data ~ --reset` must not wipe a home directory.
 */
export const prepareDataFolder = async (root: string, reset: boolean): Promise<DataFolder> => {
  const folder = dataFolder(root);
  if (existsSync(folder.root)) {
    const entries = readdirSync(folder.root);
    const ours = entries.length === 0 || entries.includes(marker);
    if (!ours)
      throw new Error(`${folder.root} is not empty and is not a studio data folder; choose another --data folder.`);
    if (reset) await rm(folder.root, { recursive: true, force: true });
  }
  await mkdir(folder.uploads, { recursive: true });
  await writeFile(
    path.join(folder.root, marker),
    'Studio server data folder (PGlite cluster in pg/, uploads in uploads/).\n',
  );
  return folder;
};
