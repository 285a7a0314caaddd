import { expect } from 'chai';
import {
  defaultHttpPort,
  defaultHttpsPort,
  defaultInstanceTypeToggles,
  instanceHttpPort,
  instanceHttpsPort,
  instanceMessages,
  instanceTypes,
  isHighlightedInterface,
  matchesInstanceSearch,
  needsChannelChangeConfirmation,
  offersGuiAction,
  webrtcPort,
  type InstanceType,
} from '../../../src/domain/instances';

describe('instance rules', () => {
  it('"Default streamer ports: HTTP 8080 and HTTPS 8070 … WebRTC port 8889" (spec 1 §9)', () => {
    expect([defaultHttpPort, defaultHttpsPort, webrtcPort]).to.deep.equal([8080, 8070, 8889]);
    expect(instanceHttpPort({ meta: {} })).to.equal(8080);
    expect(instanceHttpsPort({ meta: {} })).to.equal(8070);
    expect(instanceHttpsPort({ meta: { https_port: 9443 } })).to.equal(9443);
  });

  it('"The GUI action button is offered for types other than headend, clipper and external_device" (spec 3 §2.3)', () => {
    const offered = instanceTypes.filter(offersGuiAction);
    expect(offered).to.deep.equal(['input', 'output', 'transcoder', 'mediamtx']);
  });

  it('"Type toggles: input, output and headend are on by default. transcoder, clipper, external_device and mediamtx are off."', () => {
    const on = (Object.keys(defaultInstanceTypeToggles) as InstanceType[]).filter(
      (type) => defaultInstanceTypeToggles[type],
    );
    expect(on).to.deep.equal(['input', 'output', 'headend']);
    expect(Object.keys(defaultInstanceTypeToggles)).to.have.members([...instanceTypes]);
  });

  it('"Search by title or ip" (spec 3 §2.3)', () => {
    const instance = { title: 'Backpack 07', meta: { ip: '10.8.0.17' } };
    expect(matchesInstanceSearch(instance, 'backpack')).to.equal(true);
    expect(matchesInstanceSearch(instance, '10.8.0')).to.equal(true);
    expect(matchesInstanceSearch(instance, 'headend')).to.equal(false);
  });

  it('"Assigning a channel to an instance that already has another asks for confirmation" (spec 2 §5)', () => {
    expect(needsChannelChangeConfirmation({ meta: { channel: 'a' } }, 'b')).to.equal(true);
    expect(needsChannelChangeConfirmation({ meta: { channel: 'a' } }, 'a')).to.equal(false);
    expect(needsChannelChangeConfirmation({ meta: {} }, 'b')).to.equal(false);
  });

  it('"the tun0 interface is highlighted" (spec 1 §2.7)', () => {
    expect(isHighlightedInterface({ name: 'tun0' })).to.equal(true);
    expect(isHighlightedInterface({ name: 'en0' })).to.equal(false);
  });

  it("instance toasts: 'Instance was created!', 'Unable to remove instance!' (spec 2 §8, spec 3 §8)", () => {
    expect(instanceMessages.created).to.equal('Instance was created!');
    expect(instanceMessages.updated).to.equal('Instance was updated!');
    expect(instanceMessages.removed).to.equal('Instance was removed!');
    expect(instanceMessages.removeFailed).to.equal('Unable to remove instance!');
  });
});
