import { expect } from 'chai';
import { demoTime, demoUuid } from '../../../server/seed/demo-ids';

describe('server/seed/demo-ids', () => {
  it('demo uuids are stable, distinct and 8-4-4-4-12 hex (v4 layout, so every uuid check accepts them)', () => {
    const uuid = demoUuid('channel:tv_sport_hd');
    expect(uuid).to.equal(demoUuid('channel:tv_sport_hd'));
    expect(uuid).to.not.equal(demoUuid('channel:web_sport'));
    expect(uuid).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('times are relative to the seeding moment; today starts at local midnight', () => {
    const now = new Date(2026, 10, 22, 15, 30).getTime();
    const time = demoTime(now);
    expect(time.now).to.equal(now / 1000);
    expect(time.today).to.equal(new Date(2026, 10, 22).getTime() / 1000);
    expect(time.at(-60).getTime()).to.equal(now - 60_000);
  });
});
