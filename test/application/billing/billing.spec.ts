import { expect } from 'chai';
import { filter, firstValueFrom } from 'rxjs';
import {
  billingModule,
  BillingCommands,
  BillingDashboardQueries,
  BillingTableQueries,
  billingTexts,
  type BillingTableView,
} from '../../../src/application/billing';
import { billingNoticeRules } from '../../../src/application/billing/billing-notices';
import { contentModule } from '../../../src/application/content';
import { HttpGateway } from '../../../src/application/http/http-gateway';
import { DisplayZone } from '../../../src/application/shared';
import { createHarness, settle, toastsOf } from '../console-harness';

// startOfTest is 22.11.2026 10:00 UTC; billing runs in UTC here.
const uuid = (n: number): string => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const november = Date.parse('2026-11-01T00:00:00Z') / 1000;

const eventOf = (n: number, seconds: number, billing: Record<string, unknown>) => ({
  uuid: uuid(n),
  state: 'active',
  title: `Match ${n}`,
  cached_start_time: november + n * 86_400,
  cached_end_time: november + n * 86_400 + seconds,
  channel_id: 2,
  event_group: { uuid: uuid(1000 + n), channel_id: 1 },
  system_meta: { billing },
});

const contract = {
  id: 4,
  title: 'Liiga',
  customer: { id: 9, name: 'Nordic' },
  billables: [{ data: { name: 'Live', type: 'hour', price: 37.37 } }],
  expenses: [{ data: { name: 'Travel', type: 'static', price: '12.34' } }],
};

// What each test opened, closed after it (the leak check counts subscriptions left open).
const cleanups: (() => void)[] = [];

const setup = (refuse: readonly string[] = []) => {
  const harness = createHarness({
    push: (_topic, event, payload) =>
      event === 'set_billing_status' && refuse.includes((payload as { event_uuid: string }).event_uuid)
        ? { status: 'error', response: { reason: 'not_found' } }
        : {
            status: 'ok',
            response:
              event === 'set_billing_status'
                ? {
                    data: {
                      ...eventOf(1, 9000, { status: 'billed' }),
                      uuid: (payload as { event_uuid: string }).event_uuid,
                    },
                  }
                : {},
          },
    http: (request) => ({
      status: 200,
      url: request.path,
      body: request.path === 'content_list/70' ? [contract] : [{ id: 9, name: 'Nordic' }],
    }),
  });
  harness.container.rebind(DisplayZone).toConstantValue('UTC');
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.load(contentModule, billingModule);
  harness.receive('settings:all', 'init', {
    data: [{ id: 3, name: 'billing', type: 'billing_config', value: { contracts_list_id: 70, customers_list_id: 71 } }],
  });
  const table = harness.container.get(BillingTableQueries);
  const view = (accept: (view: BillingTableView) => boolean) => firstValueFrom(table.view$.pipe(filter(accept)));
  const filters = () =>
    harness.socket.push
      .getCalls()
      .filter((call) => call.args[1] === 'filter')
      .map((call) => call.args[2]);
  const open = (): void => void cleanups.push(table.open());
  cleanups.push(() => harness.dispose());
  return { harness, table, view, filters, open };
};

