import { expect } from 'chai';
import { accountTypes, type AccountType, type RightsSubject } from '../../../src/domain/rights';
import { permissionFor, pushRuleFor, topicPermissions } from '../../../src/domain/surface-rights';
import { allTopics } from '../../../server/topics/all-topics';

const actor = (type: AccountType, extra: Partial<RightsSubject> = {}): RightsSubject => ({
  accountId: 1,
  type,
  productions: false,
  productionRoles: {},
  token: 'tok',
  ...extra,
});
const joiners = (pattern: string, params: Record<string, string> = {}): AccountType[] =>
  accountTypes.filter((type) => permissionFor(pattern).join.allows(actor(type), params));

describe('domain/surface-rights/topic-rights', () => {
  it('has a row, with a reason, for every topic the server serves and for every push it handles', () => {
    for (const handler of allTopics) {
      const row = topicPermissions[handler.pattern];
      expect(row, handler.pattern).to.not.equal(undefined);
      expect(row?.join.why, handler.pattern).to.have.length.greaterThan(10);
      for (const event of Object.keys(handler.pushes))
        expect(row?.pushes[event]?.why, `${handler.pattern} ${event}`).to.have.length.greaterThan(10);
    }
  });

  it('refuses what has no row: unknown topics and unlisted pushes (default deny)', () => {
    expect(joiners('made:up')).to.deep.equal([]);
    expect(pushRuleFor('accounts:all', 'save').allows(actor('developer'), {})).to.equal(false);
  });

  it('administrators = admin, device_admin, root, developer (spec 3 §6)', () => {
    expect(joiners('audit:all')).to.deep.equal(['admin', 'device_admin', 'root', 'developer']);
    expect(joiners('accounts:create')).to.deep.equal(['admin', 'device_admin', 'root', 'developer']);
  });

  it('Settings and Maintenance: root or developer (spec 3 §2.2)', () => {
    expect(joiners('settings:create')).to.deep.equal(['root', 'developer']);
    expect(accountTypes.filter((type) => pushRuleFor('control', 'maintenance').allows(actor(type), {}))).to.deep.equal([
      'root',
      'developer',
    ]);
  });

  it('Configuration presets: developer only (spec 3 §6); Devices: device_admin, root, developer (spec 1 §2.1)', () => {
    expect(joiners('channels:group:create:template')).to.deep.equal(['developer']);
    expect(joiners('devices:{id}')).to.deep.equal(['device_admin', 'root', 'developer']);
  });

  it('cloudrec: clip topics yes, console list topics no (spec 1 §2.1 Clips)', () => {
    expect(joiners('events:clips:{event}')).to.include('cloudrec');
    for (const pattern of ['groups:all', 'channels:all', 'control', 'instances:all'])
      expect(joiners(pattern), pattern).to.not.include('cloudrec');
  });

  it('profile:{token}: only the session whose token it names', () => {
    expect(permissionFor('profile:{token}').join.allows(actor('user'), { token: 'tok' })).to.equal(true);
    expect(permissionFor('profile:{token}').join.allows(actor('developer'), { token: 'other' })).to.equal(false);
  });

  it('productions: administrators or members of a group flagged productions (spec 1 §2.1)', () => {
    const rule = permissionFor('system:instance_to_instance:{name}').join;
    expect(rule.allows(actor('user'), {})).to.equal(false);
    expect(rule.allows(actor('user', { productions: true }), {})).to.equal(true);
    expect(rule.allows(actor('admin'), {})).to.equal(true);
  });

  it('presets update: administrators or the control role somewhere; control, channels:all, groups:all: console or crew (issue 28)', () => {
    const update = pushRuleFor('system:instance_to_instance:{name}', 'update');
    expect(update.allows(actor('user', { productions: true, productionRoles: { c1: ['director'] } }), {})).to.equal(
      false,
    );
    expect(update.allows(actor('cloudrec', { productions: true, productionRoles: { c1: ['control'] } }), {})).to.equal(
      true,
    );
    expect(update.allows(actor('root'), {})).to.equal(true);
    for (const pattern of ['control', 'channels:all', 'groups:all']) {
      expect(joiners(pattern), pattern).to.deep.equal(accountTypes.filter((type) => type !== 'cloudrec'));
      expect(
        permissionFor(pattern).join.allows(actor('cloudrec', { productionRoles: { c1: ['commentator'] } }), {}),
      ).to.equal(true);
    }
    expect(pushRuleFor('cms:list_datas:{list_id}', 'save_batch').allows(actor('group_admin'), {})).to.equal(false);
  });
});
