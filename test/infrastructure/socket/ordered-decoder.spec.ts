import { expect } from 'chai';
import fc from 'fast-check';
import { OrderedDecoder } from '../../../src/infrastructure/socket/ordered-decoder';

/** Tasks run one at a time, by hand; each records what it did. */
const manualTasks = () => {
  const queue: (() => void)[] = [];
  return {
    schedule: (run: () => void) => void queue.push(run),
    get pending() {
      return queue.length;
    },
    /** Runs one task; a task that throws is reported, as the event loop would, and the loop goes on. */
    runOne(): unknown {
      const task = queue.shift();
      if (!task) throw new Error('no task waiting');
      try {
        task();
        return undefined;
      } catch (error) {
        return error;
      }
    },
    runAll(): unknown[] {
      const errors: unknown[] = [];
      for (let guard = 0; queue.length > 0 && guard < 10_000; guard += 1) {
        const error = this.runOne();
        if (error !== undefined) errors.push(error);
      }
      return errors;
    },
  };
};

const large = 10;
const frame = (name: string) => JSON.stringify(name);

describe('ordered decoder of socket frames', () => {
  it('delivers a small frame at once when nothing waits', () => {
    const tasks = manualTasks();
    const decoder = new OrderedDecoder<string>(JSON.parse, tasks.schedule, large);
    const delivered: string[] = [];
    decoder.decode(frame('tick'), (message) => delivered.push(message));
    expect(delivered).to.deep.equal(['tick']);
    expect(tasks.pending).to.equal(0);
  });

  it('parses a large frame in a task after the one that received it, and delivers it in the task after that', () => {
    const tasks = manualTasks();
    const parsed: string[] = [];
    const decoder = new OrderedDecoder<string>(
      (raw) => {
        parsed.push(raw);
        return JSON.parse(raw) as string;
      },
      tasks.schedule,
      large,
    );
    const delivered: string[] = [];
    const init = frame('a'.repeat(large));
    decoder.decode(init, (message) => delivered.push(message));
    expect(parsed, 'nothing parsed in the receiving task').to.deep.equal([]);
    tasks.runOne();
    expect(parsed).to.deep.equal([init]);
    expect(delivered, 'parsed, not yet delivered').to.deep.equal([]);
    tasks.runOne();
    expect(delivered).to.deep.equal(['a'.repeat(large)]);
    tasks.runAll();
    // Idle again: the next small frame is synchronous.
    decoder.decode(frame('after'), (message) => delivered.push(message));
    expect(delivered.at(-1)).to.equal('after');
  });

  it('keeps the wire order of any mix of small and large frames (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ big: fc.boolean(), tasksAfter: fc.nat({ max: 3 }) }), { maxLength: 30 }),
        (arrivals) => {
          const tasks = manualTasks();
          const decoder = new OrderedDecoder<string>(JSON.parse, tasks.schedule, large);
          const delivered: string[] = [];
          const sent: string[] = [];
          arrivals.forEach(({ big, tasksAfter }, index) => {
            const name = big ? `${index}`.padEnd(large, '.') : `${index}`;
            sent.push(name);
            decoder.decode(frame(name), (message) => delivered.push(message));
            for (let run = 0; run < tasksAfter && tasks.pending > 0; run += 1) tasks.runOne();
          });
          tasks.runAll();
          expect(delivered).to.deep.equal(sent);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('goes on with the frames behind one that fails to parse or whose listener throws', () => {
    const tasks = manualTasks();
    const decoder = new OrderedDecoder<string>(JSON.parse, tasks.schedule, large);
    const delivered: string[] = [];
    decoder.decode('['.repeat(large), () => delivered.push('broken'));
    decoder.decode(frame('x'.repeat(large)), () => {
      throw new Error('listener failed');
    });
    decoder.decode(frame('next'), (message) => delivered.push(message));
    const errors = tasks.runAll();
    expect(errors.map((error) => (error as Error).constructor.name)).to.deep.equal(['SyntaxError', 'Error']);
    expect(delivered).to.deep.equal(['next']);
    decoder.decode(frame('idle'), (message) => delivered.push(message));
    expect(delivered).to.deep.equal(['next', 'idle']);
  });
});
