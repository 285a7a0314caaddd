import { expect } from 'chai';
import type { PushContract, PushSpec, TopicPattern } from '../../../src/application/ports';
import {
  createWireNormalizer,
  type ContractMismatches,
  type TopicPatternMismatches,
} from '../../../src/infrastructure/wire';

describe('push codecs of the catalogue (the live bus encodes and decodes with them)', () => {
  const codecs = createWireNormalizer();

  it('encodes a payload as the wire carries it and decodes an ok reply of the documented shape', () => {
    expect(codecs.encodePayload('events:search', 'search', { search: 'final' })).to.deep.equal({ search: 'final' });
    expect(codecs.decodeReply('events:search', 'search', { results: [] })).to.deep.equal({
      ok: true,
      reply: { results: [] },
    });
  });

  it('answers a reply of another shape with the path errors, not a guess', () => {
    const decoded = codecs.decodeReply('cms:list_data:{id}', 'get_aws_presigned_url', { url: 'https://s3', fields: 3 });
    expect(decoded.ok).to.equal(false);
    expect(!decoded.ok && decoded.errors.map((error) => error.path)).to.deep.equal(['fields']);
  });

  it('refuses a push the catalogue does not have', () => {
    expect(() => codecs.encodePayload('events:search', 'save', {})).to.throw('no push save on events:search');
    expect(() => codecs.decodeReply('events:nowhere', 'search', {})).to.throw('no push search on events:nowhere');
  });

  it('the contract the application declares is the catalogue, and a contract that differs does not compile', () => {
    const agrees: [ContractMismatches] extends [never] ? true : false = true;
    type WrongPayload = Omit<PushContract, 'events:search'> & {
      readonly 'events:search': { readonly search: PushSpec<{ readonly query: string }, { readonly results: [] }> };
    };
    // @ts-expect-error: the payload of search on events:search is { search: string }
    const wrongPayload: [ContractMismatches<WrongPayload>] extends [never] ? true : false = true;
    type NoSuchPush = PushContract & { readonly 'events:search': { readonly save: PushSpec<object, object> } };
    // @ts-expect-error: events:search accepts no save
    const noSuchPush: [ContractMismatches<NoSuchPush>] extends [never] ? true : false = true;
    expect([agrees, wrongPayload, noSuchPush]).to.have.length(3);
  });

  it('the application addresses exactly the catalogue topics, and a pattern the catalogue lacks does not compile', () => {
    const agrees: [TopicPatternMismatches] extends [never] ? true : false = true;
    // @ts-expect-error: events:nowhere is not a catalogue topic
    const unknown: [TopicPatternMismatches<TopicPattern | 'events:nowhere'>] extends [never] ? true : false = true;
    // @ts-expect-error: system:health has no pattern the application can address
    const missing: [TopicPatternMismatches<Exclude<TopicPattern, 'system:health'>>] extends [never] ? true : false =
      true;
    expect([agrees, unknown, missing]).to.have.length(3);
  });
});
