import { expect } from 'chai';
import { firstValueFrom, filter } from 'rxjs';
import { notificationsModule, NoticeRules } from '../../../src/application/notifications';
import { TokenStorage } from '../../../src/application/ports';
import { ProfileCommands, ProfileQueries, profileModule } from '../../../src/application/profile';
import { createHarness, settle, toastsOf, type PushHandler } from '../console-harness';

const profileFixture = (type: string, push?: PushHandler) => {
  const harness = createHarness(push ? { push } : {});
  harness.container
    .rebind(TokenStorage)
    .toConstantValue({ get: () => 'tok', set: () => undefined, clear: () => undefined });
  harness.container.load(notificationsModule, profileModule);
  harness.receive('profile:tok', 'init', {
    data: { id: 7, email: `${type}@demo.local`, type, name: 'Ada', meta: { company: 'Studio' }, dev_key: 'devkey-1' },
  });
  return {
    ...harness,
    commands: harness.container.get(ProfileCommands),
    queries: harness.container.get(ProfileQueries),
    rules: Object.assign({}, ...harness.container.getAll<Record<string, unknown>>(NoticeRules)) as NoticeRules,
    ready: () => harness.until((state) => state.session.profile !== undefined),
  };
};

describe('profile (spec 3 §2.2, §6, §7 update_profile and change_password, §8)', () => {
  it('saves name, surname and company with update on profile:{token}; the dev key only for a developer', async () => {
    const fixture = profileFixture('admin', () => ({
      status: 'ok',
      response: { data: { id: 7, email: 'a', type: 'admin' } },
    }));
    await fixture.ready();
    await fixture.commands.save({ name: ' Ada ', surname: 'Lovelace', company: 'Studio', devKey: 'devkey-x' });
    expect(fixture.socket.push.firstCall.args.slice(0, 3)).to.deep.equal([
      'profile:tok',
      'update',
      { name: 'Ada', surname: 'Lovelace', meta: { company: 'Studio' } },
    ]);
    await settle();
    expect(toastsOf(fixture.store.state, fixture.rules)).to.deep.equal([
      { title: 'Profile was updated!', intent: 'success' },
    ]);
    fixture.dispose();
  });

  it("shows the developer's dev key and makes a new one from the prefix and a random id", async () => {
    const fixture = profileFixture('developer', () => ({
      status: 'ok',
      response: { data: { id: 7, email: 'a', type: 'developer' } },
    }));
    await fixture.ready();
    const view = await firstValueFrom(fixture.queries.view$.pipe(filter((candidate) => candidate !== undefined)));
    expect(view).to.include({ developer: true, devKey: 'devkey-1', company: 'Studio' });
    const key = fixture.commands.newDevKey();
    expect(key).to.equal('devkey-id-1');
    await fixture.commands.save({ name: 'Ada', surname: '', company: '', devKey: key });
    expect(fixture.socket.push.firstCall.args[2]).to.include({ dev_key: 'devkey-id-1' });
    fixture.dispose();
  });

  it('hides the dev key from everyone but developers', async () => {
    const fixture = profileFixture('root');
    await fixture.ready();
    const view = await firstValueFrom(fixture.queries.view$.pipe(filter((candidate) => candidate !== undefined)));
    expect(view?.developer).to.equal(false);
    expect(view?.devKey).to.equal(undefined);
    fixture.dispose();
  });

  it("refuses a mismatching confirmation before sending anything: 'Passwords dont't match!'", async () => {
    const fixture = profileFixture('user');
    await fixture.ready();
    const result = await fixture.commands.changePassword('old-one', 'new-pass', 'new-pasS');
    expect(result).to.deep.equal({ outcome: 'refused', message: "Passwords dont't match!", field: 'confirm' });
    expect(fixture.socket.push.called).to.equal(false);
    fixture.dispose();
  });

  it("maps invalid_password to 'Old password is invalid!' and journals no password", async () => {
    const fixture = profileFixture('user', () => ({ status: 'error', response: { reason: 'invalid_password' } }));
    await fixture.ready();
    const result = await fixture.commands.changePassword('wrong', 'new-pass', 'new-pass');
    expect(result).to.deep.equal({ outcome: 'refused', message: 'Old password is invalid!', field: 'old' });
    await settle();
    expect(toastsOf(fixture.store.state, fixture.rules)).to.deep.equal([
      { title: 'Old password is invalid!', intent: 'error' },
    ]);
    const issued = fixture.entries.find((entry) => entry.kind === 'CommandIssued');
    expect(JSON.stringify(issued)).not.to.contain('new-pass');
    fixture.dispose();
  });

  it("says 'Networking issue...' when get gets no reply in time", async () => {
    const fixture = profileFixture('user', () => ({ status: 'timeout' }));
    await fixture.ready();
    await fixture.commands.reload();
    await settle();
    expect(toastsOf(fixture.store.state, fixture.rules)).to.deep.equal([
      { title: 'Networking issue...', intent: 'error' },
    ]);
    fixture.dispose();
  });
});
