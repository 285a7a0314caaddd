import type { TestServer } from './studio';

// The WHEP requests of the viewer, as an account sends them (docs/protocol/webrtc.md), for the integration tests.

export interface WhepAnswer {
  readonly status: number;
  readonly text: string;
  /** The session's resource, on a 201. */
  readonly location?: string;
}

const request = async (studio: TestServer, path: string, init: RequestInit, token: string): Promise<WhepAnswer> => {
  const answer = await fetch(`${studio.server.webrtcUrl}${path}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
  });
  const location = answer.headers.get('location') ?? undefined;
  return { status: answer.status, text: await answer.text(), ...(location ? { location } : {}) };
};

export const postOffer = (studio: TestServer, stream: string, offer: string, token: string): Promise<WhepAnswer> =>
  request(
    studio,
    `/${stream}/whep`,
    { method: 'POST', headers: { 'content-type': 'application/sdp' }, body: offer },
    token,
  );

export const patchCandidates = (studio: TestServer, location: string, fragment: string, token: string) =>
  request(
    studio,
    location,
    { method: 'PATCH', headers: { 'content-type': 'application/trickle-ice-sdpfrag' }, body: fragment },
    token,
  );

export const deleteSession = (studio: TestServer, location: string, token: string): Promise<WhepAnswer> =>
  request(studio, location, { method: 'DELETE' }, token);

/** A trickle fragment of `count` host candidates. */
export const candidates = (count: number): string =>
  `a=mid:0\r\n${Array.from({ length: count }, (_, index) => `a=candidate:${index} 1 udp 2122260223 127.0.0.1 ${9 + index} typ host\r\n`).join('')}`;

/** Ends every session the answers opened (each by its own account's token). */
export const closeAll = async (
  studio: TestServer,
  opened: readonly { readonly answer: WhepAnswer; readonly token: string }[],
): Promise<void> => {
  await Promise.all(
    opened.flatMap(({ answer, token }) => (answer.location ? [deleteSession(studio, answer.location, token)] : [])),
  );
};
