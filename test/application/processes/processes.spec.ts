import { expect } from 'chai';
import { firstValueFrom } from 'rxjs';
import { ProcessCommands, processesModule, ProcessesQueries } from '../../../src/application/processes';
import { DisplayZone } from '../../../src/application/shared';
import { sampleClipSd, sampleEventUuid } from '../../fixtures/wire/clips.samples';
import { createHarness, type Harness, type PushHandler } from '../console-harness';

const setup = (push?: PushHandler): Harness & { commands: ProcessCommands; queries: ProcessesQueries } => {
  const harness = createHarness(push ? { push } : {});
  harness.container.load(processesModule);
  harness.container.rebind(DisplayZone).toConstantValue('Europe/Helsinki');
  return {
    ...harness,
    commands: harness.container.get(ProcessCommands),
    queries: harness.container.get(ProcessesQueries),
  };
};

describe('process bar queries and commands (spec 1 §2.6, §4)', () => {
  it('clips.regenerate pushes regenerate_clip {uuid} on events:clip:{uuid} and adds a process that opens /cloudrec/event/{event_uuid}', async () => {
    const harness = setup();
    await harness.commands.regenerateClip({
      uuid: sampleClipSd.uuid,
      eventUuid: sampleEventUuid,
      title: 'Opening goal',
    });
    expect(harness.socket.join.calledWith(`events:clip:${sampleClipSd.uuid}`)).to.equal(true);
    expect(harness.socket.push.firstCall.args.slice(0, 3)).to.deep.equal([
      `events:clip:${sampleClipSd.uuid}`,
      'regenerate_clip',
      { uuid: sampleClipSd.uuid },
    ]);
    await harness.until((state) => state.processes.order.length === 1);
    const page = await firstValueFrom(harness.queries.page(1));
    // 2026-11-22T10:00:00Z is 12:00 in Helsinki: DD.MM.YYYY HH:mm (spec 1 §9).
    expect(page).to.deep.equal({
      rows: [
        {
          uuid: 'id-1',
          status: 'new',
          description: 'Re-creating clip Opening goal',
          createdAt: '22.11.2026 12:00',
          link: `/cloudrec/event/${sampleEventUuid}`,
        },
      ],
      hasMore: false,
      total: 1,
    });
    harness.dispose();
  });

  it("shows the least advanced status of the process's clips, following them as they change (spec 1 §4)", async () => {
    const harness = setup();
    await harness.commands.regenerateClip({ uuid: sampleClipSd.uuid, eventUuid: sampleEventUuid });
    harness.receive(`events:clips:${sampleEventUuid}`, 'clips', { data: [{ ...sampleClipSd, status: 'processing' }] });
    await harness.until((state) => state.clips.byEvent[sampleEventUuid] !== undefined);
    expect((await firstValueFrom(harness.queries.page(1))).rows[0]?.status).to.equal('processing');
    harness.receive(`events:clips:${sampleEventUuid}`, 'clip', {
      data: { ...sampleClipSd, status: 'ready', url: 'https://clips.example/sd.mp4' },
    });
    await harness.until((state) => state.clips.byEvent[sampleEventUuid]?.clips[sampleClipSd.uuid]?.status === 'ready');
    expect((await firstValueFrom(harness.queries.page(1))).rows[0]?.status).to.equal('ready');
    harness.dispose();
  });

  it('a refused regenerate leaves its process in error', async () => {
    const harness = setup(() => ({ status: 'error', response: { reason: 'not_found' } }));
    expect(await harness.commands.regenerateClip({ uuid: 'c-1', eventUuid: 'e-1' })).to.include({ outcome: 'error' });
    await harness.until((state) => state.processes.byId['id-1']?.status === 'error');
    expect((await firstValueFrom(harness.queries.page(1))).rows[0]?.status).to.equal('error');
    harness.dispose();
  });

  it('lists newest first, 10 at a time: Show more adds the next ten (spec 1 §2.6, §9 page size 10)', async () => {
    const harness = setup();
    for (let index = 1; index <= 12; index += 1) {
      await harness.commands.regenerateClip({
        uuid: `clip-${index}`,
        eventUuid: `event-${index}`,
        title: `clip ${index}`,
      });
      harness.advance(60_000);
    }
    await harness.until((state) => state.processes.order.length === 12);
    const first = await firstValueFrom(harness.queries.page(1));
    expect(first.rows.map((row) => row.description)).to.deep.equal(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((index) => `Re-creating clip clip ${index}`),
    );
    expect(first).to.include({ hasMore: true, total: 12 });
    const second = await firstValueFrom(harness.queries.page(2));
    expect(second.rows).to.have.length(12);
    expect(second.rows.at(-1)?.description).to.equal('Re-creating clip clip 1');
    expect(second.hasMore).to.equal(false);
    expect(await firstValueFrom(harness.queries.count$)).to.equal(12);
    harness.dispose();
  });

  it('processes.remove takes a process off the bar', async () => {
    const harness = setup();
    await harness.commands.regenerateClip({ uuid: 'c-1', eventUuid: 'e-1' });
    await harness.commands.regenerateClip({ uuid: 'c-2', eventUuid: 'e-2' });
    await harness.until((state) => state.processes.order.length === 2);
    harness.commands.remove('id-1');
    await harness.until((state) => state.processes.order.length === 1);
    expect((await firstValueFrom(harness.queries.page(1))).rows.map((row) => row.uuid)).to.deep.equal(['id-2']);
    expect(harness.commandNames()).to.deep.equal(['clips.regenerate', 'clips.regenerate', 'processes.remove']);
    harness.dispose();
  });
});
