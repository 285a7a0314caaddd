// The productions viewer's WebRTC reader (spec 3 §4 'WebRTC reader', §8 'WebRTC reader errors', §9).

/** Why a WHEP session failed or ended. */
export type WhepFailure =
  | { readonly kind: 'not_found' }
  | { readonly kind: 'bad_status'; readonly status: number }
  | { readonly kind: 'closed' };

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

/** The texts of spec 3 §8. */
export const whepFailureText = (failure: WhepFailure): string => {
  switch (failure.kind) {
    case 'not_found':
      return 'stream not found';
    case 'bad_status':
      return `bad status code ${failure.status}`;
    case 'closed':
      return 'peer connection closed';
    default: {
      const never: never = failure;
      return never;
    }
  }
};

/** After a failure: a reader that was running (or already restarting) restarts; one that never ran stops there. */
export const readerAfterFailure = (state: WebrtcReaderState, failure: WhepFailure): WebrtcReaderState =>
  state.status === 'running' || state.status === 'restarting'
    ? { status: 'restarting', error: whepFailureText(failure) }
    : { status: 'error', error: whepFailureText(failure) };

/** The WHEP address of a streamer output: {base}/{webrtc_name}/whep (spec 3 §7). */
export const whepUrl = (base: string, webrtcName: string): string =>
  `${base.replace(/\/+$/, '')}/${encodeURIComponent(webrtcName)}/whep`;

/** A channel streamer in the productions list (spec 3 §4): ready when its instance's test page answers. */
export type StreamerPhase = 'stopped' | 'starting' | 'ready';

/** Spec 3 §9: the production channel list refreshes every second. */
export const productionRefreshMs = 1000;
