import { expect } from 'chai';
import type { Actor } from '../../../server/auth/actor';
import { whepAccess } from '../../../server/auth/whep-viewer';
import { stored, storeWith } from './stored-documents';

const administrator: Actor = {
  accountId: 1,
  email: 'root@example.com',
  type: 'root',
  groups: [],
  productions: false,
  productionRoles: {},
  sessionId: 1,
  token: 't',
};
const channel = (id: number, webrtcOutputs: unknown) =>
  stored(id, {
    name: `channel-${id}`,
    title: `Channel ${id}`,
    type: 'output',
    meta: {},
    configuration: { streamer: { config: { webrtc_outputs: webrtcOutputs } } },
  });

describe('server/storage: stored channels read with the wire’s ChannelCodec', () => {
  it('a channel that does not decode is reported and plays nothing; the others are served', async () => {
    const reports: string[] = [];
    const store = storeWith('channels', [
      channel(1, [{ name: 'program', webrtc_name: 'studio-a' }]),
      channel(2, [{ name: 7, webrtc_name: 'studio-b' }]),
    ]);
    const access = (stream: string) => whepAccess(store, (message) => reports.push(message), administrator, stream);
    expect(await access('studio-a')).to.equal('watch');
    expect(await access('studio-b')).to.equal('not_found');
    expect(reports).to.have.length(2);
    expect(reports[0]).to.equal(reports[1]);
    expect(reports[0]).to.match(
      /^Stored channel 2 does not decode and is left out: configuration\.streamer\.config\.webrtc_outputs\.0\.name: /,
    );
  });
});
