import { expect } from 'chai';
import { settingTypes } from '../../../src/domain/settings';
import type { ContentRefs, ListKey } from '../../../server/seed/demo-content';
import { eventPlans } from '../../../server/seed/demo-events';
import { day, demoTime } from '../../../server/seed/demo-ids';
import { contentRecords } from '../../../server/seed/demo-records';
import { settingRows } from '../../../server/seed/demo-settings';

const listIds = new Proxy({}, { get: (_target, key) => String(key).length }) as Record<ListKey, number>;
const content: ContentRefs = { listIds, listTypeIds: new Map(), recordIds: new Map() };

describe('server/seed demo plans (issue 3 "Demo data")', () => {
  const time = demoTime(new Date(2026, 10, 22, 15, 30).getTime());

  it('events run from yesterday to day+7: past ones, current ones, one within 600 s of its end (spec 1 §4), an archived one', () => {
    const plans = eventPlans(time, content);
    expect(Math.min(...plans.map((plan) => plan.start))).to.be.at.least(time.today - day);
    expect(Math.max(...plans.map((plan) => plan.start))).to.be.below(time.today + 8 * day);
    expect(plans.filter((plan) => plan.end < time.now).length).to.be.at.least(2);
    expect(plans.filter((plan) => plan.start <= time.now && time.now < plan.end).length).to.be.at.least(3);
    expect(plans.some((plan) => plan.end - time.now > 0 && plan.end - time.now < 600)).to.equal(true);
    expect(plans.some((plan) => plan.state === 'archived')).to.equal(true);
    expect(plans.every((plan) => plan.end > plan.start)).to.equal(true);
    const groups = new Map<string, number>();
    for (const plan of plans) groups.set(plan.group, (groups.get(plan.group) ?? 0) + 1);
    expect(
      [...groups.values()].some((count) => count > 1),
      'an alternative feed shares its event group',
    ).to.equal(true);
  });

  it('a setting of every type of spec 3 §3, the maintenance one with bypass_accounts', () => {
    const rows = settingRows(
      content,
      new Map([
        ['developer', 4],
        ['root', 3],
      ]),
    );
    expect(new Set(rows.map((row) => row.body.type))).to.deep.equal(new Set(settingTypes));
    expect(rows.find((row) => row.body.name === 'maintenance')?.body.value).to.deep.equal({ bypass_accounts: [4, 3] });
    expect(new Set(rows.map((row) => row.body.name)).size, 'names are unique').to.equal(rows.length);
  });

  it('contracts carry hourly and static billables and expenses; one has ended (spec 3 §9 billing)', () => {
    const records = contentRecords(
      time,
      listIds,
      new Map([
        ['customers:nordic', 1],
        ['customers:stadium', 2],
        ['customers:arena', 3],
      ]),
    );
    const contracts = records
      .filter((record) => record.list === 'contracts')
      .map((record) => record.row.body.data as { end_date: number; billables: { data: { type: string } }[] });
    expect(new Set(contracts.flatMap((contract) => contract.billables.map((item) => item.data.type)))).to.deep.equal(
      new Set(['hour', 'static']),
    );
    expect(contracts.some((contract) => contract.end_date < time.now)).to.equal(true);
    expect(
      records
        .filter((record) => record.list === 'statuses')
        .map((record) => (record.row.body.data as { name: string }).name),
    ).to.include('Archive');
  });
});
