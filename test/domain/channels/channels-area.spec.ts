import { expect } from 'chai';
import { applyAdminList, initialAdminListQuery } from '../../../src/domain/admin-kit';
import {
  canOpenChannelsTab,
  channelEditorRights,
  channelsListSpec,
  channelsToolbar,
  expiryFromInput,
  expiryInputValue,
  membershipActive,
  type Channel,
} from '../../../src/domain/channels';

const channel = (id: number, title: string, state: Channel['state'] = 'active'): Channel => ({
  id,
  uuid: `00000000-0000-4000-8000-00000000000${id}`,
  name: `stream_${id}`,
  title,
  type: 'output',
  state,
  transcoder: id === 2,
  meta: { transcoder_size: 'amd-gen6-16x', transcoder_config: 'hd' },
});

describe('the /channels area (spec 3 §2.3, §6; spec 2 §6)', () => {
  it('toolbar: Inputs for all, Outputs and Access groups for administrators, Configuration presets for developers', () => {
    const titles = (type: string | undefined) => channelsToolbar(type).map((entry) => entry.title);
    expect(titles('user')).to.deep.equal(['Inputs']);
    expect(titles('group_admin')).to.deep.equal(['Inputs']);
    expect(titles('admin')).to.deep.equal(['Inputs', 'Outputs', 'Access groups']);
    expect(titles('root')).to.deep.equal(['Inputs', 'Outputs', 'Access groups']);
    expect(titles('developer')).to.deep.equal(['Inputs', 'Outputs', 'Access groups', 'Configuration presets']);
    expect(canOpenChannelsTab('outputs', 'user')).to.equal(false);
    expect(canOpenChannelsTab('configuration_presets', 'admin')).to.equal(false);
  });

  it('"Non-admins can only create channels of type input"; only developers see "Is admin channel"', () => {
    expect(channelEditorRights('user')).to.deep.equal({ admin: false, developer: false, types: ['input'] });
    expect(channelEditorRights('device_admin')).to.deep.equal({
      admin: true,
      developer: false,
      types: ['input', 'output'],
    });
    expect(channelEditorRights('developer').developer).to.equal(true);
    expect(channelEditorRights(undefined).types).to.deep.equal(['input']);
  });

  it('tables search title, name and uuid, show active by default and sort by the transcoder size label', () => {
    const rows = [channel(1, 'Beta'), channel(2, 'Alpha'), channel(3, 'Gamma', 'archived')];
    const page = applyAdminList(rows, channelsListSpec, {
      ...initialAdminListQuery(),
      sort: { column: 'title', direction: 'ascending' },
    });
    expect(page.rows.map((row) => row.title)).to.deep.equal(['Alpha', 'Beta']);
    expect(
      applyAdminList(rows, channelsListSpec, { ...initialAdminListQuery(), search: 'stream_1' }).rows,
    ).to.have.length(1);
    expect(channelsListSpec.value(rows[0] as Channel, 'transcoder_size')).to.equal('AMD Gen 6 16x');
    expect(channelsListSpec.value(rows[1] as Channel, 'transcoder')).to.equal('yes');
  });

  it('membership expiry: -1 never expires and shows empty; a typed time round-trips in the display zone', () => {
    expect(expiryInputValue(-1, 'Europe/Helsinki')).to.equal('');
    expect(expiryFromInput('', 'Europe/Helsinki')).to.equal(-1);
    expect(expiryFromInput('not a time', 'UTC')).to.equal(-1);
    const seconds = expiryFromInput('2026-11-24T21:30', 'Europe/Helsinki');
    expect(seconds).to.equal(Date.UTC(2026, 10, 24, 19, 30) / 1000);
    expect(expiryInputValue(seconds, 'Europe/Helsinki')).to.equal('2026-11-24T21:30');
    expect(membershipActive({ id: 1, expiry_time: -1 }, 5)).to.equal(true);
    expect(membershipActive({ id: 1, expiry_time: 5 }, 5)).to.equal(false);
  });
});
