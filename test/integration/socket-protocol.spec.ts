import { expect } from 'chai';
import type { Socket } from 'phoenix';
import { connect, disconnect, join, protocolVersion, push, waitFor } from './support/phoenix-client';
import { openRaw, replyTo, socketAddress, upgradeStatus, type RawSocket } from './support/raw-socket';
import { loginAs } from './support/studio';
import { useStudioFixture } from './support/studio-fixture';

describe('studio server: Phoenix socket protocol (vsn 2.0.0)', () => {
  const { studio } = useStudioFixture({ types: [] });
  let token: string;

  before(async () => {
    token = await loginAs(studio.url, 'admin');
  });

  describe('connect', () => {
    it('refuses a bad token at the upgrade with HTTP 403 (spec 1 §7.2 "The token is in the connect params")', async () => {
      expect(
        await upgradeStatus(socketAddress(studio.socketUrl, { token: 'not-a-token', version: protocolVersion })),
      ).to.equal(403);
      expect(await upgradeStatus(socketAddress(studio.socketUrl, { version: protocolVersion }))).to.equal(403);
    });

    it('refuses the phoenix client with a bad token: it never opens', async () => {
      let refused = false;
      await connect(studio.socketUrl, 'not-a-token').catch(() => (refused = true));
      expect(refused).to.equal(true);
    });

    it('refuses a version other than 19.09.2023 (spec 1 §9 "fixed version string")', async () => {
      expect(await upgradeStatus(socketAddress(studio.socketUrl, { token, version: '01.01.2020' }))).to.equal(403);
      expect(await upgradeStatus(socketAddress(studio.socketUrl, { token, version: protocolVersion }))).to.equal(101);
    });

    it('answers 404 for other socket paths', async () => {
      expect(
        await upgradeStatus(`${studio.socketUrl}/longpoll?vsn=2.0.0&token=${token}&version=${protocolVersion}`),
      ).to.equal(404);
    });
  });

  describe('with the phoenix client', () => {
    let socket: Socket;
    before(async () => {
      socket = await connect(studio.socketUrl, token);
    });
    after(async () => disconnect(socket));

    it('answers a join of an unknown topic with error "unmatched topic"', async () => {
      const joined = await join(socket, 'nonsense:topic');
      expect(joined.reply).to.deep.equal({ status: 'error', response: { reason: 'unmatched topic' } });
    });

    it('answers an unknown event with error unknown_event and keeps the channel', async () => {
      const joined = await join(socket, 'settings:all');
      expect(joined.reply.status).to.equal('ok');
      const reply = await push(joined.channel, 'no_such_event', {});
      expect(reply).to.deep.equal({ status: 'error', response: { reason: 'unknown_event', event: 'no_such_event' } });
      expect(joined.channel.state).to.equal('joined');
      joined.channel.leave();
    });

    it('answers a payload failing the codec with invalid and path errors, changing nothing', async () => {
      const list = await join(socket, 'running_orders:all');
      const [before] = await waitFor(list, 'init');
      const joined = await join(socket, 'running_orders:create');
      const reply = await push(joined.channel, 'save', { running_order: { name: 42, items: 'none' } });
      expect(reply.status).to.equal('error');
      expect(reply.response.reason).to.equal('invalid');
      const paths = (reply.response.errors as { path: string }[]).map((error) => error.path);
      expect(paths).to.include.members(['running_order.name', 'running_order.items']);
      expect(await push(joined.channel, 'save', { wrong_key: {} })).to.have.nested.property(
        'response.reason',
        'invalid',
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(list.received.get('update')).to.equal(undefined);
      const again = await join(socket, 'running_orders:all');
      expect((await waitFor(again, 'init'))[0]).to.deep.equal(before);
      joined.channel.leave();
      again.channel.leave();
    });
  });

  describe('raw frames', () => {
    let raw: RawSocket;
    before(async () => {
      raw = await openRaw(studio.socketUrl, token);
    });
    after(() => raw.close());

    const heartbeat = async (ref: string): Promise<void> => {
      raw.send([null, ref, 'phoenix', 'heartbeat', {}]);
      const reply = await raw.next(replyTo(ref));
      expect(reply).to.deep.equal([null, ref, 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    };

    it('replies to a heartbeat on topic phoenix with ok', async () => heartbeat('h1'));

    it('answers text that is not JSON on the phoenix topic (no ref to reply to) and stays usable', async () => {
      raw.sendText('this is { not json');
      const notice = await raw.next((frame) => frame[2] === 'phoenix' && frame[3] === 'phx_error');
      expect(notice[4]).to.deep.include({ reason: 'malformed_frame', detail: 'not JSON' });
      await heartbeat('h2');
    });

    it('answers a frame of the wrong arity with an error reply to its ref', async () => {
      raw.send([null, 'a1', 'phoenix', 'heartbeat']);
      const reply = await raw.next(replyTo('a1'));
      expect(reply[4]).to.deep.include({ status: 'error' });
      expect((reply[4].response as { reason: string }).reason).to.equal('malformed_frame');
      await heartbeat('h3');
    });

    it('answers a frame with wrong types (numeric topic) with an error reply to its ref', async () => {
      raw.send(['j1', 't1', 42, 'phx_join', {}]);
      const reply = await raw.next(replyTo('t1'));
      expect((reply[4].response as { reason: string; detail: string }).detail).to.equal(
        'topic must be a non-empty string',
      );
      raw.send({ not: 'an array' });
      await raw.next((frame) => frame[2] === 'phoenix' && frame[3] === 'phx_error');
      await heartbeat('h4');
    });

    it('answers a push to a topic that was not joined with "unmatched topic"', async () => {
      raw.send(['9', '10', 'settings:all', 'save', {}]);
      const reply = await raw.next(replyTo('10'));
      expect(reply[4]).to.deep.equal({ status: 'error', response: { reason: 'unmatched topic' } });
    });

    it('joins, receives init with join_ref and ref null, leaves with ok and phx_close', async () => {
      raw.send(['20', '20', 'groups:all', 'phx_join', {}]);
      expect(await raw.next(replyTo('20'))).to.deep.equal([
        '20',
        '20',
        'groups:all',
        'phx_reply',
        { status: 'ok', response: {} },
      ]);
      const init = await raw.next((frame) => frame[3] === 'init');
      expect(init.slice(0, 3)).to.deep.equal(['20', null, 'groups:all']);
      raw.send(['20', '21', 'groups:all', 'phx_leave', {}]);
      expect((await raw.next(replyTo('21')))[4]).to.deep.equal({ status: 'ok', response: {} });
      expect((await raw.next((frame) => frame[3] === 'phx_close'))[2]).to.equal('groups:all');
    });

    it('closes the old channel when a topic is joined again', async () => {
      raw.send(['30', '30', 'filters:all', 'phx_join', {}]);
      await raw.next(replyTo('30'));
      raw.send(['31', '31', 'filters:all', 'phx_join', {}]);
      expect(await raw.next((frame) => frame[3] === 'phx_close')).to.deep.equal([
        '30',
        '30',
        'filters:all',
        'phx_close',
        {},
      ]);
      expect((await raw.next(replyTo('31')))[4]).to.deep.include({ status: 'ok' });
    });
  });
});
