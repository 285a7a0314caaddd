import { expect } from 'chai';
import type { Actor } from '../../../server/auth/actor';
import { LocalBus } from '../../../server/protocol/cluster-bus';
import { SimulationPushes } from '../../../server/cluster/simulation-pushes';
import { ok, refuse } from '../../../server/protocol/reply';
import type { Services } from '../../../server/services';
import { TopicRegistry } from '../../../server/topics/registry';
import type { TopicContext } from '../../../server/topics/topic-handler';
import { memoryCluster } from './memory-bus';

const actor: Actor = {
  accountId: 7,
  email: 'admin@x',
  type: 'admin',
  groups: [],
  productions: false,
  productionRoles: {},
  sessionId: 3,
  token: 'secret-token',
};

describe('server/cluster/simulation-pushes', () => {
  const handled: { actor: Actor; payload: unknown; params: unknown }[] = [];
  const registry = new TopicRegistry([
    {
      pattern: 'control',
      doc: 'control',
      join: async () => ok(),
      pushes: {
        transcoder: {
          handle: async (context: TopicContext, payload: unknown) => {
            handled.push({ actor: context.actor, payload, params: context.params });
            context.channel.push('note', { for: 'the pushing channel' });
            return (payload as { fail?: boolean }).fail ? refuse('already_running') : ok({ message: 'starting' });
          },
        },
      },
    },
  ]);
  const services = { log: { error: () => undefined } } as unknown as Services;
  const channel = (pushed: unknown[][]) => ({
    push: (event: string, payload: unknown) => void pushed.push([event, payload]),
  });

  it('hands a simulation push to the simulating process and replays its reply and channel pushes', async () => {
    handled.length = 0;
    const cluster = memoryCluster();
    const [here, there] = [cluster.bus(), cluster.bus()];
    const forwarding = new SimulationPushes(here, registry);
    forwarding.install(services, () => false);
    new SimulationPushes(there, registry).install(services, () => true);
    const pushed: unknown[][] = [];
    const context = { topic: 'control', actor, channel: channel(pushed) };
    expect(await forwarding.forward('control', context, 'transcoder', { type: 'start' })).to.deep.equal(
      ok({ message: 'starting' }),
    );
    expect(await forwarding.forward('control', context, 'transcoder', { fail: true })).to.deep.equal(
      refuse('already_running'),
    );
    expect(pushed).to.deep.equal([
      ['note', { for: 'the pushing channel' }],
      ['note', { for: 'the pushing channel' }],
    ]);
    expect(handled.map((call) => call.payload)).to.deep.equal([{ type: 'start' }, { fail: true }]);
    expect(handled[0]?.actor).to.deep.equal({ ...actor, token: '' });
  });

  it('leaves a push here when this process simulates, the topic is not the simulation’s, or there is no cluster', () => {
    const cluster = memoryCluster();
    const simulating = new SimulationPushes(cluster.bus(), registry);
    simulating.install(services, () => true);
    const context = { topic: 'control', actor, channel: channel([]) };
    expect(simulating.forward('control', context, 'transcoder', {})).to.equal(undefined);
    const other = new SimulationPushes(cluster.bus(), registry);
    other.install(services, () => false);
    expect(other.forward('settings:create', { ...context, topic: 'settings:create' }, 'save', {})).to.equal(undefined);
    const alone = new SimulationPushes(new LocalBus(), registry);
    alone.install(services, () => false);
    expect(alone.forward('control', context, 'transcoder', {})).to.equal(undefined);
  });
});
