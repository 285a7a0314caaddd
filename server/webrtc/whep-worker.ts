import { readFileSync, readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { parseIvf } from './ivf';
import { PatternPlayer } from './pattern-player';
import { PeerSessions } from './peer-sessions';
import type { FromWhepWorker, ToWhepWorker, WhepWorkerSetup } from './whep-worker-messages';

// The WHEP worker thread (issue 28): it owns every peer connection and the pattern playback, so werift's SDP
// parsing, ICE, DTLS and SRTP never run on the event loop the Phoenix sockets and HTTP share. The main thread
// (whep-sessions.ts) keeps who owns which session and what the limits allow; this side only negotiates and plays.

/** Nice value of this thread: above the main thread's 0, below anything a person would notice in the video. */
const workerNice = 10;

// On a busy machine the thread still competes with the main one for the cores: on Linux, where a thread has its
// own id and priority, it yields to the loop that serves the consoles. Elsewhere it runs at the process's priority.
const lowerPriority = (): void => {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isSafeInteger(thread) && thread > 0) setPriority(thread, workerNice);
  } catch {
    // Not Linux, or not allowed: the worker still keeps negotiation off the main thread.
  }
};
lowerPriority();

const port = parentPort;
if (!port) throw new Error('whep-worker.ts runs as a worker thread');
const setup = workerData as WhepWorkerSetup;
const send = (message: FromWhepWorker): void => port.postMessage(message);

const sessions = new PeerSessions(new PatternPlayer(parseIvf(readFileSync(setup.patternFile))), {
  iceServers: setup.iceServers,
  extraHostAddresses: setup.extraHostAddresses,
  warn: (message) => send({ type: 'warn', message }),
  playing: (id) => send({ type: 'playing', id }),
  ended: (id) => send({ type: 'ended', id }),
});

port.on('message', (message: ToWhepWorker) => {
  switch (message.type) {
    case 'open':
      sessions.open(message.id, message.offer).then(
        (answer) => send({ type: 'answer', call: message.call, answer }),
        (error: unknown) =>
          send({ type: 'failed', call: message.call, error: error instanceof Error ? error.message : String(error) }),
      );
      return;
    case 'candidates':
      void sessions
        .addCandidates(message.id, message.fragment)
        .then((known) => send({ type: 'added', call: message.call, known }));
      return;
    case 'close':
      sessions.close(message.id);
      return;
    default: {
      const never: never = message;
      return never;
    }
  }
});
