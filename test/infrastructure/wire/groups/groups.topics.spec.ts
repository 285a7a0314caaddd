import { expect } from 'chai';
import { groupsTopics } from '../../../../src/infrastructure/wire/groups';
import { groupsSamples } from '../../../fixtures/wire/groups.samples';
import {
  decodeFrame,
  eventsOf,
  expectTotalOnMutations,
  frameAt,
  inboundPairs,
  routeOf,
  sampledPairs,
} from '../settings/catalogue-harness';

describe('wire/groups: groupsTopics', () => {
  it('keys every topic by its own pattern', () => {
    for (const [key, spec] of Object.entries(groupsTopics)) expect(spec.pattern).to.equal(key);
  });

  it('has a sample for every inbound (topic, event)', () => {
    expect([...new Set(sampledPairs(groupsTopics, groupsSamples))].sort()).to.deep.equal(
      [...inboundPairs(groupsTopics)].sort(),
    );
  });

  it('routes groups:all and groups:create to literal patterns, groups:2 to groups:{id}', () => {
    expect(routeOf(groupsTopics, 'groups:all').topic.pattern).to.equal('groups:all');
    expect(routeOf(groupsTopics, 'groups:create').topic.pattern).to.equal('groups:create');
    expect(routeOf(groupsTopics, 'groups:2').params).to.deep.equal({ id: '2' });
  });

  it('maps init with meta.productions and production_roles (spec 3 §3)', () => {
    const [event] = eventsOf(groupsTopics, groupsSamples[0]!);
    expect(event?.type).to.equal('GroupsReceived');
    const group = event?.type === 'GroupsReceived' ? event.groups[0] : undefined;
    expect(group?.meta).to.deep.equal({ productions: true, production_roles: { '7': 'director', '9': 'commentator' } });
  });

  it('maps update and delete', () => {
    expect(eventsOf(groupsTopics, groupsSamples[1]!)[0]).to.deep.include({ type: 'GroupUpdated' });
    expect(eventsOf(groupsTopics, groupsSamples[2]!)).to.deep.equal([{ type: 'GroupDeleted', id: 2, at: frameAt }]);
  });

  it('rejects a group without a uuid, and a non-string production role, with paths', () => {
    expect(
      decodeFrame(groupsTopics, { topic: 'groups:all', event: 'update', payload: { data: { id: 2 } } }).errors,
    ).to.deep.equal(['data.uuid']);
    const roles = { data: { id: 2, uuid: 'u', meta: { production_roles: { '7': 3 } } } };
    expect(decodeFrame(groupsTopics, { topic: 'groups:all', event: 'update', payload: roles }).errors).to.deep.equal([
      'data.meta.production_roles.7',
    ]);
  });

  it('rejects, never throws, on mutated payloads', () => {
    expect(expectTotalOnMutations(groupsTopics, groupsSamples)).to.be.greaterThan(100);
  });

  it('save takes {group} and replies {data: Group}', () => {
    const { save } = groupsTopics['groups:{id}'].pushes;
    expect(save.payload.is({ group: { name: 'Crew', state: 'active', channels: ['c1'], accounts: [7] } })).to.equal(
      true,
    );
    expect(save.reply.decode({ data: { id: 3, uuid: 'u' } })._tag).to.equal('Right');
  });
});
