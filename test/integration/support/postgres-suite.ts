import { postgresBinaries, startPostgresCluster, type PostgresCluster } from './postgres-cluster';

/**
 * One throwaway cluster per describe block, or a skip that says why: the PostgreSQL-mode tests need Debian's
 * `postgresql` package (`.ci/run` installs it). Everything else in the suite runs without it.
 */
export const withPostgresCluster = (): (() => PostgresCluster) => {
  let cluster: PostgresCluster | undefined;
  before(async function () {
    const bin = postgresBinaries();
    if (!bin) {
      console.warn(
        '    PostgreSQL mode tests SKIPPED: no initdb/pg_ctl under /usr/lib/postgresql/*/bin (apt-get install postgresql, or set PG_BIN).',
      );
      this.skip();
    }
    cluster = await startPostgresCluster(bin);
  });
  after(async () => cluster?.stop());
  return () => {
    if (!cluster) throw new Error('the PostgreSQL cluster is not started (read it inside a hook or test)');
    return cluster;
  };
};
