import { expect } from 'chai';
import { frame, wire } from './phoenix-test-kit';

// The bookkeeping the studio server's ChannelDispatcher and the replay's ReplayChannels inherit, driven through a
// PhoenixConnection as the socket drives it.

const okReply = (joinRef: string | null, ref: string, topic: string, response: unknown): unknown[] => [
  joinRef,
  ref,
  topic,
  'phx_reply',
  { status: 'ok', response },
];
const unmatched = (joinRef: string | null, ref: string, topic: string): unknown[] => [
  joinRef,
  ref,
  topic,
  'phx_reply',
  { status: 'error', response: { reason: 'unmatched topic' } },
];
const phxClose = (joinRef: string, topic: string): unknown[] => [joinRef, joinRef, topic, 'phx_close', {}];

describe('server/protocol/phoenix-channels: join/leave bookkeeping of one socket', () => {
  it("a join is answered by the subclass under the frame's refs, and pushes reach the channel it opened", async () => {
    const { connection, transport, channels } = wire();
    connection.receive(frame('1', '1', 'groups:all', 'phx_join'));
    connection.receive(frame('1', '2', 'groups:all', 'save', { group: { name: 'Desk' } }));
    await connection.idle();
    expect(transport.frames).to.deep.equal([
      okReply('1', '1', 'groups:all', { joined: 'groups:all#1' }),
      okReply('1', '2', 'groups:all', {
        event: 'save',
        payload: { group: { name: 'Desk' } },
        channel: 'groups:all#1',
        open: true,
      }),
    ]);
    expect(channels.channelOf('groups:all')?.joinRef).to.equal('1');
  });

  it('a push to a topic never joined is refused with "unmatched topic" and reaches no handler', async () => {
    const { connection, transport, channels } = wire();
    connection.receive(frame('3', '4', 'accounts:all', 'save', {}));
    await connection.idle();
    expect(transport.frames).to.deep.equal([unmatched('3', '4', 'accounts:all')]);
    expect(channels.handled).to.deep.equal([]);
  });

  it('a push under another join_ref than the channel\'s is refused with "unmatched topic"', async () => {
    const { connection, transport, channels } = wire();
    connection.receive(frame('1', '1', 'groups:all', 'phx_join'));
    connection.receive(frame('2', '2', 'groups:all', 'save'));
    connection.receive(frame(null, '3', 'groups:all', 'save'));
    await connection.idle();
    expect(transport.frames.slice(1)).to.deep.equal([
      unmatched('2', '2', 'groups:all'),
      unmatched(null, '3', 'groups:all'),
    ]);
    expect(channels.handled).to.deep.equal(['join groups:all']);
  });

  it('a refused join opens no channel: a push after it is "unmatched topic"', async () => {
    const { connection, transport, channels } = wire();
    channels.refusing.add('refused:x');
    connection.receive(frame('1', '1', 'refused:x', 'phx_join'));
    connection.receive(frame('1', '2', 'refused:x', 'save'));
    await connection.idle();
    expect(transport.frames).to.deep.equal([
      ['1', '1', 'refused:x', 'phx_reply', { status: 'error', response: { reason: 'unauthorized' } }],
      unmatched('1', '2', 'refused:x'),
    ]);
  });

  describe('joining a topic again', () => {
    it("closes the old channel first: phx_close under the old join_ref, release, then the new join's reply", async () => {
      const { connection, transport, channels } = wire();
      connection.receive(frame('1', '1', 'groups:all', 'phx_join'));
      connection.receive(frame('5', '5', 'groups:all', 'phx_join'));
      await connection.idle();
      expect(transport.frames).to.deep.equal([
        okReply('1', '1', 'groups:all', { joined: 'groups:all#1' }),
        phxClose('1', 'groups:all'),
        okReply('5', '5', 'groups:all', { joined: 'groups:all#2' }),
      ]);
      expect(channels.released).to.deep.equal(['groups:all#1']);
      expect(channels.channelOf('groups:all')?.joinRef).to.equal('5');
    });

    it('afterwards pushes under the old join_ref are unmatched and those under the new one reach the new channel', async () => {
      const { connection, transport } = wire();
      connection.receive(frame('1', '1', 'groups:all', 'phx_join'));
      connection.receive(frame('5', '5', 'groups:all', 'phx_join'));
      connection.receive(frame('1', '6', 'groups:all', 'save'));
      connection.receive(frame('5', '7', 'groups:all', 'save'));
      await connection.idle();
      expect(transport.frames.slice(3)).to.deep.equal([
        unmatched('1', '6', 'groups:all'),
        okReply('5', '7', 'groups:all', { event: 'save', payload: {}, channel: 'groups:all#2', open: true }),
      ]);
    });

    it('a join that is refused the second time still closes the old channel, and neither join_ref is matched', async () => {
      const { connection, transport, channels } = wire();
      connection.receive(frame('1', '1', 'groups:all', 'phx_join'));
      await connection.idle();
      channels.refusing.add('groups:all');
      connection.receive(frame('3', '3', 'groups:all', 'phx_join'));
      connection.receive(frame('1', '4', 'groups:all', 'save'));
      connection.receive(frame('3', '5', 'groups:all', 'save'));
      await connection.idle();
      expect(transport.frames.slice(1)).to.deep.equal([
        phxClose('1', 'groups:all'),
        ['3', '3', 'groups:all', 'phx_reply', { status: 'error', response: { reason: 'unauthorized' } }],
        unmatched('1', '4', 'groups:all'),
        unmatched('3', '5', 'groups:all'),
      ]);
      expect(channels.released).to.deep.equal(['groups:all#1']);
    });
  });

  describe('leaving', () => {
    it("phx_leave is answered ok, then phx_close under the channel's join_ref, and the channel is released", async () => {
      const { connection, transport, channels } = wire();
      connection.receive(frame('1', '1', 'groups:all', 'phx_join'));
      connection.receive(frame('1', '2', 'groups:all', 'phx_leave'));
      connection.receive(frame('1', '3', 'groups:all', 'save'));
      await connection.idle();
      expect(transport.frames.slice(1)).to.deep.equal([
        okReply('1', '2', 'groups:all', {}),
        phxClose('1', 'groups:all'),
        unmatched('1', '3', 'groups:all'),
      ]);
      expect(channels.released).to.deep.equal(['groups:all#1']);
      expect(channels.channelOf('groups:all')).to.equal(undefined);
    });

    it('leaving a topic not joined is answered ok with no phx_close', async () => {
      const { connection, transport, channels } = wire();
      connection.receive(frame('1', '1', 'groups:all', 'phx_leave'));
      await connection.idle();
      expect(transport.frames).to.deep.equal([okReply('1', '1', 'groups:all', {})]);
      expect(channels.released).to.deep.equal([]);
    });

    it('a channel that was left or joined again is no longer open, so its late work sends nothing', async () => {
      const { connection, channels } = wire();
      connection.receive(frame('1', '1', 'groups:all', 'phx_join'));
      await connection.idle();
      const first = channels.channelOf('groups:all');
      if (!first) throw new Error('groups:all was not joined');
      expect(channels.stillOpen('groups:all', first)).to.equal(true);
      connection.receive(frame('2', '2', 'groups:all', 'phx_join'));
      await connection.idle();
      const second = channels.channelOf('groups:all');
      if (!second) throw new Error('groups:all was not joined again');
      expect(channels.stillOpen('groups:all', first)).to.equal(false);
      expect(channels.stillOpen('groups:all', second)).to.equal(true);
      connection.receive(frame('2', '3', 'groups:all', 'phx_leave'));
      await connection.idle();
      expect(channels.stillOpen('groups:all', second)).to.equal(false);
    });
  });

  it('the socket going away releases every open channel once', async () => {
    const { connection, channels } = wire();
    connection.receive(frame('1', '1', 'a:all', 'phx_join'));
    connection.receive(frame('2', '2', 'b:all', 'phx_join'));
    channels.refusing.add('c:all');
    connection.receive(frame('3', '3', 'c:all', 'phx_join'));
    await connection.idle();
    connection.closedByPeer();
    connection.closedByPeer();
    expect([...channels.released].sort()).to.deep.equal(['a:all#1', 'b:all#2']);
  });
});
