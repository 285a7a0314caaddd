import { expect } from 'chai';
import { cmsTopics } from '../../../../src/infrastructure/wire/cms';
import { cmsSamples } from '../../../fixtures/wire/cms.samples';
import {
  decodeFrame,
  eventsOf,
  expectTotalOnMutations,
  frameAt,
  inboundPairs,
  routeOf,
  routesOf,
  sampledPairs,
} from '../settings/catalogue-harness';

const sample = (topic: string, event: string) => {
  const found = cmsSamples.find((entry) => entry.topic === topic && entry.event === event);
  if (!found) throw new Error(`no sample ${topic} ${event}`);
  return found;
};

describe('wire/cms: cmsTopics', () => {
  it('keys every topic by its own pattern', () => {
    for (const [key, spec] of Object.entries(cmsTopics)) expect(spec.pattern).to.equal(key);
  });

  it('has a sample for every inbound (topic, event)', () => {
    expect([...new Set(sampledPairs(cmsTopics, cmsSamples))].sort()).to.deep.equal([...inboundPairs(cmsTopics)].sort());
  });

  it("never reads 'create' as an id: the literal pattern has more literal parts and wins", () => {
    expect(routeOf(cmsTopics, 'cms:list_type:create').topic.pattern).to.equal('cms:list_type:create');
    expect(routeOf(cmsTopics, 'cms:list:create').topic.pattern).to.equal('cms:list:create');
    expect(routeOf(cmsTopics, 'cms:list_data:create').topic.pattern).to.equal('cms:list_data:create');
    expect(routesOf(cmsTopics, 'cms:list_type:create').map((route) => route.topic.pattern)).to.deep.equal([
      'cms:list_type:create',
      'cms:list_type:{id}',
    ]);
    expect(routeOf(cmsTopics, 'cms:list_type:5').params).to.deep.equal({ id: '5' });
  });

  it('tells cms:list_datas:{list_id} (records of a list) from cms:list_data:{id} (one record)', () => {
    expect(routeOf(cmsTopics, 'cms:list_datas:11')).to.deep.include({ params: { list_id: '11' } });
    expect(routeOf(cmsTopics, 'cms:list_data:101').topic.pattern).to.equal('cms:list_data:{id}');
  });

  it('maps cms:all init to CmsReceived with list types and lists', () => {
    const [event] = eventsOf(cmsTopics, sample('cms:all', 'init'));
    expect(event?.type === 'CmsReceived' && [event.listTypes.length, event.lists.length]).to.deep.equal([1, 1]);
  });

  it('maps update/update_list, delete/delete_list, update_list_type and delete_list_type', () => {
    expect(eventsOf(cmsTopics, sample('cms:all', 'update'))[0]).to.deep.include({ type: 'ContentListUpdated' });
    expect(eventsOf(cmsTopics, sample('cms:all', 'update_list'))[0]).to.deep.include({ type: 'ContentListUpdated' });
    expect(eventsOf(cmsTopics, sample('cms:all', 'delete'))).to.deep.equal([
      { type: 'ContentListDeleted', id: 11, at: frameAt },
    ]);
    expect(eventsOf(cmsTopics, sample('cms:all', 'delete_list'))).to.deep.equal([
      { type: 'ContentListDeleted', id: 11, at: frameAt },
    ]);
    expect(eventsOf(cmsTopics, sample('cms:all', 'update_list_type'))[0]).to.deep.include({ type: 'ListTypeUpdated' });
    expect(eventsOf(cmsTopics, sample('cms:all', 'delete_list_type'))).to.deep.equal([
      { type: 'ListTypeDeleted', id: 5, at: frameAt },
    ]);
  });

  it('maps cms:list_datas:11 init, update and delete to events of list 11', () => {
    const [init] = eventsOf(cmsTopics, sample('cms:list_datas:11', 'init'));
    expect(init).to.deep.include({ type: 'ListDataReceived', listId: 11 });
    expect(eventsOf(cmsTopics, sample('cms:list_datas:11', 'update'))[0]).to.deep.include({
      type: 'ListDataUpdated',
      listId: 11,
    });
    expect(eventsOf(cmsTopics, sample('cms:list_datas:11', 'delete'))).to.deep.equal([
      { type: 'ListDataDeleted', listId: 11, id: 102, at: frameAt },
    ]);
  });

  it('yields no events on a list topic that names no list id', () => {
    expect(eventsOf(cmsTopics, { ...sample('cms:list_datas:11', 'init'), topic: 'cms:list_datas:abc' })).to.deep.equal(
      [],
    );
  });

  it('rejects a record in an unknown state and a field without a name, with paths', () => {
    const state = { data: { id: 1, cms_list_id: 11, state: 'hidden', data: {} } };
    expect(
      decodeFrame(cmsTopics, { topic: 'cms:list_datas:11', event: 'update', payload: state }).errors,
    ).to.deep.equal(['data.state']);
    const field = { data: { id: 5, name: 'T', fields: [{ type: 'text' }] } };
    expect(
      decodeFrame(cmsTopics, { topic: 'cms:all', event: 'update_list_type', payload: field }).errors,
    ).to.deep.equal(['data.fields.0.name']);
  });

  it('rejects, never throws, on mutated payloads', () => {
    expect(expectTotalOnMutations(cmsTopics, cmsSamples)).to.be.greaterThan(300);
  });

  it('list_datas delete takes {list_data} or {list_data_ids}; get_aws_presigned_url replies {url, fields}', () => {
    const remove = cmsTopics['cms:list_datas:{list_id}'].pushes.delete.payload;
    expect(remove.is({ list_data: { id: 3 } }) && remove.is({ list_data_ids: [3, 4] })).to.equal(true);
    const presign = cmsTopics['cms:list_data:{id}'].pushes.get_aws_presigned_url;
    expect(presign.payload.is({ data_id: 101, remote_path: '101/logo_1706774400.png' })).to.equal(true);
    expect(
      presign.reply.decode({ url: 'https://s3.example/b', fields: { key: '101/logo_1706774400.png', policy: 'p' } })
        ._tag,
    ).to.equal('Right');
  });

  it('list pushes: save {list}, delete {list}, notify {list_id}', () => {
    const { pushes } = cmsTopics['cms:list:{id}'];
    expect(pushes.save.payload.is({ list: { name: 'Teams', cms_list_type_id: 5 } })).to.equal(true);
    expect(pushes.delete.payload.is({ list: { id: 11 } })).to.equal(true);
    expect(pushes.notify.payload.is({ list_id: 11 })).to.equal(true);
  });
});
