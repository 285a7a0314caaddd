import { expect } from 'chai';
import { ok } from '../../../server/protocol/reply';
import { TopicRegistry } from '../../../server/topics/registry';
import type { TopicHandler } from '../../../server/topics/topic-handler';

const handler = (pattern: string): TopicHandler => ({ pattern, doc: pattern, join: async () => ok(), pushes: {} });

describe('server/topics/registry', () => {
  it('prefers the most literal pattern: accounts:create over accounts:{id}', () => {
    const registry = new TopicRegistry([handler('accounts:{id}'), handler('accounts:create'), handler('accounts:all')]);
    expect(registry.match('accounts:create')?.handler.pattern).to.equal('accounts:create');
    expect(registry.match('accounts:12')).to.deep.include({ params: { id: '12' } });
    expect(registry.match('accounts')).to.equal(undefined);
  });

  it('refuses a pattern served twice', () => {
    expect(() => new TopicRegistry([handler('a:all'), handler('a:all')])).to.throw('served twice');
  });
});