describe('application/billing (spec 3 §2.7, §5, §7, §8, §9)', () => {
  afterEach(() => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  });

  it('opens with the current month, active events and no customer; a customer goes into the filter push', async () => {
    const { harness, table, filters } = setup();
    const close = table.open();
    cleanups.push(close);
    await settle();
    expect(harness.socket.join.firstCall.args[0]).to.equal('events:all');
    expect(filters()[0]).to.deep.include({
      daterange: { start: november, end: Date.parse('2026-12-01T00:00:00Z') / 1000 - 1 },
      states: ['active'],
    });
    expect(harness.http.getCalls().map((call) => call.args[0].path)).to.have.members([
      'content_list/70',
      'content_list/71',
    ]);
    table.setCustomer(9);
    await settle();
    expect(filters().at(-1)).to.deep.include({ customer: 9, states: ['active'] });
    close();
    expect(harness.socket.leave.calledWith('events:all')).to.equal(true);
  });

  it('From cannot pass the end and To cannot precede the start (spec 3 §5)', async () => {
    const { table, view, open } = setup();
    open();
    expect(table.setFrom('2026-12-05')).to.equal(false);
    expect(table.setTo('2026-10-31')).to.equal(false);
    expect(table.setFrom('2026-11-10')).to.equal(true);
    expect((await view((current) => current.from === '2026-11-10')).to).to.equal('2026-11-30');
  });

  it('prices rows exactly, and export, chart and marking are enabled by the rules of spec 3 §5', async () => {
    const { harness, table, view, open } = setup();
    open();
    await settle();
    harness.receive('events:all', 'events', {
      events: [eventOf(1, 9000, { contract: 4 }), eventOf(2, 3600, { contract: 4, status: 'billed' })],
    });
    const shown = await view((current) => current.matching === 2 && current.contracts.length === 1);
    expect(shown.rows.map((row) => row.sums.sumCents)).to.deep.equal([9343, 3737]);
    expect(billingTexts.euro(shown.totals.totalCents)).to.equal('155.48 €');
    expect([shown.canExport, shown.canChart, shown.canMark]).to.deep.equal([false, false, false]);
    table.setCustomer(9);
    table.setContract({ kind: 'all' });
    table.select([uuid(1)], true);
    const ready = await view((current) => current.canExport && current.canChart && current.canMark);
    expect(ready.selected.size).to.equal(1);
    const csv = table.csv();
    expect(csv.fileName).to.equal('billing.csv');
    expect(csv.text.trim().split('\r\n').at(-1)).to.equal('Grand total,,,,,,03:30,130.80,24.68,155.48,,,');
    expect(table.chart().map((bar) => [bar.title, bar.totals.totalCents])).to.deep.equal([['Liiga', 15548]]);
    table.setFilters(['billed']);
    expect((await view((current) => current.matching === 1)).rows[0]?.event.uuid).to.equal(uuid(2));
  });

  it('marks each selected event with set_billing_status, one toast each, and reports the ones that failed', async () => {
    const { harness } = setup([uuid(2), uuid(3)]);
    const commands = harness.container.get(BillingCommands);
    const outcome = await commands.mark([uuid(1), uuid(2), uuid(3)], 'billed');
    expect(outcome).to.deep.equal({ updated: 1, failed: [uuid(2), uuid(3)] });
    const pushes = harness.socket.push.getCalls().filter((call) => call.args[1] === 'set_billing_status');
    expect(pushes.map((call) => [call.args[0], call.args[2]])).to.deep.equal([
      ['events:all', { event_uuid: uuid(1), status: 'billed' }],
      ['events:all', { event_uuid: uuid(2), status: 'billed' }],
      ['events:all', { event_uuid: uuid(3), status: 'billed' }],
    ]);
    const state = await harness.until((current) => current.journal.order.length === 3);
    expect(toastsOf(state, billingNoticeRules).map((toast) => toast.title)).to.have.members([
      'Event was updated!',
      'Unable to update event!',
      'Unable to update event!',
    ]);
    expect(billingTexts.markingSummary(outcome.failed.length, 3)).to.equal(
      '2 of 3 events could not be updated. They keep their billing status.',
    );
  });

  it("the dashboard asks for the chosen month's active events of every customer and totals them per contract", async () => {
    const { harness, filters } = setup();
    const dashboard = harness.container.get(BillingDashboardQueries);
    cleanups.push(dashboard.open());
    await settle();
    expect(filters().at(-1)).to.not.have.property('customer');
    harness.receive('events:all', 'events', { events: [eventOf(1, 9000, { contract: 4 }), eventOf(2, 60, {})] });
    const chart = await firstValueFrom(dashboard.chart$.pipe(filter((current) => current.bars.length === 2)));
    expect(chart.bars.map((bar) => [bar.title, bar.totals.totalCents])).to.deep.equal([
      ['Liiga', 9343 + 1234],
      ['Without contract', 0],
    ]);
    dashboard.setMonth('2026-10');
    await settle();
    expect(filters().at(-1)).to.deep.include({
      daterange: { start: Date.parse('2026-10-01T00:00:00Z') / 1000, end: november - 1 },
    });
    const contracts = await firstValueFrom(dashboard.contracts.view$.pipe(filter((view) => view.rows.length === 1)));
    expect(contracts.rows[0]).to.deep.include({ title: 'Liiga', customer: 'Nordic', lastBilled: '' });
    expect(dashboard.contracts.pageSizes).to.deep.equal([15, 20, 30]);
  });
});
