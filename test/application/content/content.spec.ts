import { expect } from 'chai';
import { filter, firstValueFrom } from 'rxjs';
import {
  ContentCommands,
  contentModule,
  contentNoticeRules,
  ContentQueries,
  RecordImport,
} from '../../../src/application/content';
import type { SettledCommand } from '../../../src/application/notifications';
import type { ListData, ListType } from '../../../src/domain/cms';
import { createHarness, type Harness, type PushHandler } from '../console-harness';

const profile = (type: string) => ({ data: { id: 1, email: `${type}@demo.local`, type, meta: {} } });

const teams: ListType = {
  id: 2,
  name: 'Teams',
  fields: [
    { name: 'name', type: 'text' },
    { name: 'logo', type: 's3file' },
  ],
};

const setup = (push?: PushHandler) => {
  const harness = createHarness(push ? { push } : {});
  harness.container.load(contentModule);
  return {
    harness,
    queries: harness.container.get(ContentQueries),
    commands: harness.container.get(ContentCommands),
    importer: harness.container.get(RecordImport),
  };
};

const settled = (name: string, status: SettledCommand['status'], args: unknown = {}): SettledCommand =>
  ({ id: 'c', at: 0, account: 'a', name, args, status }) as unknown as SettledCommand;

const record = (id: number, state: 'active' | 'archived' = 'active'): ListData => ({
  id,
  cms_list_id: 5,
  state,
  data: { name: `team ${id}`, logo: { status: 'ready', key: `${id}/logo_1.png` } },
});

