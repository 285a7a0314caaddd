import { expect } from 'chai';
import type { TokenStorage } from '../../../src/application/ports';
import { FetchHttpClient } from '../../../src/infrastructure/http/fetch-http-client';

const tokens: TokenStorage = { get: () => 'secret-token', set: () => undefined, clear: () => undefined };

/** A client whose fetch records the headers of each call and answers 200 with an empty body. */
const recordingClient = (apiBase: string, page?: string) => {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> });
    return new Response('', { status: 200 });
  }) as typeof fetch;
  return { client: new FetchHttpClient(apiBase, tokens, fetcher, page), sent };
};

describe('FetchHttpClient', () => {
  it('sends the token to API paths and to absolute addresses on the backend origin', async () => {
    const { client, sent } = recordingClient('http://studio.local:4000/api/v1');
    await client.request({ name: 'test.call', method: 'GET', path: 'events' });
    await client.request({ name: 'test.call', method: 'GET', path: 'http://studio.local:4000/api/v1/maintenance' });
    expect(sent.map((call) => call.url)).to.deep.equal([
      'http://studio.local:4000/api/v1/events',
      'http://studio.local:4000/api/v1/maintenance',
    ]);
    expect(sent.map((call) => call.headers.authorization)).to.deep.equal(['secret-token', 'secret-token']);
  });

  it('never sends the token to an outside service or a storage address', async () => {
    const { client, sent } = recordingClient('/api/v1', 'http://studio.local:4000/dashboard');
    await client.request({ name: 'test.call', method: 'GET', path: 'https://tv-content.example.com/series?q=abc' });
    await client.request({ name: 'test.call', method: 'HEAD', path: 'http://bucket.s3.example.com/clip.mp4' });
    await client.request({ name: 'test.call', method: 'GET', path: '/fake-services/tv-content/series' });
    expect(sent.map((call) => call.headers.authorization)).to.deep.equal([undefined, undefined, 'secret-token']);
  });

  it('resolves a relative API base against the page and keeps the token for the page origin', async () => {
    const { client, sent } = recordingClient('/api/v1', 'http://studio.local:4000/dashboard');
    await client.request({ name: 'test.call', method: 'GET', path: 'http://studio.local:4000/api/v1/verify' });
    expect(sent[0]?.headers.authorization).to.equal('secret-token');
  });
});
