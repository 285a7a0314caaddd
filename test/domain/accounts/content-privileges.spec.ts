import { expect } from 'chai';
import { accountTypes, contentPrivileges, isListVisible } from '../../../src/domain/accounts';

describe('domain/accounts: content privileges (spec 3 §6)', () => {
  it('root, developer, admin, group_admin and device_admin may add, edit and delete lists and records', () => {
    expect(accountTypes.filter((type) => contentPrivileges(type).edit)).to.deep.equal([
      'admin',
      'device_admin',
      'root',
      'developer',
      'group_admin',
    ]);
  });

  it('developer only: Copy JSON, JSON import always on, sight of system lists', () => {
    expect(accountTypes.filter((type) => contentPrivileges(type).copyJson)).to.deep.equal(['developer']);
    expect(accountTypes.filter((type) => contentPrivileges(type).seeSystemLists)).to.deep.equal(['developer']);
    expect(contentPrivileges('developer', { importJson: false }).jsonImport).to.equal(true);
  });

  it('root or developer: the list UUID field', () => {
    expect(accountTypes.filter((type) => contentPrivileges(type).editListUuid)).to.deep.equal(['root', 'developer']);
  });

  it('admins: Import, Upload files, Run notify and the notifiers editor; JSON import where the list type has import_json', () => {
    const admin = contentPrivileges('admin', { importJson: true });
    expect([admin.csvImport, admin.uploadFiles, admin.runNotify, admin.editNotifiers, admin.jsonImport]).to.deep.equal([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(contentPrivileges('admin', { importJson: false }).jsonImport).to.equal(false);
  });

  it('non-admins with list edit rights get no import buttons', () => {
    const groupAdmin = contentPrivileges('group_admin', { importJson: true });
    expect([groupAdmin.edit, groupAdmin.csvImport, groupAdmin.jsonImport, groupAdmin.uploadFiles]).to.deep.equal([
      true,
      false,
      false,
      false,
    ]);
  });

  it('and none in compact view, for anyone', () => {
    const compact = contentPrivileges('developer', { importJson: true, compact: true });
    expect([compact.csvImport, compact.jsonImport, compact.uploadFiles, compact.edit]).to.deep.equal([
      false,
      false,
      false,
      true,
    ]);
  });

  it('non-developers do not see lists with the system flag', () => {
    expect(isListVisible({ meta: { system: true } }, 'root')).to.equal(false);
    expect(isListVisible({ meta: { system: true } }, 'developer')).to.equal(true);
    expect(isListVisible({}, 'user')).to.equal(true);
  });
});
