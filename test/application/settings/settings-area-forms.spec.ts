import { expect } from 'chai';
import {
  accountFormOf,
  accountMetaOf,
  accountSavePlan,
  blankAccountForm,
  blankGroupForm,
  groupPicker,
  groupSavePlan,
  ownPasswordRequired,
  passwordHint,
  resetsPassword,
  settingSavePlan,
  settingValueEditor,
  withValueKey,
  blankSettingForm,
} from '../../../src/application/settings';

describe('application/settings: account form (spec 3 §5)', () => {
  const form = { ...blankAccountForm('user'), email: 'new@demo.local' };

  it("refuses a new account's password under 6 characters with 'Password too short!', keeping the fields", () => {
    expect(
      accountSavePlan({ ...form, password: 'abc', confirm: 'abc' }, undefined, undefined, undefined),
    ).to.deep.equal({
      kind: 'refused',
      message: 'Password too short!',
      clearPasswords: false,
    });
  });

  it("refuses a mismatch with 'Passwords dont't match!' and clears both fields", () => {
    const plan = accountSavePlan({ ...form, password: 'abcdefg', confirm: 'abcdefh' }, undefined, undefined, undefined);
    expect(plan).to.deep.equal({ kind: 'refused', message: "Passwords dont't match!", clearPasswords: true });
  });

  it('a new account without groups gets the default group; one with groups keeps them', () => {
    const ok = { ...form, password: 'abcdefgh', confirm: 'abcdefgh' };
    const plan = accountSavePlan(ok, undefined, undefined, 'g-default');
    expect(plan.kind === 'save' && plan.draft.groups).to.deep.equal(['g-default']);
    const chosen = accountSavePlan({ ...ok, groups: ['g-1'] }, undefined, undefined, 'g-default');
    expect(chosen.kind === 'save' && chosen.draft.groups).to.deep.equal(['g-1']);
    expect(plan.kind === 'save' && plan.draft).to.include({ password: 'abcdefgh', password_confirm: 'abcdefgh' });
  });

  it('an existing account sends no password unless one is typed, and keeps its other meta', () => {
    const stored = { id: 4, email: 'a@demo.local', type: 'user', meta: { mtv_special_import: true } };
    const plan = accountSavePlan({ ...form, company: 'Acme' }, 4, stored, undefined);
    expect(plan.kind).to.equal('save');
    if (plan.kind !== 'save') return;
    expect(plan.draft).to.not.have.property('password');
    expect(plan.draft.meta).to.deep.equal({ mtv_special_import: true, company: 'Acme' });
    expect(plan.draft.id).to.equal(4);
  });

  it("a reset of an existing account asks the saver's own password and sends it as own_password (issue 28)", () => {
    const stored = { id: 4, email: 'a@demo.local', type: 'user' };
    const typed = { ...form, password: 'abcdefgh', confirm: 'abcdefgh' };
    expect(resetsPassword(typed, 4)).to.equal(true);
    expect(resetsPassword(typed, undefined)).to.equal(false);
    expect(resetsPassword(form, 4)).to.equal(false);
    expect(accountSavePlan(typed, 4, stored, undefined)).to.deep.equal({
      kind: 'refused',
      message: ownPasswordRequired,
      clearPasswords: false,
    });
    const plan = accountSavePlan({ ...typed, ownPassword: 'demo1234' }, 4, stored, undefined);
    expect(plan.kind === 'save' && plan.draft).to.include({ password: 'abcdefgh', own_password: 'demo1234' });
    const created = accountSavePlan({ ...typed, ownPassword: 'x' }, undefined, undefined, undefined);
    expect(created.kind === 'save' && created.draft).to.not.have.property('own_password');
  });

  it("the widget's live wording: 'Password too short!', then \"Password don't match!\"", () => {
    expect(passwordHint(form)).to.equal(undefined);
    expect(passwordHint({ ...form, password: 'abc' })).to.equal('Password too short!');
    expect(passwordHint({ ...form, password: 'abcdefg', confirm: 'x' })).to.equal("Password don't match!");
    expect(passwordHint({ ...form, password: 'abcdefg', confirm: 'abcdefg' })).to.equal(undefined);
  });

  it('the group picker cannot remove the last group', () => {
    expect(groupPicker.canRemove(['a'], 'a')).to.equal(false);
    expect(groupPicker.remove(['a'], 'a')).to.deep.equal(['a']);
    expect(groupPicker.remove(['a', 'b'], 'a')).to.deep.equal(['b']);
  });
});

