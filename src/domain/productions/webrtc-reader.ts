// The productions viewer's WebRTC reader (spec 3 §4 'WebRTC reader', §8 'WebRTC reader errors', §9).

/**
 * Why a WHEP session failed or ended. Besides spec 3 §8's three, the endpoint's refusals each get their own
 * (docs/protocol/webrtc.md): a viewer told "bad status code 403" under a black picture cannot tell a missing right
 * from a broken server.
 */
export type WhepFailure =
  | { readonly kind: 'not_found' }
  | { readonly kind: 'bad_status'; readonly status: number }
  | { readonly kind: 'closed' }
  /** The WHEP endpoint did not answer at all (its OPTIONS found no server): nothing was negotiated. */
  | { readonly kind: 'unreachable' }
  /** 401: the console's session ended. */
  | { readonly kind: 'signed_out' }
  /** 403: the caller's production roles do not include this output. */
  | { readonly kind: 'forbidden' }
  /** 429: the account already has as many viewers open as it may. */
  | { readonly kind: 'too_many' }
  /** 400: the server would not negotiate the browser's offer; `detail` is its reason. */
  | { readonly kind: 'refused'; readonly detail: string };

/**
 * connecting (the first attempt), running (video plays), restarting (it played, failed, and tries again in 2 s),
 * error (it never played: a stream that does not exist stays an error), stopped (the viewer closed).
 */
export type WebrtcReaderState =
  | { readonly status: 'connecting' }
  | { readonly status: 'running' }
  | { readonly status: 'restarting'; readonly error: string }
  | { readonly status: 'error'; readonly error: string }
  | { readonly status: 'stopped' };

/** Spec 3 §9: the reader retries 2 s after a failure, if it was running. */
export const webrtcRetryMs = 2000;
/** How often the reader looks while the server does not answer at all, after its first retry. */
export const webrtcProbeMs = 250;
/** Quick looks at a server that does not answer, before the reader falls back to every 2 s: 30 s of them. */
export const webrtcQuickProbes = 120;

/**
 * The wait before retry `attempt` (0: the first after a running session ended) of a reader that is restarting.
 * The first retry goes after the spec's 2 s (spec 3 §9). A server that does not answer at all costs a look nothing
 * (no offer is made: the attempt ends at its OPTIONS), so while the server is down the reader looks every 250 ms for
 * the next 30 s and sees a restarted server within a quarter of a second (issue 31 §3: playing again within 5 s of a
 * studio server's restart); every other failure (an answer, a refusal, a peer that did not connect), and an outage
 * past those 30 s, waits the spec's 2 s.
 */
export const webrtcRetryDelayMs = (failure: WhepFailure, attempt: number): number =>
  attempt > 0 && failure.kind === 'unreachable' && attempt <= webrtcQuickProbes ? webrtcProbeMs : webrtcRetryMs;

/** The texts of spec 3 §8. */
export const whepFailureText = (failure: WhepFailure): string => {
  switch (failure.kind) {
    case 'not_found':
      return 'stream not found';
    case 'bad_status':
      return `bad status code ${failure.status}`;
    case 'closed':
    case 'unreachable':
      return 'peer connection closed';
    case 'signed_out':
      return 'Your session has ended: sign in again to watch';
    case 'forbidden':
      return 'You may not watch this output';
    case 'too_many':
      return 'Too many viewers open for your account: close one to watch here';
    case 'refused':
      return `The server refused this browser's offer${failure.detail ? `: ${failure.detail}` : ''}`;
    default: {
      const never: never = failure;
      return never;
    }
  }
};

/** Refusals that asking again in 2 s cannot change: the viewer stops there even if it was running. */
const isFinal = (failure: WhepFailure): boolean =>
  failure.kind === 'signed_out' || failure.kind === 'forbidden' || failure.kind === 'refused';

/**
 * After a failure: a reader that was running (or already restarting) restarts; one that never ran stops there, and
 * so does any reader refused for good (signed out, no right, an offer the server will not take).
 */
export const readerAfterFailure = (state: WebrtcReaderState, failure: WhepFailure): WebrtcReaderState =>
  (state.status === 'running' || state.status === 'restarting') && !isFinal(failure)
    ? { status: 'restarting', error: whepFailureText(failure) }
    : { status: 'error', error: whepFailureText(failure) };

/** The failure a WHEP POST's status says (a 201 is no failure; the caller does not ask then). */
export const whepStatusFailure = (status: number, text: string): WhepFailure => {
  switch (status) {
    case 400:
      return { kind: 'refused', detail: text.trim().slice(0, 200) };
    case 401:
      return { kind: 'signed_out' };
    case 403:
      return { kind: 'forbidden' };
    case 404:
      return { kind: 'not_found' };
    case 429:
      return { kind: 'too_many' };
    default:
      return { kind: 'bad_status', status };
  }
};

/** The WHEP address of a streamer output: {base}/{webrtc_name}/whep (spec 3 §7). */
export const whepUrl = (base: string, webrtcName: string): string =>
  `${base.replace(/\/+$/, '')}/${encodeURIComponent(webrtcName)}/whep`;

/** A channel streamer in the productions list (spec 3 §4): ready when its instance's test page answers. */
export type StreamerPhase = 'stopped' | 'starting' | 'ready';

/** Spec 3 §9: the production channel list refreshes every second. */
export const productionRefreshMs = 1000;
