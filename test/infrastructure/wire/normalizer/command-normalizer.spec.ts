import { expect } from 'chai';
import { replyRejectedReason } from '../../../../src/application/commands';
import type { CommandIssuedEntry, CommandSettledEntry, LogEntry } from '../../../../src/domain/log';
import { initialRootState, reduceBatch, type DomainEvent } from '../../../../src/domain/state';
import { uploadCommands } from '../../../../src/domain/uploads';
import { createWireNormalizer } from '../../../../src/infrastructure/wire';
import { createStagedNormalizer } from '../../../../src/infrastructure/wire/create-staged-normalizer';
import { uuidOf } from '../../../domain/schedule/schedule-fixtures';

const normalizer = createWireNormalizer();

const issuedEntry = (name: string, args: unknown, extra: Partial<CommandIssuedEntry> = {}): CommandIssuedEntry => ({
  kind: 'CommandIssued',
  seq: 1,
  at: 100,
  id: 'c1',
  account: 'anna@example.com',
  name,
  args,
  ...extra,
});

const settledEntry = (reply: unknown, extra: Partial<CommandSettledEntry> = {}): CommandSettledEntry => ({
  kind: 'CommandSettled',
  seq: 2,
  at: 140,
  id: 'c1',
  outcome: 'ok',
  reply,
  latencyMs: 40,
  ...extra,
});

const search = { topic: 'events:search', push: 'search' };
const hit = { uuid: uuidOf(1), cached_start_time: 100, cached_end_time: 200, title: 'HIFK – Tappara', channel_id: 31 };
/** The events besides the journal's own (CommandIssued, CommandSettled). */
const typed = (events: readonly DomainEvent[]) =>
  events.filter((event) => event.type !== 'CommandIssued' && event.type !== 'CommandSettled');
const fold = (entries: readonly LogEntry[]) =>
  entries.reduce((state, entry) => reduceBatch(state, normalizer.normalize(entry)), initialRootState());