describe('application/settings: account settings in meta (spec 3 §3, issue 29)', () => {
  const stored = {
    id: 7,
    email: 'rec@demo.local',
    type: 'cloudrec',
    meta: { company: 'Co', mtv_special_import: true, monitor_channel_filter: 'legacy', custom: 1 },
  };

  it('reads the settings from meta; a filter that is not a list of uuids reads as not set', () => {
    const form = accountFormOf({
      ...stored,
      meta: { rec_readonly: true, default_group: 'g', multiview_event_filter: ['e'] },
    });
    expect([form.recReadonly, form.defaultGroup, form.monitorChannels, form.multiviewEvents]).to.deep.equal([
      true,
      'g',
      undefined,
      ['e'],
    ]);
  });

  it('sends the changed settings and keeps the rest of meta as stored, even values it cannot read', () => {
    const form = accountFormOf(stored);
    expect(accountMetaOf(form, stored)).to.deep.equal(stored.meta);
    const changed = { ...form, recReadonly: true, defaultGroup: 'g', multiviewEvents: ['e1'] };
    expect(accountMetaOf(changed, stored)).to.deep.equal({
      ...stored.meta,
      rec_readonly: true,
      default_group: 'g',
      multiview_event_filter: ['e1'],
    });
    expect(accountMetaOf({ ...form, monitorChannels: ['c1'] }, stored).monitor_channel_filter).to.deep.equal(['c1']);
  });

  it('drops a cleared default group and a monitor filter set back to the default list', () => {
    const set = { ...stored, meta: { default_group: 'g', monitor_channel_filter: ['c1'] } };
    const meta = accountMetaOf({ ...accountFormOf(set), defaultGroup: '', monitorChannels: undefined }, set);
    expect(meta).to.not.have.any.keys('default_group', 'monitor_channel_filter');
  });
});

describe('application/settings: group form (spec 3 §3, §7)', () => {
  it('merges source and destination channels without duplicates and keeps roles of members only', () => {
    const plan = groupSavePlan(
      {
        ...blankGroupForm(),
        name: ' Crew ',
        accounts: [5],
        source: ['in-1', 'both'],
        destination: ['out-1', 'both'],
        roles: { '5': 'director', '9': 'producer' },
        events: 'e-1\n\n e-2 ',
        productions: true,
      },
      undefined,
    );
    expect(plan.kind).to.equal('save');
    if (plan.kind !== 'save') return;
    expect(plan.draft.name).to.equal('Crew');
    expect(plan.draft.channels).to.deep.equal(['in-1', 'both', 'out-1']);
    expect(plan.draft.meta).to.deep.equal({ productions: true, production_roles: { '5': 'director' } });
    expect(plan.draft.events).to.deep.equal(['e-1', 'e-2']);
    expect(plan.draft).to.not.have.property('uuid');
  });

  it('refuses an empty name', () => {
    expect(groupSavePlan(blankGroupForm(), undefined).kind).to.equal('refused');
  });
});

describe('application/settings: setting form (spec 3 §3, §5)', () => {
  it('sends the stored name of a saved setting, whatever the form says (the name is fixed)', () => {
    const stored = { id: 3, name: 'epg', type: 'external_notifier' };
    const plan = settingSavePlan({ name: 'renamed', title: 'EPG', type: 'external_notifier', valueText: '{}' }, stored);
    expect(plan.kind === 'save' && plan.draft).to.deep.equal({
      id: 3,
      name: 'epg',
      title: 'EPG',
      type: 'external_notifier',
      value: {},
    });
  });

  it('refuses a value that is not JSON, and picks the value editor by type', () => {
    expect(settingSavePlan({ ...blankSettingForm(), name: 'x', valueText: '{' }, undefined)).to.deep.equal({
      kind: 'refused',
      message: 'The value is not valid JSON.',
    });
    expect(settingValueEditor('external_notifier')).to.equal('external_notifier');
    expect(settingValueEditor('billing_config')).to.equal('list_ids');
    expect(settingValueEditor('event_form')).to.equal('json');
  });

  it('a form editor writes one key of the value and keeps the others', () => {
    const form = withValueKey({ ...blankSettingForm(), valueText: '{"module":"EPG"}' }, 'template', '<tv/>');
    expect(JSON.parse(form.valueText)).to.deep.equal({ module: 'EPG', template: '<tv/>' });
    expect(JSON.parse(withValueKey(form, 'template', undefined).valueText)).to.deep.equal({ module: 'EPG' });
  });
});
