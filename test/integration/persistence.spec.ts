import { expect } from 'chai';
import { connect, disconnect, join, push, waitFor } from './support/phoenix-client';
import { postLogin, signIn, startTestServer, type TestServer } from './support/studio';

type Item = Record<string, unknown> & { id: number };

describe('studio server: persistence (issue 3 "data survives restart")', () => {
  let studio: TestServer | undefined;
  after(async () => studio?.close());

  it('keeps what was written across stop and start on the same folder: entities, passwords, sessions, audit', async () => {
    const first = await startTestServer();
    const { token, socket } = await signIn(first, 'root');
    const editor = await join(socket, 'settings:create');
    const saved = await push(editor.channel, 'save', {
      setting: {
        name: 'event_form_main',
        title: 'Event form',
        type: 'event_form',
        value: { fields: [{ name: 'title' }] },
      },
    });
    expect(saved.status).to.equal('ok');
    const profile = await join(socket, `profile:${token}`);
    expect(
      (
        await push(profile.channel, 'change_password', {
          old_password: 'demo1234',
          new_password: 'kept-1234',
          confirm_password: 'kept-1234',
        })
      ).status,
    ).to.equal('ok');
    // Stop right after the pushes: the audit rows are written after the replies and must not be lost.
    await disconnect(socket);
    await first.stop();

    studio = await startTestServer({ dataDir: first.dataDir });
    expect(studio.server.seed.applied).to.equal(undefined);
    const again = await connect(studio.socketUrl, token);
    const list = await join(again, 'settings:all');
    const [init] = await waitFor(list, 'init');
    expect((init as { data: Item[] }).data.find((item) => item.name === 'event_form_main')).to.deep.equal(
      (saved.response as { data: Item }).data,
    );
    expect((await postLogin(studio.url, 'root@demo.local', 'kept-1234')).body.status).to.equal('ok');
    const audit = await join(again, 'audit:all');
    const [rows] = await waitFor(audit, 'init');
    expect((rows as { data: { event: string }[] }).data.map((row) => row.event)).to.include.members([
      'save',
      'change_password',
    ]);
    await disconnect(again);
    expect(studio.errors).to.deep.equal([]);
  });
});
