import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Socket, type Channel } from 'phoenix';
import WebSocket from 'ws';
import { startStudioServer } from '../../server/main';
import { insertRows } from '../../server/seed/bulk-insert';

// `npm run bench -- --content-import-only` (issue 16 "Speed"): 10,000 rows imported through the studio server the
// way the console's import does it (`save_batch` of 200 rows on cms:list_datas:{list_id}, one after another),
// against the same rows saved one `save` each (8 in flight, what the import did first; 2,000 rows, as it is slow),
// and against the rows inserted straight into the database with one set-based statement, in the same run.

const quiet = { info: () => undefined, warn: () => undefined, error: (message: string) => console.error(message) };
const inFlight = 8;

type Reply = { status: string; response: Record<string, unknown> };

const pushed = (channel: Channel, event: string, payload: object): Promise<Reply> =>
  new Promise((resolve) => {
    channel
      .push(event, payload, 30_000)
      .receive('ok', (response: Record<string, unknown>) => resolve({ status: 'ok', response }))
      .receive('error', (response: Record<string, unknown>) => resolve({ status: 'error', response }))
      .receive('timeout', () => resolve({ status: 'timeout', response: {} }));
  });

const joined = (socket: Socket, topic: string): Promise<Channel> =>
  new Promise((resolve, reject) => {
    const channel = socket.channel(topic, {});
    channel
      .join()
      .receive('ok', () => resolve(channel))
      .receive('error', (reason: unknown) => reject(new Error(`${topic}: ${JSON.stringify(reason)}`)));
  });

export interface ContentImportFigures {
  readonly rows: number;
  readonly batchRowsPerSecond: number;
  readonly batchSeconds: number;
  readonly singleRows: number;
  readonly singleRowsPerSecond: number;
  readonly directRowsPerSecond: number;
  readonly directSeconds: number;
}

export const measureContentImport = async (rows = 10_000): Promise<ContentImportFigures> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-content-'));
  const server = await startStudioServer({ dataDir, port: 0, host: '127.0.0.1', seed: 'demo', log: quiet });
  let socket: Socket | undefined;
  try {
    const login = await fetch(`${server.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.local', password: 'demo1234' }),
    });
    const token = ((await login.json()) as { result: string }).result;
    socket = new Socket(server.socketUrl, {
      transport: WebSocket as unknown as new (endpoint: string) => object,
      params: { token, version: '19.09.2023' },
    });
    socket.connect();
    const typeTopic = await joined(socket, 'cms:list_type:create');
    const type = await pushed(typeTopic, 'save', {
      list_type: {
        name: 'Bench rows',
        fields: [
          { name: 'name', type: 'text' },
          { name: 'city', type: 'text' },
          { name: 'founded', type: 'text' },
        ],
      },
    });
    const typeId = (type.response.data as { id: number }).id;
    const listTopic = await joined(socket, 'cms:list:create');
    const lists = await Promise.all(
      ['Bench batch import', 'Bench single saves', 'Bench direct insert'].map((name) =>
        pushed(listTopic, 'save', { list: { name, cms_list_type_id: typeId } }),
      ),
    );
    const [batchList, singleList, directList] = lists.map((reply) => (reply.response.data as { id: number }).id);
    const values = (index: number) => ({
      name: `Team ${index}`,
      city: `City ${index % 97}`,
      founded: String(1900 + (index % 120)),
    });

    const records = await joined(socket, `cms:list_datas:${batchList}`);
    const batchStart = performance.now();
    for (let start = 0; start < rows; start += 200) {
      const list_data = Array.from({ length: Math.min(200, rows - start) }, (_, offset) => ({
        cms_list_id: batchList,
        state: 'active',
        data: values(start + offset),
      }));
      const reply = await pushed(records, 'save_batch', { list_data });
      if (reply.status !== 'ok') throw new Error(`save_batch failed: ${JSON.stringify(reply.response)}`);
    }
    const batchSeconds = (performance.now() - batchStart) / 1000;

    const singleRows = Math.min(rows, 2000);
    const create = await joined(socket, 'cms:list_data:create');
    let next = 0;
    let failed = 0;
    const singleStart = performance.now();
    await Promise.all(
      Array.from({ length: inFlight }, async () => {
        while (next < singleRows) {
          const index = next++;
          const reply = await pushed(create, 'save', {
            list_data: { cms_list_id: singleList, state: 'active', data: values(index) },
          });
          if (reply.status !== 'ok') failed += 1;
        }
      }),
    );
    const singleSeconds = (performance.now() - singleStart) / 1000;
    if (failed > 0) throw new Error(`${failed} single saves failed`);

    const directStart = performance.now();
    await server.services.store.db.write((tx) =>
      insertRows(
        tx,
        'cms_list_data',
        Array.from({ length: rows }, (_, index) => ({
          uuid: crypto.randomUUID(),
          body: { cms_list_id: directList, data: values(index) },
        })),
      ),
    );
    const directSeconds = (performance.now() - directStart) / 1000;
    const round = (value: number): number => Math.round(value * 10) / 10;
    return {
      rows,
      batchSeconds: round(batchSeconds),
      batchRowsPerSecond: Math.round(rows / batchSeconds),
      singleRows,
      singleRowsPerSecond: Math.round(singleRows / singleSeconds),
      directSeconds: round(directSeconds),
      directRowsPerSecond: Math.round(rows / directSeconds),
    };
  } finally {
    socket?.disconnect();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
