import { expect } from 'chai';
import {
  addOverride,
  blankChannelForm,
  blankOverrideDraft,
  channelFormOf,
  channelGroupSavePlan,
  blankChannelGroupForm,
  channelSavePlan,
  formOutputState,
  outputNeedsAdmin,
  streamNameFor,
  type ChannelForm,
} from '../../../src/application/channels-admin';
import { channelEditorRights, type Channel } from '../../../src/domain/channels';

const now = 1_800_000_000;
const newUuid = '0b7c6c7e-2a55-4f7e-9d7e-5f0e8b9b1c11';
const admin = channelEditorRights('admin');
const user = channelEditorRights('user');

const channel: Channel = {
  id: 7,
  uuid: 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee',
  name: 'tv_news',
  title: 'TV News',
  type: 'output',
  state: 'active',
  configuration: {
    output: {
      outputs: [
        { type: 'headend', active: true },
        { type: 'srtla', active: true },
      ],
    },
  },
  configuration_overrides: [
    {
      type: 'config:output:headend',
      id: 'headend',
      subtype: 'active',
      params: { active: false, end_time: now - 1 },
      start_time: now - 3600,
      duration: 1,
      end_time: now - 1,
    },
  ],
  meta: { notifiers: [{ id: 3, name: 'EPG', form_data: { code: 'N1' } }] },
};

describe('application/channels-admin: the channel form (spec 2 §3–§6)', () => {
  it('drops expired overrides when the editor opens (spec 2 §4)', () => {
    const form = channelFormOf(now)({ channel, memberships: [{ id: 2, expiry_time: -1 }] });
    expect(form.overrides).to.deep.equal([]);
    expect(form.memberships).to.deep.equal([{ id: 2, expiry_time: -1 }]);
    expect(JSON.parse(form.notifierData[3] ?? '')).to.deep.equal({ code: 'N1' });
  });

  it("a non-admin's form may not be an output channel; an admin's may", () => {
    const output: ChannelForm = { ...blankChannelForm('output'), title: 'Out', name: 'out' };
    expect(channelSavePlan(output, { rights: user, newUuid })).to.deep.equal({
      kind: 'refused',
      message: outputNeedsAdmin,
    });
    expect(channelSavePlan(output, { rights: admin, newUuid }).kind).to.equal('save');
  });

  it("a non-admin's new input gets a stream name from its title and the new uuid; an admin must type one", () => {
    const form: ChannelForm = { ...blankChannelForm('input'), title: 'Operator Camera 2' };
    const plan = channelSavePlan(form, { rights: user, newUuid });
    if (plan.kind !== 'save') throw new Error(plan.message);
    expect(plan.channel.name).to.equal('operator-camera-2-0b7c6c7e');
    expect(plan.channel.uuid).to.equal(newUuid);
    expect(channelSavePlan(form, { rights: admin, newUuid })).to.deep.equal({
      kind: 'refused',
      message: 'Stream name is required.',
    });
    expect(streamNameFor('  ', newUuid)).to.equal('channel-0b7c6c7e');
  });

  it('refuses an empty title and a configuration that is not a JSON object, keeping nothing half-sent', () => {
    expect(channelSavePlan(blankChannelForm(), { rights: user, newUuid })).to.deep.equal({
      kind: 'refused',
      message: 'Title is required.',
    });
    const broken: ChannelForm = { ...blankChannelForm(), title: 'T', name: 'n', configuration: '{"output": ' };
    expect(channelSavePlan(broken, { rights: admin, newUuid })).to.deep.equal({
      kind: 'refused',
      message: 'Configuration must be a JSON object.',
    });
  });

  it('an existing channel saves on its uuid with its memberships and notifier form data', () => {
    const form = channelFormOf(now)({ channel, memberships: [{ id: 2, expiry_time: now + 60 }] });
    const plan = channelSavePlan(
      { ...form, notifierData: { 3: '{"code":"N2"}' } },
      { rights: admin, newUuid, uuid: channel.uuid },
    );
    if (plan.kind !== 'save') throw new Error(plan.message);
    expect(plan.uuid).to.equal(channel.uuid);
    expect(plan.channel.uuid).to.equal(undefined);
    expect(plan.channelGroups).to.deep.equal([{ id: 2, expiry_time: now + 60 }]);
    expect(plan.channel.meta.notifiers).to.deep.equal([{ id: 3, name: 'EPG', form_data: { code: 'N2' } }]);
  });
});

