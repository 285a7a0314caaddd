import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import WebSocket from 'ws';
import type { Browser } from '../../test/support/browser';

// A DevTools timeline trace of the page a webdriverio session shows, for a bench's `--trace`: chromedriver's
// commands cannot receive CDP events (Tracing.dataCollected), so the trace goes over a second DevTools connection
// to the page target. The categories are the Performance panel's, plus invalidation tracking, which names what
// made each "Recalculate style" and "Layout" necessary (the node and the reason: a class, an inline style, a
// rule inserted into a style sheet…).

const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.invalidationTracking',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'blink.user_timing',
];

interface TargetInfo {
  readonly type: string;
  readonly url: string;
  readonly webSocketDebuggerUrl: string;
}

/** Traces `ms` of the page whose URL starts with `urlPrefix`, and writes the trace (Chrome's JSON format) to `file`. */
export const traceTimeline = async (browser: Browser, urlPrefix: string, ms: number, file: string): Promise<void> => {
  const address = (browser.capabilities as { 'goog:chromeOptions'?: { debuggerAddress?: string } })[
    'goog:chromeOptions'
  ]?.debuggerAddress;
  if (!address) throw new Error('chromedriver did not say where the DevTools endpoint is');
  const targets = (await (await fetch(`http://${address}/json/list`)).json()) as TargetInfo[];
  const page = targets.find((target) => target.type === 'page' && target.url.startsWith(urlPrefix));
  if (!page) throw new Error(`no page at ${urlPrefix}`);
  const socket = new WebSocket(page.webSocketDebuggerUrl, { perMessageDeflate: false, maxPayload: 1 << 30 });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const events: unknown[] = [];
  let next = 1;
  const complete = new Promise<void>((resolve) => {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { method?: string; params?: { value?: unknown[] } };
      if (message.method === 'Tracing.dataCollected') events.push(...(message.params?.value ?? []));
      if (message.method === 'Tracing.tracingComplete') resolve();
    });
  });
  const send = (method: string, params: object): void => socket.send(JSON.stringify({ id: next++, method, params }));
  send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: categories } });
  await new Promise((resolve) => setTimeout(resolve, ms));
  send('Tracing.end', {});
  await complete;
  socket.close();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify({ traceEvents: events }));
};