describe('command normalizer: arguments and replies decoded once, at the boundary', () => {
  it('decodes a push reply with the catalogue codec into a typed event, and keeps the decoded reply for the journal', () => {
    const events = normalizer.normalize(settledEntry({ results: [hit] }, search));
    expect(events).to.deep.equal([
      {
        type: 'CommandSettled',
        id: 'c1',
        outcome: 'ok',
        reply: { results: [hit] },
        reason: undefined,
        latencyMs: 40,
        at: 140,
      },
      { type: 'EventSearchAnswered', id: 'c1', results: [hit], at: 140 },
    ]);
  });

  it('turns an ok reply of the wrong shape into a visible rejection and settles the command as an error, never an empty list', () => {
    const events = normalizer.normalize(settledEntry({ results: 'many' }, search));
    expect(events[0]).to.deep.include({ type: 'FrameRejected', seq: 2, topic: 'events:search', event: 'search reply' });
    expect(events[0]?.type === 'FrameRejected' && events[0].errors.map((error) => error.path)).to.deep.equal([
      'results',
    ]);
    expect(events[1]).to.deep.include({
      type: 'CommandSettled',
      id: 'c1',
      outcome: 'error',
      reason: replyRejectedReason,
    });
    expect(events).to.have.length(2);

    const state = fold([
      issuedEntry('events.search', { search: 'hifk' }, search),
      settledEntry({ results: 'many' }, search),
    ]);
    expect(state.frames.rejected, 'counted where the connection indicator reads it').to.equal(1);
    expect(state.frames.recentRejections.map((rejection) => rejection.topic)).to.deep.equal(['events:search']);
    expect(state.schedule.search).to.deep.include({ status: 'failed', results: [] });
    expect(state.journal.byId.c1).to.deep.include({ status: 'error', reason: replyRejectedReason });
  });

  it('leaves error, time-out and unsent settlements and replies of pushes it does not know as they came', () => {
    expect(
      normalizer.normalize(settledEntry({ reason: 'invalid' }, { ...search, outcome: 'error', reason: 'invalid' })),
    ).to.have.length(1);
    expect(normalizer.normalize(settledEntry({ anything: 1 }, { topic: 'events:search', push: 'nope' }))).to.deep.equal(
      [
        {
          type: 'CommandSettled',
          id: 'c1',
          outcome: 'ok',
          reply: { anything: 1 },
          reason: undefined,
          latencyMs: 40,
          at: 140,
        },
      ],
    );
  });

  it('decodes command arguments into typed events: a filter, a search, a regeneration, a restored process list', () => {
    const filter = { daterange: { start: 1, end: 2 }, states: ['active'], limit: 1000 };
    expect(
      typed(normalizer.normalize(issuedEntry('events.filter', filter, { topic: 'events:all', push: 'filter' }))),
    ).to.deep.equal([{ type: 'EventsFilterPushed', id: 'c1', filter, at: 100 }]);
    expect(typed(normalizer.normalize(issuedEntry('events.search', { search: 'hifk' }, search)))).to.deep.equal([
      { type: 'EventSearchIssued', id: 'c1', text: 'hifk', at: 100 },
    ]);
    expect(
      typed(
        normalizer.normalize(issuedEntry('clips.regenerate', { uuid: 'clip-1', event_uuid: 'ev-1', title: 'Goal' })),
      ),
    ).to.deep.equal([
      { type: 'ClipRegenerationAsked', id: 'c1', uuid: 'clip-1', eventUuid: 'ev-1', title: 'Goal', at: 100 },
    ]);
    const process = {
      uuid: 'p1',
      created_at: 50,
      status: 'new',
      type: 'clip',
      description: 'x',
      meta: { uuids: ['clip-1'], event_uuid: 'ev-1' },
    };
    const restored = typed(
      normalizer.normalize(issuedEntry('processes.restore', { processes: [process, 7], now: 60 })),
    );
    expect(restored).to.have.length(1);
    expect(restored[0]).to.deep.include({ type: 'ProcessesRestored', processes: [process], now: 60 });
  });

  it('maps every uploads.* command to its upload event, with the entry time', () => {
    const item = {
      key: '42/image_1794000000.png',
      dataId: '42',
      fieldName: 'image',
      file: { name: 'a.png', size: 1000, type: 'image/png' },
    };
    const { key } = item;
    const cases: [string, unknown, DomainEvent][] = [
      [uploadCommands.queue.name, item, { type: 'UploadQueued', item, at: 100 }],
      [uploadCommands.start.name, { key }, { type: 'UploadStarted', key, at: 100 }],
      [
        uploadCommands.progress.name,
        { key, loaded: 10, total: 20 },
        { type: 'UploadProgressed', key, loaded: 10, total: 20, at: 100 },
      ],
      [
        uploadCommands.finish.name,
        { key, httpStatus: 204, file: 'a.png' },
        { type: 'UploadFinished', key, httpStatus: 204, at: 100 },
      ],
      [
        uploadCommands.fail.name,
        { key, reason: 'Upload: error a.png' },
        { type: 'UploadFailed', key, reason: 'Upload: error a.png', at: 100 },
      ],
      [
        uploadCommands.requeue.name,
        { key, cause: 'timeout' },
        { type: 'UploadRequeued', key, cause: 'timeout', at: 100 },
      ],
      [uploadCommands.cancel.name, { key }, { type: 'UploadCancelled', key, at: 100 }],
    ];
    for (const [name, args, event] of cases)
      expect(typed(normalizer.normalize(issuedEntry(name, args))), name).to.deep.equal([event]);
  });

  it('decodes the view choices and the wall filter into the typed events their projections fold', () => {
    const cases: [string, unknown, DomainEvent[]][] = [
      ['dashboard.layout', { layout: 'tiles' }, [{ type: 'DashboardLayoutChosen', layout: 'tiles', at: 100 }]],
      ['dashboard.own_events', { on: true }, [{ type: 'OwnEventsSwitched', on: true, at: 100 }]],
      [
        'events_list.filter',
        { from: '01.12.2026', to: '08.12.2026', active: true, archived: false },
        [
          {
            type: 'EventsListFilterChosen',
            filter: { from: '01.12.2026', to: '08.12.2026', active: true, archived: false },
            at: 100,
          },
        ],
      ],
      ['bottom_sheet.fullscreen', { on: true }, [{ type: 'SheetFullscreenChosen', on: true, at: 100 }]],
      [
        'dashboard.range',
        { start: 1, end: 2 },
        [{ type: 'DashboardRangeChosen', range: { start: 1, end: 2 }, at: 100 }],
      ],
      [
        'console.display_zone',
        { zone: 'Europe/Helsinki' },
        [{ type: 'DisplayZoneRecorded', zone: 'Europe/Helsinki', at: 100 }],
      ],
      [
        'monitor.filter',
        { scope: 'all', channel: 'a', shown: true, filter: ['a'] },
        [{ type: 'MonitorFilterAsked', id: 'c1', filter: ['a'], at: 100 }],
      ],
      // A recording made before the wall's toggle showed at once: the command carries no list.
      ['monitor.filter', { scope: 'all', channel: 'a', shown: true }, []],
    ];
    for (const [name, args, events] of cases)
      expect(typed(normalizer.normalize(issuedEntry(name, args))), name).to.deep.equal(events);
  });

  it('decodes the zone a session opens with before the socket brings the rest of the protocol', () => {
    const boot = createStagedNormalizer();
    expect(boot.complete).to.equal(false);
    expect(typed(boot.normalize(issuedEntry('console.display_zone', { zone: 'Pacific/Auckland' })))).to.deep.equal([
      { type: 'DisplayZoneRecorded', zone: 'Pacific/Auckland', at: 100 },
    ]);
  });

  it('rejects arguments that do not decode, visibly, and yields no event for commands without a codec', () => {
    const bad: [string, unknown][] = [
      [uploadCommands.start.name, null],
      [uploadCommands.start.name, { key: '' }],
      [
        uploadCommands.queue.name,
        { key: 'k', dataId: '1', fieldName: 'f', file: { name: 'a.png', size: -1, type: '' } },
      ],
      [uploadCommands.progress.name, { key: 'x', loaded: Number.NaN, total: 1 }],
      [uploadCommands.finish.name, { key: 'x', httpStatus: '204' }],
      [uploadCommands.requeue.name, { key: 'x', cause: 'bored' }],
      ['events.filter', { daterange: { start: '1', end: 2 } }],
      ['dashboard.layout', { layout: 'grid' }],
      ['dashboard.range', { start: '1' }],
      ['console.display_zone', {}],
      ['monitor.filter', { filter: 'a' }],
    ];
    for (const [name, args] of bad) {
      const [rejection, ...rest] = typed(normalizer.normalize(issuedEntry(name, args)));
      expect(rejection, `${name} ${JSON.stringify(args)}`).to.deep.include({
        type: 'FrameRejected',
        topic: `command:${name}`,
        event: 'args',
      });
      expect(rest).to.deep.equal([]);
    }
    expect(typed(normalizer.normalize(issuedEntry(uploadCommands.presign.name, { key: 'x' })))).to.deep.equal([]);
    expect(typed(normalizer.normalize(issuedEntry('devices.release', { id: 1 })))).to.deep.equal([]);
  });

  it('reads a recording made before pushes carried their address as before: arguments by name, a search answer by its issue', () => {
    const legacy = createWireNormalizer();
    expect(typed(legacy.normalize(issuedEntry('events.search', { search: 'hifk' }, { id: 'old' })))).to.deep.equal([
      { type: 'EventSearchIssued', id: 'old', text: 'hifk', at: 100 },
    ]);
    expect(typed(legacy.normalize(settledEntry({ results: [hit] }, { id: 'old' })))).to.deep.equal([
      { type: 'EventSearchAnswered', id: 'old', results: [hit], at: 140 },
    ]);
    expect(legacy.normalize(settledEntry({ whatever: true }, { id: 'other' }))).to.deep.equal([
      {
        type: 'CommandSettled',
        id: 'other',
        outcome: 'ok',
        reply: { whatever: true },
        reason: undefined,
        latencyMs: 40,
        at: 140,
      },
    ]);
  });
});
