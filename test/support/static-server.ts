import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.map': 'application/json',
  '.json': 'application/json',
};

/** Serves the built console from a folder on a free loopback port, with the SPA fallback to index.html. */
export const serveFolder = async (folder: string): Promise<{ url: string; close: () => Promise<void> }> => {
  const server: Server = createServer((request, response) => {
    const wanted = path.join(folder, path.normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')));
    const file =
      wanted.startsWith(folder) && existsSync(wanted) && statSync(wanted).isFile()
        ? wanted
        : path.join(folder, 'index.html');
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
};
