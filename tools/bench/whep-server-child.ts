import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStudioServer } from '../../server/main';

// The studio server in its own process for the WHEP viewers bench (whep-viewers.ts), so its CPU time can be
// read apart from the viewers'. Prints one JSON line with its addresses, then serves until stdin closes.
const quiet = { info: () => undefined, warn: () => undefined, error: (message: string) => console.error(message) };

const main = async (): Promise<void> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-whep-'));
  const server = await startStudioServer({ dataDir, port: 0, host: '127.0.0.1', seed: 'demo', log: quiet });
  console.log(JSON.stringify({ url: server.url, webrtcUrl: server.webrtcUrl }));
  process.stdin.resume();
  process.stdin.on('end', () => {
    void server.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
  });
};

void main();
