import { expect } from 'chai';
import { ReplyRejectedError, typedPush, type RawPush } from '../../../src/infrastructure/wire';

describe('typed pushes against the catalogue', () => {
  const sent: unknown[] = [];
  const answering =
    (response: unknown): RawPush =>
    async (topic, event, payload) => {
      sent.push({ topic, event, payload });
      return response;
    };

  it('sends the payload and returns the decoded reply', async () => {
    const reply = await typedPush(answering({ results: [] }), 'events:search', 'events:search', 'search', {
      search: 'final',
    });
    expect(reply).to.deep.equal({ results: [] });
    expect(sent.at(-1)).to.deep.equal({ topic: 'events:search', event: 'search', payload: { search: 'final' } });
  });

  it('refuses a reply that does not have the documented shape', async () => {
    const failing = typedPush(answering({ results: 'nope' }), 'events:search', 'events:search', 'search', {
      search: 'final',
    });
    await failing.then(
      () => expect.fail('should reject'),
      (error: unknown) => expect(error).to.be.instanceOf(ReplyRejectedError),
    );
  });

  it('does not compile on a wrong topic, event or payload', () => {
    const never: RawPush = () => Promise.reject(new Error('not sent'));
    const attempts = [
      // @ts-expect-error: no such push on events:search
      () => typedPush(never, 'events:search', 'events:search', 'save', { search: 'x' }),
      // @ts-expect-error: the payload of search is { search: string }
      () => typedPush(never, 'events:search', 'events:search', 'search', { query: 'x' }),
      // @ts-expect-error: a concrete topic must fit its pattern
      () => typedPush(never, 'events:clip:{uuid}', 'tags:1', 'regenerate_clip', { uuid: 'x' }),
    ];
    expect(attempts).to.have.length(3);
  });
});
