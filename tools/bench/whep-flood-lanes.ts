import { parentPort, workerData } from 'node:worker_threads';

// The WHEP flood of whep-flood.ts, in a worker thread so its HTTP work does not share the event loop that times
// the socket pushes. Each account keeps eight offers in flight until told to stop, DELETEs every session it gets
// at once (so the flood keeps negotiating), and reports the answers by status.

interface Setup {
  readonly webrtcUrl: string;
  readonly stream: string;
  /** One entry per account: its token and the offer it sends. */
  readonly lanes: readonly { readonly token: string; readonly offer: string }[];
}

const setup = workerData as Setup;
const answers: Record<string, number> = {};
let stopped = false;

const lane = async (token: string, offer: string): Promise<void> => {
  const authorization = `Bearer ${token}`;
  while (!stopped) {
    const answer = await fetch(`${setup.webrtcUrl}/${setup.stream}/whep`, {
      method: 'POST',
      headers: { 'content-type': 'application/sdp', authorization },
      body: offer,
    }).catch(() => undefined);
    const status = String(answer?.status ?? 'failed');
    answers[status] = (answers[status] ?? 0) + 1;
    await answer?.text();
    const location = answer?.headers.get('location');
    if (location) await fetch(`${setup.webrtcUrl}${location}`, { method: 'DELETE', headers: { authorization } });
    else if (answer?.status === 429 || answer?.status === 503) await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const running = Promise.all(
  setup.lanes.flatMap(({ token, offer }) => Array.from({ length: 8 }, () => lane(token, offer))),
);

parentPort?.on('message', () => {
  stopped = true;
  void running.then(() => parentPort?.postMessage(answers));
});
