import { expect } from 'chai';
import {
  drillNoticeRules,
  drillRows,
  drillSecondsHint,
  drillStartPlan,
  initialDrillForm,
  timeLeftText,
} from '../../../src/application/drills';
import type { SettledCommand } from '../../../src/application/notifications';

const uuid = '3f0a6a2e-5d1b-4c53-9a55-5e4b6f1f0c11';

describe('application/drills: the Drill panel', () => {
  it("the form's plan: the payload, or what is missing or wrong in words", () => {
    expect(drillStartPlan(initialDrillForm)).to.deep.equal({ ok: false, problem: 'Choose a channel.' });
    const chosen = { ...initialDrillForm, channelUuid: uuid };
    expect(drillStartPlan(chosen)).to.deep.equal({
      ok: true,
      start: { channel_uuid: uuid, fault: 'freeze', seconds: 30 },
    });
    for (const seconds of ['4', '601', '10.5', '', ' ', 'ten', '-5', '1e2'])
      expect(drillStartPlan({ ...chosen, seconds }), seconds).to.deep.equal({ ok: false, problem: drillSecondsHint });
    expect(drillStartPlan({ ...chosen, seconds: ' 600 ' })).to.deep.include({ ok: true });
    expect(drillStartPlan({ ...chosen, fault: undefined })).to.deep.equal({ ok: false, problem: 'Choose a fault.' });
  });

  it('lists running drills by channel title with the time left on the server clock, and drops ended ones', () => {
    const drills = [
      { channel_uuid: uuid, fault: 'black' as const, started_at: 0, ends_at: 90_000 },
      { channel_uuid: 'gone', fault: 'stall' as const, started_at: 0, ends_at: 10_000 },
      { channel_uuid: 'other', fault: 'offline' as const, started_at: 0, ends_at: 40_500 },
    ];
    const rows = drillRows(drills, [{ uuid, label: 'Studio 1' }], 10_000);
    expect(rows.map((row) => [row.channel, row.fault, row.timeLeft])).to.deep.equal([
      ['Studio 1', 'black', '1:20'],
      ['other', 'offline', '0:31'],
    ]);
    expect(timeLeftText(600)).to.equal('10:00');
  });

  it('toasts: a start or stop says so; a refusal says why in words', () => {
    const settled = (name: string, status: 'ok' | 'error', reason?: string): SettledCommand =>
      ({ id: '1', name, args: {}, status, at: 0, ...(reason ? { reason } : {}) }) as unknown as SettledCommand;
    expect(drillNoticeRules['drills.start']?.(settled('drills.start', 'ok'))).to.deep.equal({
      title: 'Drill started',
      intent: 'success',
    });
    expect(drillNoticeRules['drills.start']?.(settled('drills.start', 'error', 'unknown_channel'))).to.deep.equal({
      title: 'The drill did not start',
      body: 'That channel does not exist on the studio server.',
      intent: 'error',
    });
    expect(drillNoticeRules['drills.stop']?.(settled('drills.stop', 'error', 'not_running'))).to.deep.equal({
      title: 'The drill did not stop',
      body: 'No drill is running on that channel.',
      intent: 'error',
    });
  });
});
