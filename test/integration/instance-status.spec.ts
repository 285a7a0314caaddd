import { expect } from 'chai';
import { inboundErrors } from '../server/records/catalogue-check';
import { join, waitFor } from './support/phoenix-client';
import { seededInstanceId } from './support/seeded-instances';
import { useStudioFixture } from './support/studio-fixture';

type Status = { host?: Record<string, unknown>; system?: { cpu?: number[] } };

describe('studio server: instances:status:{id} per role (spec 1 §2.7, §6; docs/protocol/instances.md)', () => {
  const { studio, socket, joinOk } = useStudioFixture({ types: ['admin', 'user', 'cloudrec'] });
  let backpack = -1;

  before(async () => {
    backpack = await seededInstanceId(studio, 'backpack_07');
  });

  it('an admin gets the statistics at once after the join, with the SSH password of the host', async () => {
    const joined = await joinOk('admin', `instances:status:${backpack}`, ['status']);
    const [frame] = (await waitFor(joined, 'status')) as [Status];
    expect(inboundErrors('instances:status:{id}', 'status', frame)).to.deep.equal([]);
    expect(frame.system?.cpu?.length).to.be.greaterThan(0);
    expect(frame.host?.ssh_password).to.be.a('string');
    joined.channel.leave();
  });

  it('a user (staff) sees the statistics without the SSH password; cloudrec is refused', async () => {
    const joined = await joinOk('user', `instances:status:${backpack}`, ['status']);
    const [frame] = (await waitFor(joined, 'status')) as [Status];
    expect(frame.system?.cpu?.length).to.be.greaterThan(0);
    expect(frame.host).to.not.have.property('ssh_password');
    joined.channel.leave();
    expect((await join(socket('cloudrec'), `instances:status:${backpack}`)).reply.response).to.deep.equal({
      reason: 'unauthorized',
    });
  });

  it('an unknown or malformed id is not_found', async () => {
    for (const id of ['999999', 'abc'])
      expect((await join(socket('admin'), `instances:status:${id}`)).reply.response).to.deep.include({
        reason: 'not_found',
      });
  });

  it('the latest streamer version the console colours versions by is answered over HTTP', async () => {
    const answer = (await (await fetch(`${studio.url}/api/v1/kepitstreamer/3/update/latest`)).json()) as {
      latest: { version: string };
    };
    expect(answer.latest.version).to.match(/^v\d+\.\d+\.\d+$/);
  });
});
