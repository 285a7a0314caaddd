import { expect } from 'chai';
import { actionResult, messageFor, saveResult } from '../../../src/domain/admin-kit';
import { profileResult, settingsAreaMessages } from '../../../src/domain/settings';

describe('domain/settings: settings area toasts (spec 3 §8)', () => {
  it("settings: 'Setting was created!', 'Setting was updated!', failures 'Unable to create/update setting!'", () => {
    expect(messageFor(settingsAreaMessages, 'SaveSetting', saveResult('ok', true))).to.equal('Setting was created!');
    expect(messageFor(settingsAreaMessages, 'SaveSetting', saveResult('ok', false))).to.equal('Setting was updated!');
    expect(messageFor(settingsAreaMessages, 'SaveSetting', saveResult('error', true))).to.equal(
      'Unable to create/update setting!',
    );
    expect(messageFor(settingsAreaMessages, 'SaveSetting', saveResult('timeout', false))).to.equal(
      'Unable to create/update setting!',
    );
  });

  it('equivalent create and update messages for list types, running orders, accounts and groups', () => {
    expect(settingsAreaMessages.SaveListType.created).to.equal('List type was created!');
    expect(settingsAreaMessages.SaveRunningOrder.updated).to.equal('Running order was updated!');
    expect(settingsAreaMessages.SaveAccount.create_failed).to.equal('Unable to create/update account!');
    expect(settingsAreaMessages.SaveGroup.update_failed).to.equal('Unable to create/update group!');
  });

  it("profile: 'Profile was updated!', 'Unable to update profile!', and a time-out 'Networking issue...' (spec 1 §8)", () => {
    expect(messageFor(settingsAreaMessages, 'UpdateProfile', profileResult('ok'))).to.equal('Profile was updated!');
    expect(messageFor(settingsAreaMessages, 'UpdateProfile', profileResult('error'))).to.equal(
      'Unable to update profile!',
    );
    expect(messageFor(settingsAreaMessages, 'UpdateProfile', profileResult('timeout'))).to.equal('Networking issue...');
    expect(settingsAreaMessages.GetProfile.timeout).to.equal('Networking issue...');
  });

  it("sessions: 'Session has been deleted!' / 'Unable to delete session!'; a time-out is a failure", () => {
    expect(messageFor(settingsAreaMessages, 'DeleteSession', actionResult('ok'))).to.equal('Session has been deleted!');
    expect(messageFor(settingsAreaMessages, 'DeleteSession', actionResult('timeout'))).to.equal(
      'Unable to delete session!',
    );
  });

  it('maintenance: started, stopped and their failures', () => {
    expect(settingsAreaMessages.StartMaintenance).to.deep.equal({
      ok: 'Maintenance started!',
      failed: 'Unable to start maintenance!',
    });
    expect(settingsAreaMessages.StopMaintenance).to.deep.equal({
      ok: 'Maintenance stopped!',
      failed: 'Unable to stop maintenance!',
    });
  });

  it("password: 'Password was changed!', 'Old password is invalid!', \"Passwords dont't match!\", 'Unable to change password!'", () => {
    expect(settingsAreaMessages.ChangePassword).to.deep.equal({
      ok: 'Password was changed!',
      invalid_password: 'Old password is invalid!',
      passwords_dont_match: "Passwords dont't match!",
      failed: 'Unable to change password!',
    });
  });

  it('a command that was never sent counts as failed', () => {
    expect(actionResult('not_sent')).to.equal('failed');
    expect(saveResult('not_sent', true)).to.equal('create_failed');
  });
});
