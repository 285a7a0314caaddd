import { expect } from 'chai';
import { configSources, consolePolicy } from '../../../server/http/console-policy';

describe('server/http/console-policy (issue 28)', () => {
  it('lets the console connect to the origins config.json gives, plain origins only', () => {
    expect(configSources('studio.local:4000', 8889)).to.have.members([
      'http://studio.local:8889',
      'http://studio.local:4000',
      'ws://studio.local:4000',
    ]);
    // A Host header that is not host[:port] gives relative addresses: 'self' only.
    expect(configSources('evil"; script-src *')).to.deep.equal([]);
  });

  it('allows scripts from its own origin only, never inline or eval', () => {
    const policy = consolePolicy(['ws://studio.local:4000', 'ws://studio.local:4000']);
    expect(policy).to.include("script-src 'self';");
    expect(policy).to.not.match(/unsafe-eval|script-src[^;]*unsafe-inline/);
    expect(policy).to.include("connect-src 'self' blob: ws://studio.local:4000;");
  });
});
