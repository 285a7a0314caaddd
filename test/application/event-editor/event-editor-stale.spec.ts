import { expect } from 'chai';
import { filter, firstValueFrom } from 'rxjs';
import {
  conflictView,
  EventEditorSave,
  EventEditorService,
  eventEditorModule,
  type EventEditorSession,
} from '../../../src/application/event-editor';
import { formsModule } from '../../../src/application/forms';
import { HttpGateway } from '../../../src/application/http/http-gateway';
import { createHarness, settle, type Harness, type PushHandler } from '../console-harness';

const uuid = '11111111-1111-4111-8111-111111111111';
const stored = {
  uuid,
  version: 4,
  state: 'active',
  cached_start_time: 1_795_000_000,
  cached_end_time: 1_795_007_200,
  channel_id: 31,
  title: 'Derby',
  subtitle: 'Round 1',
  meta: {},
  event_group: { uuid: '22222222-2222-4222-8222-222222222222', channel_id: 12 },
};
const stale = { reason: 'stale', current: { ...stored, version: 5 }, changed_by: 'Dana Director' };

const setup = (push: PushHandler): { harness: Harness; service: EventEditorService; save: EventEditorSave } => {
  const harness = createHarness({ push });
  harness.container.bind(HttpGateway).toSelf().inSingletonScope();
  harness.container.load(formsModule, eventEditorModule);
  harness.receive('profile:t', 'init', { data: { id: 1, email: 'admin@demo.local', type: 'admin', meta: {} } });
  harness.receive('channels:all', 'init', {
    channels: [
      {
        id: 12,
        uuid: '00000000-0000-4000-8000-000000000012',
        name: 'cam',
        title: 'Arena cam',
        type: 'input',
        state: 'active',
        meta: {},
      },
      {
        id: 31,
        uuid: '00000000-0000-4000-8000-000000000031',
        name: 'web',
        title: 'Web Sport',
        type: 'output',
        state: 'active',
        meta: {},
      },
    ],
  });
  harness.receive(`events:${uuid}`, 'init', { data: stored });
  return { harness, service: harness.container.get(EventEditorService), save: harness.container.get(EventEditorSave) };
};

const opened = async (service: EventEditorService): Promise<EventEditorSession> => {
  const session = service.open({ uuid });
  await firstValueFrom(session.snapshot$.pipe(filter((snapshot) => snapshot.status === 'ready')));
  await settle();
  return session;
};

describe('application/event-editor: a stale save (issue 32 §2)', () => {
  it('sends the version the form was based on, even after the stored event moved on', async () => {
    const { harness, service, save } = setup(() => ({ status: 'ok', response: { data: { ...stored, version: 6 } } }));
    await settle();
    const session = await opened(service);
    harness.receive(`events:${uuid}`, 'update', { data: { ...stored, version: 5, title: 'Derby (moved)' } });
    await settle();
    session.change({ subtitle: 'Round 2' });
    await save.save(session, 'none');
    expect(harness.socket.push.firstCall.args[2]).to.deep.include({ update: true, version: 4 });
    expect(session.state.base?.version, 'the next save is based on the saved one').to.equal(6);
    session.dispose();
    harness.dispose();
  });

  it('keeps the form as typed, compares their fields with mine, and saves the choices on their version', async () => {
    let answers = 0;
    const { harness, service, save } = setup(() =>
      (answers += 1) === 1
        ? { status: 'error', response: stale }
        : { status: 'ok', response: { data: { ...stored, version: 6 } } },
    );
    await settle();
    const session = await opened(service);
    session.change({ subtitle: 'Round 2', title: 'Derby, mine' });
    // Dana saved a new title and moved nothing else; her update reaches this console before the refusal.
    harness.receive(`events:${uuid}`, 'update', { data: { ...stored, version: 5, title: 'Derby, theirs' } });
    await settle();

    expect((await save.save(session, 'none')).ok).to.equal(false);
    expect(session.state.draft).to.include({ title: 'Derby, mine', subtitle: 'Round 2' });
    const view = conflictView(session.state, session.state.conflict!, {}, session.fieldContext);
    expect(view.title).to.equal('Changed by Dana Director meanwhile');
    expect(view.rows).to.deep.equal([
      { field: 'title', label: 'Title', theirs: 'Derby, theirs', mine: 'Derby, mine', conflict: true },
    ]);

    // A conflict waits for a choice: the save says so and pushes nothing.
    expect((await save.save(session, 'none')).ok).to.equal(false);
    expect(session.state.saveMessages).to.deep.equal(['Choose theirs or yours for: Title']);
    expect(harness.socket.push.callCount).to.equal(1);

    session.choose('title', 'theirs');
    expect((await save.save(session, 'none')).ok).to.equal(true);
    const payload = harness.socket.push.secondCall.args[2] as { event: Record<string, unknown>; version: number };
    expect(payload.version).to.equal(5);
    expect(payload.event).to.include({ title: 'Derby, theirs', subtitle: 'Round 2' });
    expect(session.state.conflict).to.equal(undefined);
    session.dispose();
    harness.dispose();
  });

  it('takes a field only they changed without asking, and refuses an archive of a changed event saying so', async () => {
    const { harness, service, save } = setup(() => ({ status: 'error', response: stale }));
    await settle();
    const session = await opened(service);
    harness.receive(`events:${uuid}`, 'update', { data: { ...stored, version: 5, subtitle: 'Round 9' } });
    await settle();
    expect((await save.setState(session, 'archived')).ok).to.equal(false);
    expect(harness.socket.push.firstCall.args[2]).to.deep.include({ version: 4 });
    expect(session.state.saveMessages).to.deep.equal([
      'Not archived: Changed by Dana Director meanwhile. Look at their changes, save, then try again.',
    ]);
    const view = conflictView(session.state, session.state.conflict!, {}, session.fieldContext);
    expect(view.rows).to.deep.equal([
      { field: 'subtitle', label: 'Subtitle', theirs: 'Round 9', mine: 'Round 1', conflict: false },
    ]);
    session.dispose();
    harness.dispose();
  });
});
