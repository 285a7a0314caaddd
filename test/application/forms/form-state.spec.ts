import { expect } from 'chai';
import { firstValueFrom } from 'rxjs';
import { FieldRules, FormEngine, FormOptions, formsModule } from '../../../src/application/forms';
import { HttpGateway } from '../../../src/application/http/http-gateway';
import type { FormField } from '../../../src/domain/forms';
import { createHarness, settle, startOfTest } from '../console-harness';

const fields: readonly FormField[] = [
  { name: 'league', type: 'select', title: 'League', required: true, options: [{ value: 'Liiga' }] },
  { name: 'round', type: 'number', title: 'Round' },
  { name: 'at', type: 'datetime', title: 'At' },
  { name: 'ref', type: 'uuid', title: 'Ref' },
  { name: 'notes', type: 'textarea', title: 'Notes', admin_only: true, position: 'right' },
];

const teams: readonly Record<string, unknown>[] = [
  { id: 4, name: 'HIFK' },
  { id: 5, title: 'Tappara' },
];

const setup = (records: readonly Record<string, unknown>[] = teams) => {
  const harness = createHarness({
    http: (request) => ({
      status: 200,
      body: records,
      url: `http://studio/api/v1/${request.path}`,
    }),
  });
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.load(formsModule);
  return { harness, engine: harness.container.get(FormEngine) };
};

describe('application/forms: form state and engine (spec 2 §3, §5, §6, §9)', () => {
  it('fills defaults (date-time now) and empty uuid fields with new ids from the IdPort', () => {
    const { harness, engine } = setup();
    const form = engine.create(fields, { round: 3 }, { isAdmin: true });
    expect(form.values).to.deep.equal({ round: 3, at: Math.floor(startOfTest / 1000), ref: 'id-1' });
    harness.dispose();
  });

  it("a date-time field's default now is the server's now once the control topic has told it", async () => {
    const { harness, engine } = setup();
    const server = Math.floor(startOfTest / 1000) + 20 * 3600;
    harness.receive('control', 'timestamp', { timestamp: server });
    await harness.until((state) => state.clock.serverTimestamp !== undefined);
    expect(engine.create(fields, {}, { isAdmin: true }).values.at).to.equal(server);
    harness.dispose();
  });

  it("shows '{label} is required' once the field was touched or a save was tried", async () => {
    const { harness, engine } = setup();
    const form = engine.create(fields, {}, { isAdmin: false });
    expect(form.view.left[0]?.error).to.equal(undefined);
    expect(form.view.valid).to.equal(false);
    form.touch('league');
    expect((await firstValueFrom(form.view$)).left[0]?.error).to.equal('League is required');
    expect(form.view.right).to.deep.equal([]);
    form.set('league', 'Liiga');
    expect(form.submit()).to.equal(true);
    harness.dispose();
  });

  it('number fields save as integers, empty as 0; a non-integer blocks the save', () => {
    const { harness, engine } = setup();
    const rules = harness.container.get(FieldRules);
    const form = engine.create(fields, { league: 'Liiga' }, { isAdmin: true });
    form.set('round', rules.numberValue(''));
    expect(form.output.round).to.equal(0);
    form.set('round', rules.numberValue('1.5'));
    expect(form.submit()).to.equal(false);
    expect(form.view.errors).to.deep.equal({ round: 'Round must be a whole number' });
    harness.dispose();
  });

  it('content_select options come from the content list named by content-type (loaded once); setting-select from settings', async () => {
    const { harness } = setup();
    const options = harness.container.get(FormOptions);
    const teams$ = options.options$({ name: 'home', type: 'content_select', 'content-type': 'teams' });
    const seen: string[][] = [];
    const subscription = teams$.subscribe((list) => seen.push(list.map((option) => option.label)));
    await settle();
    await settle();
    expect(seen.at(-1)).to.deep.equal(['HIFK', 'Tappara']);
    expect(harness.http.callCount).to.equal(1);
    expect(harness.http.firstCall.args[0]).to.include({
      name: 'content_list_by_name',
      path: 'content_list/by_name/teams',
    });
    subscription.unsubscribe();
    harness.receive('settings:all', 'init', {
      data: [
        { id: 1, name: 'sport_form', title: 'Sport', type: 'event_form', value: {} },
        { id: 2, name: 'x', type: 'tag_form', value: {} },
      ],
    });
    await settle();
    expect(
      await firstValueFrom(options.options$({ name: 'form', type: 'setting-select', 'setting-type': 'event_form' })),
    ).to.deep.equal([{ value: 'sport_form', label: 'Sport' }]);
    harness.dispose();
  });

  it("content_select with a content-type naming a list category reads that list's records by id", async () => {
    const { harness } = setup();
    harness.receive('cms:all', 'init', {
      data: { list_types: [], lists: [{ id: 11, name: 'Liiga teams', type: 'team', cms_list_type_id: 5 }] },
    });
    await settle();
    const options = harness.container.get(FormOptions);
    const seen: string[][] = [];
    const subscription = options
      .options$({ name: 'home', type: 'content_select', 'content-type': 'team' })
      .subscribe((list) => seen.push(list.map((option) => option.label)));
    await settle();
    await settle();
    expect(harness.http.firstCall.args[0]).to.include({ name: 'content_list', path: 'content_list/11' });
    expect(seen.at(-1)).to.deep.equal(['HIFK', 'Tappara']);
    subscription.unsubscribe();
    harness.dispose();
  });

  it('content_select over imported media (import-mp4, import-png) offers each item by name and stores its key (spec 2 §7, issue 29)', async () => {
    const { harness } = setup([
      { id: 7, name: 'Liiga intro 2026', type: 'import-mp4', key: 'imports/liiga_intro_2026.mp4' },
      { id: 8, name: 'Arena still', type: 'import-png', key: 'imports/arena_still.png' },
      { id: 9, name: 'Not imported', type: 'other', key: 'x' },
      { id: 10, name: 'Keyless', type: 'import-mp4' },
    ]);
    const options = harness.container.get(FormOptions);
    const seen: unknown[] = [];
    const subscription = options
      .options$({ name: 'intro', type: 'content_select', 'content-type': 'media' })
      .subscribe((list) => seen.push(list));
    await settle();
    await settle();
    expect(seen.at(-1)).to.deep.equal([
      { value: 'imports/liiga_intro_2026.mp4', label: 'Liiga intro 2026', media: 'mp4' },
      { value: 'imports/arena_still.png', label: 'Arena still', media: 'png' },
      { value: 9, label: 'Not imported' },
      { value: 10, label: 'Keyless' },
    ]);
    subscription.unsubscribe();
    harness.dispose();
  });

  it('date values are ISO days shown as DD.MM.YYYY; date-times are unix seconds in the display zone', () => {
    const { harness } = setup();
    const rules = harness.container.get(FieldRules);
    expect(rules.dateValue('24.11.2026')).to.equal('2026-11-24');
    expect(rules.dateText('2026-11-24')).to.equal('24.11.2026');
    const seconds = rules.dateTimeValue('24.11.2026', '18:30');
    expect(seconds).to.be.a('number');
    expect(rules.dateTimeTexts(seconds)).to.deep.equal({ date: '24.11.2026', time: '18:30' });
    expect(rules.dateTimeValue('24.11.2026', '25:00')).to.equal(undefined);
    harness.dispose();
  });
});
