import WebSocket from 'ws';
import { protocolVersion } from './phoenix-client';

export type RawFrame = [string | null, string | null, string, string, Record<string, unknown>];

/** A bare WebSocket speaking vsn 2.0.0 by hand, for frames the phoenix client would never send. */
export interface RawSocket {
  send(frame: unknown): void;
  sendText(text: string): void;
  /** The next frame (already received or still to come) that matches. */
  next(match: (frame: RawFrame) => boolean, timeoutMs?: number): Promise<RawFrame>;
  close(): void;
}

export const socketAddress = (socketUrl: string, params: Readonly<Record<string, string>>): string =>
  `${socketUrl}/websocket?${new URLSearchParams({ vsn: '2.0.0', ...params }).toString()}`;

/** The HTTP status of a refused upgrade, or 101 when the socket opened. */
export const upgradeStatus = (address: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(address);
    ws.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.on('open', () => {
      resolve(101);
      ws.close();
    });
    ws.on('error', (error) => {
      if (!/Unexpected server response/.test(error.message)) reject(error);
    });
  });

export const openRaw = (socketUrl: string, token: string): Promise<RawSocket> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(socketAddress(socketUrl, { token, version: protocolVersion }));
    const frames: RawFrame[] = [];
    const waiters = new Set<() => void>();
    ws.on('message', (data: Buffer) => {
      frames.push(JSON.parse(data.toString('utf8')) as RawFrame);
      for (const waiter of [...waiters]) waiter();
    });
    ws.on('error', reject);
    ws.on('open', () =>
      resolve({
        send: (frame) => ws.send(JSON.stringify(frame)),
        sendText: (text) => ws.send(text),
        close: () => ws.close(),
        next: (match, timeoutMs = 2000) =>
          new Promise((found, failed) => {
            const check = (): boolean => {
              const index = frames.findIndex(match);
              if (index < 0) return false;
              const [frame] = frames.splice(index, 1);
              waiters.delete(check);
              clearTimeout(timer);
              found(frame as RawFrame);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              failed(new Error(`no matching frame within ${timeoutMs} ms; frames: ${JSON.stringify(frames)}`));
            }, timeoutMs);
            if (!check()) waiters.add(check);
          }),
      }),
    );
  });

/** A reply to a given ref. */
export const replyTo =
  (ref: string) =>
  (frame: RawFrame): boolean =>
    frame[1] === ref && frame[3] === 'phx_reply';
