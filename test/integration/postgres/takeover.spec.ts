import { expect } from 'chai';
import { join, waitFor, type Joined } from '../support/phoenix-client';
import type { ServerProcess } from '../support/server-process';
import { loginAs } from '../support/studio';
import { withStudioProcesses } from '../support/studio-processes';

// Issue 33 §2: after `kill -9` of the process that runs the simulation, another takes it over and every console
// gets fresh instance statuses again — and never do two processes simulate at once. Three processes, so two
// survivors compete for the lock (server/cluster/simulation-lease.ts). The time it takes is the bench's
// `clusterTakeoverMs` (tools/bench/cluster-bench.ts), never asserted here.

const simulating = (line: string): boolean => line.startsWith('info Simulation: running in this process');

describe('PostgreSQL mode: the simulation moves when its process is killed, to one process only', function () {
  this.timeout(180_000);
  const cluster = withStudioProcesses(3);

  it('kill -9 of the simulating process: exactly one other takes over, and its consoles tick and get statuses', async () => {
    const servers = cluster().servers;
    await Promise.race(servers.map((server) => server.line(simulating)));
    const leaders = servers.filter((server) => server.lines.some(simulating));
    expect(leaders).to.have.length(1);
    const [leader] = leaders as [ServerProcess];
    const survivors = servers.filter((server) => server !== leader);

    const watching: { control: Joined; status: Joined }[] = [];
    for (const server of survivors) {
      const socket = await cluster().connect(server, await loginAs(server.url, 'admin'));
      const control = await join(socket, 'control', ['instances', 'timestamp']);
      const [instances] = (await waitFor(control, 'instances', 1, 15_000)) as Record<string, { online: boolean }>[];
      const [id] = Object.entries(instances ?? {}).find(([, live]) => live.online) ?? [];
      expect(id, 'an online instance in the control snapshot').to.be.a('string');
      const status = await join(socket, `instances:status:${id}`, ['status']);
      expect(status.reply.status).to.equal('ok');
      watching.push({ control, status });
    }
    // Before the kill, the statuses of the simulating process reach both survivors' consoles.
    for (const { status } of watching) await waitFor(status, 'status', 2, 15_000);

    const counted = (joined: Joined, event: string): number => joined.received.get(event)?.length ?? 0;
    const atKill = watching.map(({ control, status }) => ({
      ticks: counted(control, 'timestamp'),
      statuses: counted(status, 'status'),
    }));
    await leader.kill();
    await Promise.race(survivors.map((server) => server.line(simulating)));

    // Fresh statuses and five ticks on every survivor's console, all from the one new simulation.
    for (const [index, { control, status }] of watching.entries()) {
      await waitFor(status, 'status', (atKill[index]?.statuses ?? 0) + 2, 20_000);
      await waitFor(control, 'timestamp', (atKill[index]?.ticks ?? 0) + 5, 20_000);
    }
    const newLeaders = survivors.filter((server) => server.lines.some(simulating));
    expect(newLeaders, 'processes that started simulating after the kill').to.have.length(1);
    for (const [index, { control }] of watching.entries()) {
      const seconds = (control.received.get('timestamp') as { timestamp: number }[])
        .slice(atKill[index]?.ticks)
        .map((tick) => tick.timestamp);
      // Two simulations at once would each broadcast every second: repeated or interleaved seconds.
      for (let at = 1; at < seconds.length; at += 1)
        expect(seconds[at], `tick ${at} after the kill: ${seconds.join(', ')}`).to.be.above(seconds[at - 1] as number);
    }
    for (const server of survivors) expect(server.lines.filter((line) => line.startsWith('error '))).to.deep.equal([]);
  });
});