describe('application/content (spec 3 §2.4, §4, §6, §8)', () => {
  let harness: Harness;
  afterEach(() => harness.dispose());

  it('the side bar leaves out system lists for everyone but developers, sorted by name', async () => {
    const context = setup();
    harness = context.harness;
    harness.receive('profile:t', 'init', profile('admin'));
    // Until cms:all has sent its lists the side bar says it is loading, not that there are none.
    expect(await firstValueFrom(context.queries.listsLoaded$)).to.equal(false);
    harness.receive('cms:all', 'init', {
      data: {
        list_types: [teams],
        lists: [
          { id: 5, name: 'Teams', cms_list_type_id: 2 },
          { id: 6, name: 'Arenas', cms_list_type_id: 2 },
          { id: 7, name: 'Internal', cms_list_type_id: 2, meta: { system: true } },
        ],
      },
    });
    const lists = await firstValueFrom(context.queries.lists$.pipe(filter((items) => items.length > 0)));
    expect(lists.map((list) => list.name)).to.deep.equal(['Arenas', 'Teams']);
    expect(await firstValueFrom(context.queries.listsLoaded$)).to.equal(true);
    harness.receive('profile:t', 'update', profile('developer'));
    const developer = await firstValueFrom(context.queries.lists$.pipe(filter((items) => items.length === 3)));
    expect(developer.map((list) => list.name)).to.deep.equal(['Arenas', 'Internal', 'Teams']);
  });

  it('the side bar shows the billing lists billing_config names to billing accounts only (issue 28)', async () => {
    const context = setup();
    harness = context.harness;
    harness.receive('profile:t', 'init', profile('user'));
    harness.receive('settings:all', 'init', {
      data: [{ id: 1, name: 'billing', type: 'billing_config', value: { contracts_list_id: 8, customers_list_id: 9 } }],
    });
    harness.receive('cms:all', 'init', {
      data: {
        list_types: [teams],
        lists: [
          { id: 5, name: 'Teams', cms_list_type_id: 2 },
          { id: 8, name: 'Billing contracts', cms_list_type_id: 2 },
          { id: 9, name: 'Billing customers', cms_list_type_id: 2 },
        ],
      },
    });
    const lists = await firstValueFrom(context.queries.lists$.pipe(filter((items) => items.length > 0)));
    expect(lists.map((list) => list.name)).to.deep.equal(['Teams']);
    expect(await firstValueFrom(context.queries.list$(8))).to.equal(undefined);
    harness.receive('profile:t', 'update', profile('admin'));
    const admin = await firstValueFrom(context.queries.lists$.pipe(filter((items) => items.length === 3)));
    expect(admin.map((list) => list.name)).to.deep.equal(['Billing contracts', 'Billing customers', 'Teams']);
  });

  it('a user gets no import buttons; an admin gets CSV import, upload and notify, JSON import only where the type allows', async () => {
    const context = setup();
    harness = context.harness;
    harness.receive('cms:all', 'init', {
      data: { list_types: [teams], lists: [{ id: 5, name: 'Teams', cms_list_type_id: 2 }] },
    });
    harness.receive('profile:t', 'init', profile('user'));
    const user = await firstValueFrom(context.queries.privileges$(5).pipe(filter((value) => value !== undefined)));
    expect(user).to.include({ edit: false, csvImport: false, jsonImport: false, uploadFiles: false, copyJson: false });
    harness.receive('profile:t', 'update', profile('admin'));
    const admin = await firstValueFrom(context.queries.privileges$(5).pipe(filter((value) => value?.edit === true)));
    expect(admin).to.include({
      csvImport: true,
      uploadFiles: true,
      runNotify: true,
      jsonImport: false,
      copyJson: false,
    });
  });

  it('a bulk hide saves each record without its file values, and names the ones that failed', async () => {
    const context = setup((topic) =>
      topic === 'cms:list_data:8'
        ? { status: 'error', response: { reason: 'invalid' } }
        : { status: 'ok', response: { data: record(Number(topic.split(':')[2])) } },
    );
    harness = context.harness;
    const summary = await context.commands.setRecordsState([record(4), record(8), record(9)], 'archived', teams.fields);
    expect(summary).to.deep.equal({ done: [4, 9], failed: [8] });
    const payloads = harness.socket.push.getCalls().map((call) => call.args[2]);
    expect(payloads[0]).to.deep.equal({
      list_data: { id: 4, cms_list_id: 5, state: 'archived', data: { name: 'team 4' } },
    });
  });

  it("the eye on one record hides it (archived) and shows it again (active), its values without files, toast 'List data was updated!'", async () => {
    const context = setup((topic, _event, payload) => ({
      status: 'ok',
      response: { data: { ...(payload as { list_data: ListData }).list_data, id: Number(topic.split(':')[2]) } },
    }));
    harness = context.harness;
    expect(await context.commands.setRecordState(record(4), 'archived', teams.fields)).to.deep.equal({
      ok: true,
      id: 4,
    });
    expect(await context.commands.setRecordState(record(4, 'archived'), 'active', teams.fields)).to.deep.equal({
      ok: true,
      id: 4,
    });
    expect(harness.socket.push.getCalls().map((call) => call.args.slice(0, 3))).to.deep.equal([
      [
        'cms:list_data:4',
        'save',
        { list_data: { id: 4, cms_list_id: 5, state: 'archived', data: { name: 'team 4' } } },
      ],
      ['cms:list_data:4', 'save', { list_data: { id: 4, cms_list_id: 5, state: 'active', data: { name: 'team 4' } } }],
    ]);
    const rule = contentNoticeRules['content.record.state'];
    expect(rule?.(settled('content.record.state', 'ok', { mode: 'update' }))?.title).to.equal('List data was updated!');
    expect(rule?.(settled('content.record.state', 'error', { mode: 'update' }))?.title).to.equal(
      'Unable to update list data!',
    );
  });

  it('deletes one record by id and many by list_data_ids on the list topic', async () => {
    const context = setup(() => ({ status: 'ok', response: {} }));
    harness = context.harness;
    expect(await context.commands.deleteRecord(5, 4)).to.deep.equal({ ok: true });
    expect(await context.commands.deleteRecords(5, [4, 9])).to.deep.equal({ ok: true });
    expect(harness.socket.push.getCalls().map((call) => call.args.slice(0, 3))).to.deep.equal([
      ['cms:list_datas:5', 'delete', { list_data: { id: 4 } }],
      ['cms:list_datas:5', 'delete', { list_data_ids: [4, 9] }],
    ]);
  });

  it('an import checks every row first, saves the rest in a batch, and reports refused rows by line', async () => {
    let created = 100;
    const batches: number[] = [];
    const context = setup((topic, event, payload) => {
      const drafts = (payload as { list_data: { data: { name: string } }[] }).list_data;
      batches.push(drafts.length);
      const refused = drafts.findIndex((draft) => draft.data.name === 'Refused by server');
      return refused >= 0
        ? {
            status: 'error',
            response: {
              reason: 'invalid',
              errors: [{ path: `list_data.${refused}.data`, expected: 'a name', actual: '' }],
            },
          }
        : { status: 'ok', response: { data: { ids: drafts.map(() => ++created) } } };
    });
    harness = context.harness;
    const seen: number[] = [];
    const report = await context.importer.run(
      5,
      teams,
      [
        { line: 2, values: { name: 'A' } },
        { line: 3, values: { city: 'Tampere' } },
        { line: 4, values: { name: 'Refused by server' } },
        { line: 5, values: { name: 'B' } },
      ],
      [{ line: 6, reason: 'not an object of field values' }],
      (progress) => seen.push(progress.done),
      () => false,
    );
    expect(report).to.deep.equal({
      saved: 2,
      refused: [
        { line: 3, reason: '"city" is not a field of Teams' },
        { line: 4, reason: 'the server refused it (expected a name)' },
        { line: 6, reason: 'not an object of field values' },
      ],
      cancelled: false,
      notTried: 0,
    });
    // The refused row is left out and the rest of its batch sent again.
    expect(batches).to.deep.equal([3, 2]);
    expect(harness.socket.push.firstCall.args.slice(0, 2)).to.deep.equal(['cms:list_datas:5', 'save_batch']);
    expect(seen.at(-1)).to.equal(3);
  });

  it('a cancelled import stops before the next batch and says how many rows were saved and not tried', async () => {
    const context = setup((_topic, _event, payload) => ({
      status: 'ok',
      response: { data: { ids: (payload as { list_data: unknown[] }).list_data.map((_, index) => index + 1) } },
    }));
    harness = context.harness;
    let done = 0;
    const rows = Array.from({ length: 450 }, (_, index) => ({ line: index + 1, values: { name: `row ${index}` } }));
    const report = await context.importer.run(
      5,
      teams,
      rows,
      [],
      (progress) => (done = progress.done),
      () => done >= 200,
    );
    expect(report).to.deep.equal({ saved: 200, refused: [], cancelled: true, notTried: 250 });
  });

  it("toasts are spelled as spec 3 §8 shows them, 'CCannot remove selected list items!' included", () => {
    const title = (name: string, status: SettledCommand['status'], args: unknown = {}) =>
      contentNoticeRules[name]?.(settled(name, status, args))?.title;
    expect(title('content.list.save', 'ok', { mode: 'create' })).to.equal('List was created!');
    expect(title('content.list.save', 'error', { mode: 'update' })).to.equal('Unable to update list!');
    expect(title('content.list.delete', 'ok')).to.equal('List deleted!');
    expect(title('content.list.delete', 'timeout')).to.equal('Cannot remove list');
    expect(title('content.record.save', 'ok', { mode: 'create' })).to.equal('List data was created!');
    expect(title('content.record.save', 'error', { mode: 'create' })).to.equal('Unable to create list data!');
    expect(title('content.record.delete_one', 'ok')).to.equal('List data deleted!');
    expect(title('content.record.delete_one', 'error')).to.equal('Cannot remove list data');
    expect(title('content.records.delete', 'ok')).to.equal('Selected list items deleted!');
    expect(title('content.records.delete', 'error')).to.equal('CCannot remove selected list items!');
    expect(title('content.records.state', 'error')).to.equal(undefined);
  });
});
