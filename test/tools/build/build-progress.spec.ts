import { expect } from 'chai';
import { progressHandler, progressLine } from '../../../tools/build/build-progress';

const recorder = (isTTY: boolean) => {
  const written: string[] = [];
  return { written, output: { isTTY, columns: 60, write: (text: string) => written.push(text) } };
};

// Issue 29: the first `npm start` builds for minutes; the build says how far it is, readably in a terminal and in
// a CI log (no carriage-return spam when the output is not a terminal).
describe('tools/build progressHandler', () => {
  const run = (handler: ReturnType<typeof progressHandler>): void => {
    for (let step = 0; step <= 200; step += 1) handler(step / 200, 'building', `${step}/200 modules`, 'src/x.ts');
    handler(1, '');
  };

  it('prints about one plain line per tenth to a log, without a carriage return, and the time at the end', () => {
    const { written, output } = recorder(false);
    let clock = 0;
    run(
      progressHandler(output, () => {
        clock += 100;
        return clock;
      }),
    );
    expect(written.join('')).to.not.include('\r');
    expect(written.length).to.be.within(10, 12);
    expect(written[0]).to.match(/^ {2}build {3}0% building 0\/200 modules \(\d+ s\)\n$/);
    expect(written.at(-1)).to.match(/^Built the console in \d+ s\.\n$/);
  });

  it('rewrites one line in a terminal, cut to its width, and ends it with a newline', () => {
    const { written, output } = recorder(true);
    run(progressHandler(output, () => 0));
    expect(written.every((text) => text.startsWith('\r'))).to.equal(true);
    expect(written.slice(0, -1).every((text) => !text.includes('\n'))).to.equal(true);
    expect(written.every((text) => text.replace('\r\x1b[2K', '').replace('\n', '').length <= 59)).to.equal(true);
    expect(written.at(-1)).to.equal('\r\x1b[2KBuilt the console in 0 s.\n');
  });

  it('adds a line in a log when the stage changes after 10 s without one', () => {
    const { written, output } = recorder(false);
    let clock = 0;
    const handler = progressHandler(output, () => clock);
    handler(0.9, 'sealing', 'asset processing');
    clock = 5_000;
    handler(0.91, 'sealing', 'minimizing');
    clock = 20_000;
    handler(0.92, 'sealing', 'minimizing');
    handler(0.93, 'emitting');
    expect(written).to.deep.equal(['  build  90% sealing asset processing (0 s)\n', '  build  93% emitting (20 s)\n']);
  });

  it('words a report as percentage, stage and first detail', () => {
    expect(progressLine(0.456, 'sealing', 'optimize')).to.equal(' 45% sealing optimize');
    expect(progressLine(1, '')).to.equal('100% done');
  });
});
