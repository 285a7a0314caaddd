import type { RTCIceServer } from 'werift';

// The messages between the main thread's WhepSessions and the WHEP worker (whep-worker.ts): plain objects, as
// postMessage clones them.

/** What the worker starts with (workerData). */
export interface WhepWorkerSetup {
  readonly patternFile: string;
  readonly iceServers: readonly RTCIceServer[];
  readonly extraHostAddresses: readonly string[];
}

/** Main thread → worker. `call` numbers a request whose reply the main thread awaits. */
export type ToWhepWorker =
  | { readonly type: 'open'; readonly call: number; readonly id: string; readonly offer: string }
  | { readonly type: 'candidates'; readonly call: number; readonly id: string; readonly fragment: string }
  | { readonly type: 'close'; readonly id: string };

/** Worker → main thread. */
export type FromWhepWorker =
  | { readonly type: 'answer'; readonly call: number; readonly answer: string }
  | { readonly type: 'failed'; readonly call: number; readonly error: string }
  | { readonly type: 'added'; readonly call: number; readonly known: boolean }
  | { readonly type: 'playing'; readonly id: string }
  | { readonly type: 'ended'; readonly id: string }
  | { readonly type: 'warn'; readonly message: string };
