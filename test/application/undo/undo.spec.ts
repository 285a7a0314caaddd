import { expect } from 'chai';
import { NoticeRules, NotificationQueries, type SettledCommand } from '../../../src/application/notifications';
import { settingsAreaNoticeRules } from '../../../src/application/settings';
import { UndoQueries, undoTargetOfSave } from '../../../src/application/undo';
import { undoModule } from '../../../src/application/undo/undo-module';
import { undoNoticeRules } from '../../../src/application/undo/undo-notices';
import type { Account } from '../../../src/domain/accounts';
import { consoleFixture, latest, type ConsoleFixture } from '../console-harness';

// Issue 32 §4 (docs/protocol/undo.md): a configuration save's success toast offers Undo for 10 s, decided in one
// place from the settled command; the profile menu's recent changes are the server's list; an undo's refusal says why.

const settled = (name: string, args: unknown, reply: unknown, status: 'ok' | 'error' = 'ok'): SettledCommand =>
  ({ id: 'c1', account: 'a', name, args, status, issuedAt: 0, reply }) as unknown as SettledCommand;

const uuid = '3f0a6a2e-5d1b-4c53-9a55-5e4b6f1f0c11';

describe('application/undo: Undo for configuration (issue 32 §4)', () => {
  it('offers the save of a stored configuration item: its kind, id (a channel by uuid) and the version it made', () => {
    expect(
      undoTargetOfSave(settled('channels.save', { mode: 'update' }, { data: { id: 3, uuid, version: 4 } })),
    ).to.deep.equal({ kind: 'channels', id: uuid, version: 4 });
    expect(
      undoTargetOfSave(settled('content.record.save', { mode: 'update' }, { data: { id: 12, version: 2 } })),
    ).to.deep.equal({ kind: 'records', id: '12', version: 2 });
    expect(undoTargetOfSave(settled('accounts.save', { mode: 'update' }, { data: { id: 5, version: 9 } }))).to.include({
      kind: 'accounts',
    });
  });

  it('offers nothing for a create, a failure, an action, an event save or a reply without a version', () => {
    const reply = { data: { id: 3, uuid, version: 1 } };
    expect(undoTargetOfSave(settled('settings.save', { mode: 'create' }, reply)), 'create').to.equal(undefined);
    expect(undoTargetOfSave(settled('settings.save', { mode: 'update' }, reply, 'error')), 'failed').to.equal(
      undefined,
    );
    expect(undoTargetOfSave(settled('transcoder.start', { mode: 'update' }, reply)), 'an action').to.equal(undefined);
    expect(undoTargetOfSave(settled('events.save', { mode: 'update' }, reply)), 'not configuration').to.equal(
      undefined,
    );
    expect(undoTargetOfSave(settled('settings.save', { mode: 'update' }, { data: { id: 3 } })), 'no version').to.equal(
      undefined,
    );
  });

  describe('in the console', () => {
    let console: ConsoleFixture;
    beforeEach(() => {
      console = consoleFixture();
      console.container.bind(NoticeRules).toConstantValue(settingsAreaNoticeRules);
      console.container.load(undoModule);
    });
    afterEach(() => console.dispose());

    const settle = (id: string, reply: unknown, outcome: 'ok' | 'error' = 'ok', reason?: string): void => {
      console.log.append({
        kind: 'CommandSettled',
        at: console.now,
        id,
        outcome,
        latencyMs: 10,
        reply,
        ...(reason ? { reason } : {}),
      });
      console.store.flush();
    };

    it("the save's success toast offers Undo for 10 s; a create's does not", () => {
      const toasts = latest(console.container.get(NotificationQueries).results$);
      console.issue('c1', 'settings.save', { mode: 'update', setting: {} });
      settle('c1', { data: { id: 8, version: 3 } });
      console.issue('c2', 'settings.save', { mode: 'create', setting: {} });
      settle('c2', { data: { id: 9, version: 1 } });
      expect(toasts.value[0]?.offer).to.deep.equal({
        label: 'Undo',
        timeoutMs: 10_000,
        undo: { kind: 'settings', id: '8', version: 3 },
      });
      expect(toasts.value[1]?.intent).to.equal('success');
      expect(toasts.value[1]?.offer).to.equal(undefined);
      toasts.stop();
    });

    it('recent changes: holds the account’s undo topic while followed and lists the server’s saves, newest first', () => {
      console.signIn({ id: 7, email: 'dana@demo.local', type: 'admin' } as Account);
      const lines = latest(console.container.get(UndoQueries).recent$);
      expect(console.socket.join.calledWith('undo:7'), 'joined').to.equal(true);
      expect(lines.value).to.equal(undefined);
      console.frame('undo:7', 'saves', {
        saves: [
          { save_id: 2, kind: 'channels', id: uuid, version: 5, label: 'Studio A', at: 1_700_000_000, undoes: 1 },
          { save_id: 1, kind: 'records', id: '12', version: 4, label: '', at: 1_699_999_000, undone_by: 2 },
        ],
      });
      expect(lines.value?.map((line) => [line.text, line.undone])).to.deep.equal([
        ['Channel · Studio A', false],
        ['Record · #12', true],
      ]);
      expect(lines.value?.[0]?.when).to.match(/^\d\d\.\d\d\.2023 \d\d:\d\d$/);
      lines.stop();
    });

    it("an undo's refusal says why: who changed the item meanwhile, what cannot be put back, or that it is no longer kept", () => {
      const rule = undoNoticeRules['undo.undo'];
      const refused = (reason: string, reply: unknown): SettledCommand =>
        ({ ...settled('undo.undo', {}, reply, 'error'), reason }) as SettledCommand;
      expect(rule?.(refused('stale', { reason: 'stale', changed_by: 'Dana Director', current: {} }))).to.deep.equal({
        title: 'Nothing was undone',
        body: 'Changed by Dana Director meanwhile: nothing was undone.',
        intent: 'error',
      });
      expect(rule?.(refused('not_kept', { reason: 'not_kept' }))?.body).to.equal(
        'That change is no longer among your last 20.',
      );
      const parts = {
        reason: 'invalid',
        errors: [{ path: 'device.sub_device_list', expected: 'the id of an existing device', actual: '12' }],
        message: 'Sub-device 12 was deleted since the save.',
      };
      expect(rule?.(refused('invalid', parts))?.body, 'what stands in the way, in words').to.equal(
        'It cannot be put back as it was: Sub-device 12 was deleted since the save.',
      );
      expect(rule?.(settled('undo.undo', {}, { data: {}, undone: 1 }))).to.deep.equal({
        title: 'Change undone',
        intent: 'success',
      });
    });
  });
});
