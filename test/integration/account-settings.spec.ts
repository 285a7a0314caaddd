import { expect } from 'chai';
import { waitFor } from './support/phoenix-client';
import { useStudioFixture } from './support/studio-fixture';

type Item = Record<string, unknown> & {
  id: number;
  uuid?: string;
  email?: string;
  groups?: string[];
  meta?: Record<string, unknown>;
};

// Issue 29: an account save says why it was refused (a taken e-mail), and the settings an administrator sets in
// an account's meta (spec 3 §3: rec_readonly, default_group, the monitor and multiview filters) are checked.
describe('studio server: account save refusals and account settings (spec 3 §3, issue 29)', () => {
  const { joinOk, pushOn } = useStudioFixture({ types: ['admin', 'user'] });
  const list = async (topic: string): Promise<Item[]> => {
    const joined = await joinOk('admin', topic, ['init']);
    const [init] = (await waitFor(joined, 'init')) as { data?: Item[]; channels?: Item[] }[];
    joined.channel.leave();
    return init?.data ?? init?.channels ?? [];
  };
  const userAccount = async (): Promise<Item> => {
    const found = (await list('accounts:all')).find((account) => account.email === 'user@demo.local');
    if (!found) throw new Error('no demo user account');
    return found;
  };
  const saveUser = async (changes: Record<string, unknown>): Promise<{ status: string; response: unknown }> => {
    const user = await userAccount();
    const account = { ...user, state: 'active', groups: user.groups ?? [], ...changes };
    return pushOn('admin', `accounts:${user.id}`, 'save', { account });
  };
  const reasonOf = (reply: { response: unknown }): unknown => (reply.response as { reason?: unknown }).reason;
  const pathOf = (reply: { response: unknown }): unknown =>
    (reply.response as { errors?: { path: string }[] }).errors?.[0]?.path;

  it("refuses a new account under another account's e-mail with reason email_taken, in any letter case", async () => {
    const reply = await pushOn('admin', 'accounts:create', 'save', {
      account: { email: 'User@Demo.Local', type: 'user', state: 'active', groups: [], password: 'secret12' },
    });
    expect(reply.status).to.equal('error');
    expect(reasonOf(reply)).to.equal('email_taken');
    expect(pathOf(reply)).to.equal('account.email');
  });

  it('refuses an edit that takes another account’s e-mail, and keeps its own', async () => {
    expect(reasonOf(await saveUser({ email: 'admin@demo.local' }))).to.equal('email_taken');
    expect((await saveUser({})).status).to.equal('ok');
  });

  it('stores valid settings: rec_readonly, an active default group, existing channels and events', async () => {
    const [group] = await list('groups:all');
    const [channel] = await list('channels:all');
    const user = await userAccount();
    const meta = {
      ...user.meta,
      rec_readonly: true,
      default_group: group?.uuid,
      monitor_channel_filter: [channel?.uuid],
      monitor_wall_layout: { monitor: { grid: '3x3', solo: channel?.uuid }, multiview: { grid: '2x2' } },
      monitor_wall_settings: { alarm_sound: true, stats: true },
      multiview_event_filter: [],
    };
    const saved = await saveUser({ meta });
    expect(saved.status, JSON.stringify(saved.response)).to.equal('ok');
    expect((await userAccount()).meta).to.deep.include(meta);
  });

  const refusals: [string, unknown][] = [
    ['rec_readonly', 'yes'],
    ['default_group', '00000000-0000-4000-8000-000000000000'],
    ['default_group', 7],
    ['monitor_channel_filter', 'all'],
    ['monitor_channel_filter', ['00000000-0000-4000-8000-000000000000']],
    ['multiview_event_filter', [1, 2]],
    ['multiview_event_filter', ['00000000-0000-4000-8000-000000000000']],
    ['monitor_wall_layout', { monitor: { grid: '5x5' } }],
    ['monitor_wall_layout', 'auto'],
    ['monitor_wall_settings', { alarm_sound: 'on', stats: true }],
    ['monitor_wall_settings', true],
  ];
  for (const [key, value] of refusals)
    it(`refuses meta.${key} = ${JSON.stringify(value)} as invalid and changes nothing`, async () => {
      const before = await userAccount();
      const reply = await saveUser({ meta: { ...before.meta, [key]: value } });
      expect(reasonOf(reply)).to.equal('invalid');
      expect(pathOf(reply)).to.equal(`account.meta.${key}`);
      expect((await userAccount()).meta).to.deep.equal(before.meta);
    });
});
