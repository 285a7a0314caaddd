import { expect } from 'chai';
import { join, push } from './support/phoenix-client';
import { seededInstanceId } from './support/seeded-instances';
import { useStudioFixture } from './support/studio-fixture';

// Who starts a streamer (docs/protocol/webrtc.md): administrators any instance command; a production director
// (demo: the user account, director in 'Hockey production') start_streamer / stop_streamer of an instance on a
// channel they direct; anyone else only a channel's configured pull (docs/protocol.md), so a director's other
// instance commands are refused like any operator's ('instance_command').

describe('studio server: a production director starts and stops the streamer of a channel they direct', () => {
  const { studio, socket } = useStudioFixture({ types: ['user', 'group_admin', 'admin'] });
  const idOf = (key: 'backpack_07' | 'backpack_12'): Promise<number> => seededInstanceId(studio, key);
  const command = async (type: string, payload: Record<string, unknown>) => {
    const control = await join(socket(type), 'control', []);
    return push(control.channel, 'instance', payload);
  };

  it('lets the director start and stop the streamer of backpack 07 (on arena A cam 1, a channel they direct)', async () => {
    const instance = await idOf('backpack_07');
    expect((await command('user', { type: 'stop_streamer', instance })).status).to.equal('ok');
    expect((await command('user', { type: 'start_streamer', instance })).status).to.equal('ok');
  });

  it('refuses the director other commands, and instances of channels outside their productions', async () => {
    const restart = await command('user', { type: 'restart_streamer', instance: await idOf('backpack_07') });
    expect(restart).to.deep.include({ status: 'error' });
    expect(restart.response).to.deep.include({ reason: 'unauthorized', detail: 'instance_command' });
    const elsewhere = await command('user', { type: 'start_streamer', instance: await idOf('backpack_12') });
    expect(elsewhere.response).to.deep.include({ reason: 'unauthorized', detail: 'production_director_only' });
  });

  it('refuses a producer (group_admin in the demo), and still lets an administrator send any instance command', async () => {
    const instance = await idOf('backpack_07');
    expect((await command('group_admin', { type: 'start_streamer', instance })).response).to.deep.include({
      reason: 'unauthorized',
    });
    expect((await command('admin', { type: 'restart_streamer', instance })).status).to.equal('ok');
  });
});
