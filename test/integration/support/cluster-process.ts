import { startStudioServer } from '../../../server/main';

// One studio-server process of a PostgreSQL cluster, for the multi-process specs and benches (studio-processes.ts): started with
// DATABASE_URL, STUDIO_DATA and UPLOADS_DIR; prints `ready {url}` once it listens, its log lines as
// `info …`/`warn …`/`error …`, and stops cleanly on SIGTERM.

const main = async (): Promise<void> => {
  const server = await startStudioServer({
    dataDir: process.env.STUDIO_DATA ?? '',
    databaseUrl: process.env.DATABASE_URL,
    uploadsDir: process.env.UPLOADS_DIR,
    port: 0,
    webrtcPort: 0,
    host: '127.0.0.1',
    distDir: '/nonexistent-console-bundle',
    log: {
      info: (message) => console.log(`info ${message}`),
      warn: (message) => console.log(`warn ${message}`),
      error: (message, error) => console.log(`error ${message} ${error instanceof Error ? error.stack : ''}`),
    },
  });
  console.log(`ready ${server.url}`);
  process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
};

main().catch((error: unknown) => {
  console.log(`error start ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
