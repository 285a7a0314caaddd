import { expect } from 'chai';
import { typedDeviceCommand } from '../../../src/domain/instances';

describe('domain/instances typedDeviceCommand (the external devices command form)', () => {
  it('reads a command name and a JSON object of arguments; empty arguments are {}', () => {
    expect(typedDeviceCommand(' change-route ', '{"in_id": 2, "out_id": 1}')).to.deep.equal({
      kind: 'ok',
      command: 'change-route',
      args: { in_id: 2, out_id: 1 },
    });
    expect(typedDeviceCommand('reset-device', '  ')).to.deep.equal({ kind: 'ok', command: 'reset-device', args: {} });
  });

  it('refuses, before anything is sent, a blank or odd name and arguments that are not one JSON object', () => {
    expect(typedDeviceCommand('', '{}')).to.include({ kind: 'invalid', field: 'command' });
    expect(typedDeviceCommand('rm -rf', '{}')).to.include({ kind: 'invalid', field: 'command' });
    const broken = typedDeviceCommand('x', '{"device": ');
    expect(broken).to.include({ kind: 'invalid', field: 'args' });
    expect(broken.kind === 'invalid' && broken.message).to.match(/^Not JSON: /);
    expect(typedDeviceCommand('x', '[1, 2]')).to.deep.equal({
      kind: 'invalid',
      field: 'args',
      message: 'The arguments are one JSON object, e.g. {"device": 1}.',
    });
  });
});
