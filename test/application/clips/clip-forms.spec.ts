import { expect } from 'chai';
import { firstValueFrom } from 'rxjs';
import { ClipForms, ClipsQueries, clipsModule, type ClipGroupRow } from '../../../src/application/clips';
import { formsModule } from '../../../src/application/forms';
import { HttpGateway } from '../../../src/application/http/http-gateway';
import { processesModule } from '../../../src/application/processes';
import { DisplayZone } from '../../../src/application/shared';
import type { ExportForm, Tag, TagType } from '../../../src/domain/clips';
import type { FormField } from '../../../src/domain/forms';
import {
  sampleClipExport,
  sampleClipHd,
  sampleClipSd,
  sampleEventUuid,
  sampleTag,
} from '../../fixtures/wire/clips.samples';
import { createHarness, settle, startOfTest, type Harness } from '../console-harness';

// The tag and export dialogs on the shared form engine (spec 2 §3, §5, §9): defaults from the event and the
// clip, admin_only and show conditions, '{label} is required' blocking the save.

const eventStart = 1_795_000_000;
const storedEvent = {
  uuid: sampleEventUuid,
  state: 'active',
  cached_start_time: eventStart,
  cached_end_time: eventStart + 7200,
  channel_id: 31,
  title: 'Derby',
  meta: {},
};

const setup = async (accountType = 'user'): Promise<Harness & { forms: ClipForms; row: ClipGroupRow }> => {
  // The documented ok replies of the saves these forms send (the bus decodes them like the console does).
  const harness = createHarness({
    push: (topic) =>
      topic.startsWith('events:tag:')
        ? { status: 'ok', response: { data: sampleTag } }
        : topic === 'events:clip_export:create'
          ? { status: 'ok', response: { data: sampleClipExport } }
          : { status: 'ok', response: {} },
  });
  harness.container.load(processesModule, clipsModule, formsModule);
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.rebind(DisplayZone).toConstantValue('UTC');
  harness.receive('profile:t', 'init', { data: { id: 1, email: `${accountType}@demo.local`, type: accountType } });
  harness.receive(`events:${sampleEventUuid}`, 'init', { data: storedEvent });
  harness.receive(`events:clips:${sampleEventUuid}`, 'clips', { data: [sampleClipSd, sampleClipHd] });
  await harness.until(
    (state) => state.clips.byEvent[sampleEventUuid] !== undefined && state.session.profile !== undefined,
  );
  await settle();
  const queries = harness.container.get(ClipsQueries);
  const [key] = await firstValueFrom(queries.groupKeys$(sampleEventUuid, 'all_clips'));
  const row = await firstValueFrom(queries.group$(sampleEventUuid, key ?? ''));
  if (!row) throw new Error('no clip row');
  return { ...harness, forms: harness.container.get(ClipForms), row };
};

const exportForm = (fields: readonly FormField[], required: readonly string[] = []): ExportForm => ({
  id: 9,
  name: 'portal',
  title: 'Portal',
  fields,
  hide_quality_selector: false,
  required_qualities: required,
  pre_selected_qualities: ['hd1080', 'hd720'],
  export_configuration_id: 4,
});

const exportFields: readonly FormField[] = [
  { name: 'title', type: 'text', label: 'Title', required: true },
  { name: 'air_time', type: 'datetime', label: 'Air time', default: { function: 'event_start_plus_clip_start' } },
  { name: 'air_end', type: 'datetime', label: 'Air end', default: { function: 'event_start_plus_clip_end' } },
  { name: 'stamp', type: 'datetime', label: 'Stamp' },
  { name: 'publish', type: 'checkbox', label: 'Publish' },
  { name: 'channel', type: 'text', label: 'Channel', required: true, show: { publish: true } },
  { name: 'notes', type: 'text', label: 'Notes', required: true, admin_only: true },
  { name: 'round', type: 'number', label: 'Round' },
];

const exportPayloads = (harness: Harness): unknown[] =>
  harness.socket.push
    .getCalls()
    .filter((call) => call.args[0] === 'events:clip_export:create')
    .map((call) => call.args[2]);

