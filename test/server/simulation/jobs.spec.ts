import { expect } from 'chai';
import { JobQueue } from '../../../server/simulation/jobs';

describe('server/simulation/jobs', () => {
  it('gives the jobs due by a time, earliest first, and keeps the rest', () => {
    const queue = new JobQueue();
    const ran: string[] = [];
    for (const [name, due] of [
      ['c', 300],
      ['a', 100],
      ['b', 200],
    ] as const)
      queue.schedule({ due, run: () => void ran.push(name) });
    for (const job of queue.takeDue(250)) void job.run(250);
    expect(ran).to.deep.equal(['a', 'b']);
    expect(queue.size).to.equal(1);
  });

  it('a job with the key of a pending one replaces it; has and cancel look by key', () => {
    const queue = new JobQueue();
    queue.schedule({ key: 'streamer:7', due: 100, run: () => undefined });
    queue.schedule({ key: 'streamer:7', due: 500, run: () => undefined });
    expect(queue.size).to.equal(1);
    expect(queue.takeDue(200)).to.have.length(0);
    expect(queue.has('streamer:7')).to.equal(true);
    queue.cancel('streamer:7');
    expect(queue.has('streamer:7')).to.equal(false);
  });
});
