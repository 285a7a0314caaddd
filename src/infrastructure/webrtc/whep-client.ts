import { WhepError, type WhepPort, type WhepSession } from '../../application/ports';
import { whepStatusFailure, type WhepFailure } from '../../domain/productions';

/** How long a POSTed session may take to connect before it counts as a closed peer connection. */
const connectTimeoutMs = 15_000;

/**
 * A session whose video stops arriving for this long has ended: a server that went away without closing it (a
 * restart, a crash) leaves the browser's peer connection 'connected' until ICE consent expires, many seconds
 * later. The outputs send ~25 frames a second, so two seconds without a packet is no pause.
 */
const silenceMs = 2000;
const silenceCheckMs = 250;

/** RFC 9725 §4.4: `Link: <stun:host>; rel="ice-server"; username=…; credential=…`, one per server. */
export const iceServersFromLinks = (header: string | null): RTCIceServer[] =>
  (header ?? '').split(/,(?=\s*<)/).flatMap((link) => {
    const url = /<([^>]+)>/.exec(link)?.[1];
    if (!url || !/rel="?ice-server"?/i.test(link)) return [];
    const username = /username="([^"]*)"/.exec(link)?.[1];
    const credential = /credential="([^"]*)"/.exec(link)?.[1];
    return [{ urls: url, ...(username !== undefined ? { username, credential } : {}) }];
  });

/** The SDP fragment a PATCH carries for one trickled candidate (RFC 8840). */
const candidateFragment = (candidate: RTCIceCandidate): string =>
  `a=mid:${candidate.sdpMid ?? '0'}\r\na=${candidate.candidate}\r\n`;

const failed = (state: RTCPeerConnectionState): boolean =>
  state === 'failed' || state === 'closed' || state === 'disconnected';

/**
 * The browser's WHEP client (spec 3 §7): OPTIONS for the ICE servers, POST of the offer (201 with the answer and
 * a Location), PATCH of each trickled candidate (204), DELETE of the Location on close. Video only, receive only.
 */
export class BrowserWhepClient implements WhepPort {
  async play(url: string, token?: string): Promise<WhepSession> {
    // OPTIONS is the CORS preflight's method too and stays open; the rest carry the session token.
    const authorization: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    // No answer at all (the server is down or restarting): the attempt ends here, before any offer is made, so a
    // reader may look again soon at no cost to anyone (webrtcRetryDelayMs).
    const options = await fetch(url, { method: 'OPTIONS' }).catch(() => undefined);
    if (!options) throw new WhepError({ kind: 'unreachable' });
    if (options.status === 404) throw new WhepError({ kind: 'not_found' });
    const peer = new RTCPeerConnection({ iceServers: iceServersFromLinks(options.headers.get('link')) });
    let location: string | undefined;
    const close = () => {
      peer.close();
      if (location) void fetch(location, { method: 'DELETE', headers: authorization }).catch(() => undefined);
      location = undefined;
    };
    try {
      peer.addTransceiver('video', { direction: 'recvonly' });
      const media = new MediaStream();
      peer.ontrack = (event) => media.addTrack(event.track);
      // Candidates found before the answer wait for the Location; later ones go at once.
      const early: RTCIceCandidate[] = [];
      peer.onicecandidate = ({ candidate }) => {
        if (!candidate?.candidate) return;
        if (location) void this.patch(location, candidate, authorization);
        else early.push(candidate);
      };
      await peer.setLocalDescription(await peer.createOffer());
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/sdp', ...authorization },
        body: peer.localDescription?.sdp ?? '',
      });
      if (answer.status !== 201) throw new WhepError(whepStatusFailure(answer.status, await answer.text()));
      location = new URL(answer.headers.get('location') ?? '', url).toString();
      await peer.setRemoteDescription({ type: 'answer', sdp: await answer.text() });
      for (const candidate of early.splice(0)) void this.patch(location, candidate, authorization);
      await connected(peer);
      return { media, ended: Promise.race([ended(peer), videoSilence(peer)]), close };
    } catch (error) {
      close();
      throw error instanceof WhepError ? error : new WhepError({ kind: 'closed' });
    }
  }

  private async patch(
    location: string,
    candidate: RTCIceCandidate,
    authorization: Readonly<Record<string, string>>,
  ): Promise<void> {
    // A refused candidate is not fatal: the others (or the server's own) may still connect.
    await fetch(location, {
      method: 'PATCH',
      headers: { 'content-type': 'application/trickle-ice-sdpfrag', ...authorization },
      body: candidateFragment(candidate),
    }).catch(() => undefined);
  }
}

const connected = (peer: RTCPeerConnection): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new WhepError({ kind: 'closed' })), connectTimeoutMs);
    const check = () => {
      if (peer.connectionState === 'connected') {
        clearTimeout(timer);
        resolve();
      } else if (failed(peer.connectionState)) {
        clearTimeout(timer);
        reject(new WhepError({ kind: 'closed' }));
      }
    };
    peer.addEventListener('connectionstatechange', check);
    check();
  });

const ended = (peer: RTCPeerConnection): Promise<WhepFailure> =>
  new Promise((resolve) => {
    const check = () => {
      // After our own close() the state is 'closed' but no event fires: only the far end's failures land here.
      if (failed(peer.connectionState)) resolve({ kind: 'closed' });
    };
    peer.addEventListener('connectionstatechange', check);
  });

const videoPacketsReceived = async (peer: Pick<RTCPeerConnection, 'getStats'>): Promise<number> => {
  let packets = 0;
  (await peer.getStats()).forEach((report: { type?: string; kind?: string; packetsReceived?: number }) => {
    if (report.type === 'inbound-rtp' && report.kind === 'video') packets += report.packetsReceived ?? 0;
  });
  return packets;
};

/** Resolves when no video packet arrived for `silenceMs`; stops looking once the connection is closed. */
export const videoSilence = (peer: Pick<RTCPeerConnection, 'getStats' | 'connectionState'>): Promise<WhepFailure> =>
  new Promise((resolve) => {
    let packets = -1;
    let changedAt = Date.now();
    const timer = setInterval(() => {
      if (peer.connectionState === 'closed') return clearInterval(timer);
      void videoPacketsReceived(peer).then(
        (now) => {
          if (now !== packets) {
            packets = now;
            changedAt = Date.now();
          } else if (Date.now() - changedAt > silenceMs) {
            clearInterval(timer);
            resolve({ kind: 'closed' });
          }
        },
        () => undefined,
      );
    }, silenceCheckMs);
  });