describe('clips application: tag and export forms on the shared form engine (spec 2 §3, §5, §9)', () => {
  it('an export form starts with the clip title, event start plus clip start/end, now for a date-time, false for a checkbox, pre-selected qualities the clip has', async () => {
    const harness = await setup();
    const session = harness.forms.openExport({ row: harness.row, form: exportForm(exportFields) });
    expect(session.form.values).to.deep.include({
      title: 'Opening goal',
      air_time: eventStart + sampleClipHd.start_time,
      air_end: eventStart + sampleClipHd.end_time,
      stamp: Math.floor(startOfTest / 1000),
      publish: false,
    });
    expect(session.selected).to.deep.equal(['hd1080'], 'hd720 is not a quality of this clip');
    session.dispose();
    harness.dispose();
  });

  it("admin_only fields are for administrators; a show condition hides a field until it holds; '{label} is required' blocks the export", async () => {
    const harness = await setup();
    const session = harness.forms.openExport({ row: harness.row, form: exportForm(exportFields) });
    const names = (): string[] => session.form.view.left.map((field) => field.name);
    expect(names()).to.not.include.members(['notes', 'channel']);
    session.form.set('title', '');
    session.form.set('publish', true);
    expect(names()).to.include('channel');
    expect(await session.submit()).to.equal('invalid');
    expect(session.form.view.left.filter((field) => field.error).map((field) => field.error)).to.deep.equal([
      'Title is required',
      'Channel is required',
    ]);
    expect(exportPayloads(harness)).to.have.length(0);
    session.form.set('title', 'Goal of the week');
    session.form.set('channel', 'web');
    expect(await session.submit()).to.equal('saved');
    const [payload] = exportPayloads(harness) as {
      clip_export: { clip_uuids: string[]; form_data: Record<string, unknown>; meta: Record<string, unknown> };
    }[];
    expect(payload?.clip_export.clip_uuids).to.deep.equal([sampleClipHd.uuid]);
    expect(payload?.clip_export.form_data).to.deep.include({
      title: 'Goal of the week',
      channel: 'web',
      publish: true,
      round: 0,
    });
    expect(payload?.clip_export.meta).to.deep.include({ title: 'Goal of the week', export_configuration_id: 4 });
    session.dispose();
    const admin = await setup('admin');
    const adminSession = admin.forms.openExport({ row: admin.row, form: exportForm(exportFields) });
    expect(adminSession.form.view.left.map((field) => field.name)).to.include('notes');
    expect(await adminSession.submit()).to.equal('invalid');
    expect(adminSession.form.view.errors).to.deep.equal({ notes: 'Notes is required' });
    adminSession.dispose();
    admin.dispose();
    harness.dispose();
  });

  it("a required quality not selected blocks the export with 'This clip doesn't have required qualities'", async () => {
    const harness = await setup();
    const session = harness.forms.openExport({ row: harness.row, form: exportForm([], ['hd1080']) });
    const errors: (string | undefined)[] = [];
    const subscription = session.qualityError$.subscribe((error) => errors.push(error));
    session.select('hd1080', false);
    expect(await session.submit()).to.equal('invalid');
    expect(exportPayloads(harness)).to.have.length(0);
    session.select('hd1080', true);
    expect(errors).to.deep.equal([undefined, "This clip doesn't have required qualities", undefined]);
    expect(await session.submit()).to.equal('saved');
    expect(exportPayloads(harness)).to.have.length(1);
    subscription.unsubscribe();
    session.dispose();
    harness.dispose();
  });

  const goal: TagType = {
    id: 1,
    type: 'goal',
    type_name: 'Goal',
    fields: [
      { name: 'title', type: 'text', label: 'Title', required: true },
      { name: 'at', type: 'datetime', label: 'At', default: { function: 'from_event', key: 'cached_start_time' } },
      { name: 'minutes', type: 'number', label: 'Minutes' },
    ],
  };
  const note: TagType = {
    id: 2,
    type: 'note',
    type_name: 'Note',
    fields: [{ name: 'title', type: 'text', label: 'Title' }],
  };
  const tagPayloads = (harness: Harness): { tag: Record<string, unknown> }[] =>
    harness.socket.push
      .getCalls()
      .filter((call) => String(call.args[0]).startsWith('events:tag:'))
      .map((call) => call.args[2] as { tag: Record<string, unknown> });

  it("a new tag's form reads the event; '{label} is required' and an unreadable stream time block the save; the type keys join the meta", async () => {
    const harness = await setup();
    const session = harness.forms.openTag(sampleEventUuid, goal);
    expect(session.form.values).to.deep.include({ at: eventStart });
    expect(await session.save({ streamTime: 62, active: true })).to.equal('invalid');
    expect(session.form.view.left.find((field) => field.name === 'title')?.error).to.equal('Title is required');
    session.form.set('title', 'Goal by 9');
    expect(await session.save({ streamTime: undefined, active: true })).to.equal('invalid');
    expect(tagPayloads(harness)).to.have.length(0);
    expect(await session.save({ streamTime: 62, active: false })).to.equal('saved');
    expect(harness.socket.push.lastCall.args[0]).to.equal('events:tag:create');
    expect(tagPayloads(harness)[0]?.tag).to.deep.equal({
      event_uuid: sampleEventUuid,
      stream_time: 62,
      state: 'archived',
      meta: { title: 'Goal by 9', at: eventStart, minutes: 0, type: 'goal', type_name: 'Goal' },
    });
    session.dispose();
    harness.dispose();
  });

  it("a stored tag's meta fills its form; another type keeps what was typed and saves with the new type", async () => {
    const harness = await setup();
    const session = harness.forms.openTag(sampleEventUuid, goal, sampleTag as Tag);
    expect(session.form.values).to.deep.include({ title: 'Goal 1-0', team: 'home', player: 'No. 9' });
    session.form.set('title', 'Own goal');
    const before = session.form;
    session.chooseType(note);
    expect(session.form).to.not.equal(before);
    expect(session.form.values).to.deep.include({ title: 'Own goal' });
    expect(await session.save({ streamTime: sampleTag.stream_time, active: true })).to.equal('saved');
    expect(harness.socket.push.lastCall.args[0]).to.equal(`events:tag:${sampleTag.uuid}`);
    expect(tagPayloads(harness)[0]?.tag.meta).to.deep.include({ title: 'Own goal', type: 'note', type_name: 'Note' });
    session.dispose();
    harness.dispose();
  });
});
