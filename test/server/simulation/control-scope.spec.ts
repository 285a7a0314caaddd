import { expect } from 'chai';
import type { Actor } from '../../../server/auth/actor';
import { controlScope, controlShareOf } from '../../../server/simulation/control-scope';

const actor = (type: Actor['type'], productionRoles: Actor['productionRoles'] = {}): Actor => ({
  accountId: 7,
  email: `${type}@x`,
  type,
  groups: [],
  productions: Object.keys(productionRoles).length > 0,
  productionRoles,
  sessionId: 1,
  token: 't',
});

const instances = { channelOfInstance: (id: number) => ({ 1: 'c1', 2: 'c2' })[id] };

describe('server/simulation/control-scope: the share of control frames an account gets (issue 28)', () => {
  const frames = {
    channels: { c1: { state: 'connected' }, c2: { state: 'listening' } },
    instances: { 1: { online: true }, 2: { online: true }, 3: { online: false } },
    mediaconnects: { 'arn:1': { status: 'ACTIVE' } },
    timestamp: { timestamp: 1 },
  };

  it('given a console account, every frame is whole', () => {
    for (const [event, payload] of Object.entries(frames))
      expect(controlShareOf(instances, actor('user'), event, payload)).to.equal(payload);
    expect(controlScope(instances).viewOf(actor('group_admin'))).to.equal(undefined);
  });

  it('given cloudrec crew on c1, only c1, the instances serving it, no flows, and the time', () => {
    const crew = actor('cloudrec', { c1: ['director'] });
    expect(controlShareOf(instances, crew, 'channels', frames.channels)).to.deep.equal({ c1: { state: 'connected' } });
    expect(controlShareOf(instances, crew, 'instances', frames.instances)).to.deep.equal({ 1: { online: true } });
    expect(controlShareOf(instances, crew, 'mediaconnects', frames.mediaconnects)).to.deep.equal({});
    expect(controlShareOf(instances, crew, 'timestamp', frames.timestamp)).to.deep.equal({ timestamp: 1 });
    expect(controlScope(instances).viewOf(crew)).to.equal('crew:c1');
  });

  it('given cloudrec without a role, nothing of the channels or instances', () => {
    const outsider = actor('cloudrec');
    expect(controlShareOf(instances, outsider, 'channels', frames.channels)).to.deep.equal({});
    expect(controlShareOf(instances, outsider, 'instances', frames.instances)).to.deep.equal({});
  });
});
