import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freePort } from './free-port';

// A throwaway PostgreSQL cluster for the PostgreSQL-mode tests (docs/deploy.md): initdb in a temporary folder,
// started on a free loopback port, removed afterwards. Debian's `postgresql` package provides the binaries
// (`.ci/run` installs it); PG_BIN points elsewhere. Postgres refuses to run as root, so as root the cluster runs
// as the `postgres` user through runuser.

const run = promisify(execFile);

/** The folder holding initdb and pg_ctl, or undefined when PostgreSQL is not installed. */
export const postgresBinaries = (): string | undefined => {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => path.join('/usr/lib/postgresql', version, 'bin'))
      : [];
  return candidates.find(
    (folder) => existsSync(path.join(folder, 'initdb')) && existsSync(path.join(folder, 'pg_ctl')),
  );
};

export interface PostgresCluster {
  readonly port: number;
  /** A fresh, empty database in the cluster; returns its connection URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

const asOwner = (bin: string, command: string, args: readonly string[]) =>
  process.getuid?.() === 0
    ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
    : run(path.join(bin, command), [...args]);

export const startPostgresCluster = async (bin: string): Promise<PostgresCluster> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'studio-pg-'));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(group.trim()));
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  try {
    await asOwner(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    // fsync off: the cluster lives for one test run; durability across a power cut is not what is tested.
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`;
    await asOwner(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const url = (database: string): string => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    createDatabase: async (name) => {
      const client = new Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`create database "${name}"`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stop: async () => {
      try {
        await asOwner(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
};
