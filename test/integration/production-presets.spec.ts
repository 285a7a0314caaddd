import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { simulationOf } from '../../server/simulation/simulation-registry';
import { join, push, type Reply } from './support/phoenix-client';
import { setProductionRole } from './support/production-roles';
import { useStudioFixture } from './support/studio-fixture';

// Viewer presets (system:instance_to_instance:{name}, docs/protocol/webrtc.md "Presets"): only the 'control' role
// of the output's channel, or an administrator, applies one (spec 3 §6); names that are no output allocate nothing.

const arenaProgram = 'system:instance_to_instance:arena_a_cam1_program';
const studioProgram = 'system:instance_to_instance:studio_1_program';
const camera = (preset: string) => ({ control: { camera: { type: 'presets', value: [preset] } } });

describe('studio server: viewer presets need the control role of the output’s channel (issue 28)', () => {
  const { socket, studio } = useStudioFixture({ types: ['user', 'group_admin', 'admin'] });
  const update = async (type: string, topic: string): Promise<Reply> => {
    const joined = await join(socket(type), topic, []);
    if (joined.reply.status !== 'ok') return joined.reply;
    const reply = await push(joined.channel, 'update', camera('wide'));
    joined.channel.leave();
    return reply;
  };
  const makeUser = (role: string) => setProductionRole(studio, socket('admin'), 'user@demo.local', role);

  it('a director or producer of the channel is refused; an administrator applies presets on any output', async () => {
    for (const type of ['user', 'group_admin'])
      expect((await update(type, arenaProgram)).response, type).to.deep.include({ reason: 'unauthorized' });
    expect((await update('admin', arenaProgram)).response).to.deep.equal({ message: 'Applying presets' });
    expect((await update('admin', studioProgram)).response).to.deep.equal({ message: 'Applying presets' });
  });

  it('the control role applies presets on its channel’s outputs only', async () => {
    await makeUser('control');
    expect((await update('user', arenaProgram)).response).to.deep.equal({ message: 'Applying presets' });
    // Studio 1 is no channel of Hockey production: not even its status is the user's to watch.
    expect((await update('user', studioProgram)).response).to.deep.equal({ reason: 'unauthorized', detail: 'channel' });
    await makeUser('director');
    expect((await update('user', arenaProgram)).response).to.deep.include({ reason: 'unauthorized' });
  });

  it('joining names that are no output is not_found and leaves the per-name preset state as it was', async () => {
    const presets = simulationOf(studio.server.services).presets;
    const held = presets.size;
    for (let index = 0; index < 300; index += 1) {
      const joined = await join(socket('admin'), `system:instance_to_instance:${randomUUID()}`, []);
      expect(joined.reply).to.deep.equal({ status: 'error', response: { reason: 'not_found' } });
    }
    expect(presets.size).to.equal(held);
  });
});
