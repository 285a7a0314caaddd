import { expect } from 'chai';
import { lookUpChannelGroup, type ChannelGroup, type ChannelGroupType } from '../../../src/domain/channels';

const group = (id: number, type: ChannelGroupType): ChannelGroup => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  name: `g${id}`,
  title: `Group ${id}`,
  state: 'active',
  type,
  meta: {},
});

describe('domain/channels: which group an editor route opens (spec 3 §2.3)', () => {
  const access = { 1: group(1, 'access') };
  const template = { 2: group(2, 'template') };

  it('opens a group of the route kind', () => {
    expect(lookUpChannelGroup(access, 'access', '1', true)).to.deep.equal({ status: 'found', group: access[1] });
    expect(lookUpChannelGroup(template, 'template', '2', true)).to.deep.equal({
      status: 'found',
      group: template[2],
    });
  });

  it('given an id of the other kind, says there is no such group once the list has arrived', () => {
    expect(lookUpChannelGroup(access, 'access', '2', true)).to.deep.equal({
      status: 'missing',
      message: 'There is no access group 2.',
    });
    expect(lookUpChannelGroup(template, 'template', '1', true)).to.deep.equal({
      status: 'missing',
      message: 'There is no configuration preset 1.',
    });
  });

  it('never opens a record of the other type, even filed under the route kind', () => {
    expect(lookUpChannelGroup({ 2: group(2, 'template') }, 'access', '2', true).status).to.equal('missing');
  });

  it('waits for the list before saying missing, but an id that is no id is missing at once', () => {
    expect(lookUpChannelGroup({}, 'access', '7', false)).to.deep.equal({ status: 'loading' });
    for (const routeId of ['abc', '0', '-1', '1.5', '']) {
      expect(lookUpChannelGroup(access, 'access', routeId, false)).to.deep.equal({
        status: 'missing',
        message: `There is no access group ${routeId}.`,
      });
    }
  });
});
