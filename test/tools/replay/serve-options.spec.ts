import { expect } from 'chai';
import { defaultReplayPort, parseServeArguments } from '../../../tools/replay/serve-options';

describe('replay serve options (issue 7: `npm run replay -- serve FILE [--speed N] [--loop]`)', () => {
  it('defaults to speed 1, no loop, port 4100 on the loopback address', () => {
    expect(parseServeArguments(['session.ndjson'])).to.deep.equal({
      file: 'session.ndjson',
      speed: 1,
      loop: false,
      port: defaultReplayPort,
      host: '127.0.0.1',
    });
  });

  it('takes --speed, --loop, --port and --host; PORT and HOST are the defaults as for the studio server', () => {
    expect(
      parseServeArguments(['s.ndjson', '--speed', '0.5', '--loop', '--port', '0'], { PORT: '5000', HOST: '0.0.0.0' }),
    ).to.deep.equal({ file: 's.ndjson', speed: 0.5, loop: true, port: 0, host: '0.0.0.0' });
    expect(parseServeArguments(['s.ndjson'], { PORT: '5000' })).to.include({ port: 5000 });
  });

  it('explains what it cannot use', () => {
    expect(parseServeArguments(['s', '--speed', '0']))
      .to.have.property('error')
      .that.match(/^--speed takes a positive number/);
    expect(parseServeArguments(['s', '--speed', 'fast']))
      .to.have.property('error')
      .that.match(/^--speed takes a positive number/);
    expect(parseServeArguments(['s', '--port', '70000']))
      .to.have.property('error')
      .that.match(/^--port takes a port number/);
    expect(parseServeArguments(['s', '--speed']))
      .to.have.property('error')
      .that.match(/^--speed needs a value/);
    expect(parseServeArguments(['s', '--fast']))
      .to.have.property('error')
      .that.match(/^unknown option --fast/);
    expect(parseServeArguments([]))
      .to.have.property('error')
      .that.match(/^usage/);
  });
});
