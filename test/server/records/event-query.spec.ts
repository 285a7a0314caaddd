import { expect } from 'chai';
import { eventListQuery, maxEventsPerList, type EventListQuery } from '../../../server/records/event-query';

const query = (filter: Parameters<typeof eventListQuery>[0]): EventListQuery => {
  const result = eventListQuery(filter);
  if (Array.isArray(result)) throw new Error(JSON.stringify(result));
  return result;
};

describe('server/records/event-query (spec 1 §7.2, spec 2 §2 Cloud recording, §4)', () => {
  const daterange = { start: 100, end: 200 };

  it('keeps the states and the range as parameters; an event overlaps the range with both ends inclusive', () => {
    const { sql, params } = query({ daterange, states: ['active', 'active'] });
    expect(params).to.deep.equal([['active'], 100, 200, maxEventsPerList, 0]);
    expect(sql).to.contain('state = any($1::text[])').and.contain('<= $3').and.contain('>= $2');
  });

  it('orders cloudrec pages by start descending then uuid descending, with offset and limit', () => {
    const { sql, params } = query({
      daterange,
      states: ['active'],
      offset: 50,
      limit: 50,
      order_by: [
        { field: 'cached_start_time', direction: 'desc' },
        { field: 'uuid', direction: 'desc' },
      ],
    });
    expect(sql).to.match(/order by .*cached_start_time.* desc nulls last, uuid desc nulls last limit \$4 offset \$5$/);
    expect(params.slice(3)).to.deep.equal([50, 50]);
  });

  it('adds uuid as the last tie-break so pages never overlap, and clamps limit and offset', () => {
    const { sql, params } = query({ daterange, states: ['active'], limit: 1e9, offset: -5 });
    expect(sql).to.contain('asc nulls last, uuid asc nulls last');
    expect(params.slice(3)).to.deep.equal([maxEventsPerList, 0]);
  });

  it("limits to a customer through the destination channel's billing_customer", () => {
    const { sql, params } = query({ daterange, states: ['active'], customer: 7 });
    expect(params[3]).to.equal('7');
    expect(sql).to.contain("billing_customer' = $4");
  });

  it('refuses ordering by a field it does not know, with its path', () => {
    const refused = eventListQuery({
      daterange,
      states: ['active'],
      order_by: [
        { field: 'title', direction: 'asc' },
        { field: 'body', direction: 'asc' },
      ],
    });
    expect(Array.isArray(refused) ? refused.map((error) => error.path) : refused).to.deep.equal(['order_by.1.field']);
  });
});
