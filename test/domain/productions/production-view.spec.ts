import { expect } from 'chai';
import type { Account } from '../../../src/domain/accounts';
import type { Channel } from '../../../src/domain/channels';
import type { Group } from '../../../src/domain/groups';
import {
  productionChannels,
  readerAfterFailure,
  webrtcRetryDelayMs,
  whepFailureText,
  whepStatusFailure,
  whepUrl,
} from '../../../src/domain/productions';

const channel = (uuid: string, title: string): Channel =>
  ({
    id: uuid.length,
    uuid,
    title,
    name: uuid,
    type: 'input',
    configuration: { streamer: { config: { webrtc_outputs: [{ name: 'program', webrtc_name: `${uuid}_program` }] } } },
  }) as unknown as Channel;
const group = (channels: string[], roles: Record<string, string>, productions = true): Group =>
  ({ id: 1, uuid: 'g', name: 'g', channels, meta: { productions, production_roles: roles } }) as unknown as Group;
const account = (id: number, type: string): Account => ({ id, type, email: 'a@b' }) as unknown as Account;

describe('productions (domain)', () => {
  const channels = { a: channel('a', 'Bravo'), b: channel('b', 'Alpha'), c: channel('c', 'Charlie') };

  it('lists the channels of productions groups only, by title, with the roles and rights there', () => {
    const list = productionChannels(
      account(7, 'user'),
      [group(['a', 'b'], { 7: 'commentator' }), group(['c'], { 7: 'director' }, false)],
      channels,
    );
    expect(list.map((item) => item.channel.title)).to.deep.equal(['Alpha', 'Bravo']);
    expect(list[0]!.roles).to.deep.equal(['commentator']);
    expect(list[0]!.rights).to.include({ startStopStreamer: false, commentatorViews: true, webrtcOutputs: false });
    expect(list[0]!.outputs.map((output) => output.webrtc_name)).to.deep.equal(['b_program']);
  });

  it('gives administrators every channel with WebRTC outputs and every right, without a role', () => {
    const list = productionChannels(account(1, 'admin'), [group(['a'], {})], channels);
    expect(list.map((item) => item.channel.title)).to.deep.equal(['Alpha', 'Bravo', 'Charlie']);
    expect(list[0]!.roles).to.deep.equal([]);
    expect(Object.values(list[0]!.rights).every(Boolean)).to.equal(true);
  });

  it('names the WHEP address and the error texts of spec 3 §8', () => {
    expect(whepUrl('http://h:8889/', 'x y')).to.equal('http://h:8889/x%20y/whep');
    expect(whepFailureText({ kind: 'not_found' })).to.equal('stream not found');
    expect(whepFailureText({ kind: 'bad_status', status: 502 })).to.equal('bad status code 502');
    expect(whepFailureText({ kind: 'closed' })).to.equal('peer connection closed');
  });

  it('tells the endpoint’s refusals apart from a broken server (issue 28)', () => {
    const texts = [400, 401, 403, 404, 429, 503].map((status) =>
      whepFailureText(whepStatusFailure(status, status === 400 ? 'the offer has 5 media sections\n' : '')),
    );
    expect(texts).to.deep.equal([
      "The server refused this browser's offer: the offer has 5 media sections",
      'Your session has ended: sign in again to watch',
      'You may not watch this output',
      'stream not found',
      'Too many viewers open for your account: close one to watch here',
      'bad status code 503',
    ]);
  });

  it('stops a running reader refused for good, and restarts one the server was only too busy for', () => {
    const running = { status: 'running' } as const;
    expect(readerAfterFailure(running, { kind: 'forbidden' }).status).to.equal('error');
    expect(readerAfterFailure(running, { kind: 'signed_out' }).status).to.equal('error');
    expect(readerAfterFailure(running, { kind: 'refused', detail: '' }).status).to.equal('error');
    expect(readerAfterFailure(running, { kind: 'too_many' }).status).to.equal('restarting');
    expect(readerAfterFailure({ status: 'connecting' }, { kind: 'too_many' }).status).to.equal('error');
  });

  it('retries 2 s after a loss, then every 250 ms for 30 s while the server does not answer, else every 2 s', () => {
    const unreachable = { kind: 'unreachable' } as const;
    const closed = { kind: 'closed' } as const;
    expect(webrtcRetryDelayMs(closed, 0)).to.equal(2000);
    expect(webrtcRetryDelayMs(unreachable, 0)).to.equal(2000);
    expect(webrtcRetryDelayMs(closed, 1)).to.equal(2000);
    expect(webrtcRetryDelayMs({ kind: 'too_many' }, 3)).to.equal(2000);
    expect(webrtcRetryDelayMs(unreachable, 1)).to.equal(250);
    expect(webrtcRetryDelayMs(unreachable, 120)).to.equal(250);
    expect(webrtcRetryDelayMs(unreachable, 121)).to.equal(2000);
    expect(whepFailureText(unreachable)).to.equal('peer connection closed');
  });
});