describe('application/channels-admin: the configuration split (spec 2 §3)', () => {
  const stored: Channel = {
    ...channel,
    configuration: {
      streamer: { path: '/opt/s', width: 1920, height: 1080, fps: 50, active: true, config: { proxy_port: 8080 } },
      input: { default: 'sdi1' },
      output: { outputs: [{ type: 'srtla', active: true, streamid: 'bp-7' }], qualities: [{ name: 'hd' }] },
    },
  };

  it('streamer fields and outputs become form fields; the rest stays JSON; a save merges them back unchanged', () => {
    const form = channelFormOf(now)({ channel: stored, memberships: [] });
    expect(form.streamer).to.include({ path: '/opt/s', width: '1920', fps: '50', active: true, interlaced: false });
    expect(form.outputs).to.deep.equal([{ type: 'srtla', active: true, streamid: 'bp-7' }]);
    expect(JSON.parse(form.configuration)).to.deep.equal({
      input: { default: 'sdi1' },
      streamer: { config: { proxy_port: 8080 } },
      output: { qualities: [{ name: 'hd' }] },
    });
    const plan = channelSavePlan(form, { rights: admin, newUuid, uuid: stored.uuid });
    if (plan.kind !== 'save') throw new Error(plan.message);
    expect(plan.channel.configuration).to.deep.equal({
      ...stored.configuration,
      streamer: { ...stored.configuration?.streamer, interlaced: false },
    });
  });

  it('a streamer number that does not read as one is refused with its name', () => {
    const form = channelFormOf(now)({ channel: stored, memberships: [] });
    expect(
      channelSavePlan({ ...form, streamer: { ...form.streamer, fps: '50i' } }, { rights: admin, newUuid }),
    ).to.deep.equal({
      kind: 'refused',
      message: 'Streamer fps must be a number.',
    });
  });
});

describe('application/channels-admin: overrides and output state (spec 2 §4, §5, §9)', () => {
  const form = channelFormOf(now)({ channel, memberships: [] });

  it("two active outputs read 'Multiple active output detected!'", () => {
    expect(formOutputState(form, now)).to.deep.include({
      type: 'multiple',
      message: 'Multiple active output detected!',
    });
  });

  it('an SRT override of 2.5 s, 5 h by default, ends at start + 5 × 3600 s and turns SRT off while it applies', () => {
    const draft = { ...blankOverrideDraft('srtla'), latency: 2_500_000, active: false };
    expect(blankOverrideDraft().latency).to.equal(1_500_000);
    expect(draft.hours).to.equal('5');
    const plan = addOverride(form, draft, now);
    if (plan.kind !== 'add') throw new Error(plan.message);
    expect(plan.form.overrides).to.deep.equal([
      {
        type: 'config:output:srtla',
        id: 'srtla',
        subtype: 'active',
        params: { active: false, end_time: now + 5 * 3600, latency: 2_500_000 },
        start_time: now,
        duration: 5,
        end_time: now + 5 * 3600,
      },
    ]);
    expect(formOutputState(plan.form, now)).to.deep.equal({ type: 'headend', state: 'active' });
    expect(formOutputState(plan.form, now + 5 * 3600)).to.deep.include({ type: 'multiple' });
  });

  it('refuses 0, 25 and 2.5 hours and a head-end override without a device; a new one replaces its kind', () => {
    for (const hours of ['0', '25', '2.5', ''])
      expect(addOverride(form, { ...blankOverrideDraft(), hours }, now).kind).to.equal('refused');
    expect(addOverride(form, blankOverrideDraft('headend'), now)).to.deep.equal({
      kind: 'refused',
      message: 'A head-end override needs a device.',
    });
    const first = addOverride(form, { ...blankOverrideDraft(), hours: '1' }, now);
    if (first.kind !== 'add') throw new Error(first.message);
    const second = addOverride(first.form, { ...blankOverrideDraft(), hours: '24' }, now);
    if (second.kind !== 'add') throw new Error(second.message);
    expect(second.form.overrides.map((override) => override.duration)).to.deep.equal([24]);
  });
});

describe('application/channels-admin: channel groups (spec 3 §3, §9)', () => {
  it('saves a preset with its weight, configuration and channels; expiry -1 by default', () => {
    const plan = channelGroupSavePlan(
      {
        ...blankChannelGroupForm('template')(),
        name: 'hd',
        weight: '10',
        configuration: '{"streamer":{"fps":50}}',
        channels: [{ id: 7, expiry_time: -1 }],
      },
      undefined,
    );
    expect(plan).to.deep.equal({
      kind: 'save',
      group: {
        title: 'hd',
        name: 'hd',
        state: 'active',
        type: 'template',
        meta: { weight: 10, configuration: { streamer: { fps: 50 } } },
        channels: [{ id: 7, expiry_time: -1 }],
      },
    });
    expect(channelGroupSavePlan(blankChannelGroupForm('access')(), undefined)).to.deep.equal({
      kind: 'refused',
      message: 'Name is required.',
    });
  });
});
