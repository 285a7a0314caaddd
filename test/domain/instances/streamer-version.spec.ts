import { expect } from 'chai';
import { streamerStateLabel, versionColour } from '../../../src/domain/instances';

describe('streamer state and version (spec 1 §2.7, spec 2 §9, spec 3 §2.5)', () => {
  it("\"The streamer state reads 'Running', 'Not running' or 'Unknown'\"", () => {
    expect(streamerStateLabel('running')).to.equal('Running');
    expect(streamerStateLabel('stopped')).to.equal('Not running');
    expect(streamerStateLabel(undefined)).to.equal('Unknown');
  });

  it('"Version shown red unless it starts with \'v1\' or equals the latest"', () => {
    expect(versionColour('v1.14.2', 'v2.0.0')).to.equal('normal');
    expect(versionColour('v2.0.0', 'v2.0.0')).to.equal('normal');
    expect(versionColour('v2.0.0-rc1', 'v2.0.0')).to.equal('error');
    expect(versionColour('dev-3c9e1f2', undefined)).to.equal('error');
  });

  it('"A warning icon shows when an instance has no version"', () => {
    expect(versionColour(undefined, 'v1.14.2')).to.equal('warning');
    expect(versionColour('', 'v1.14.2')).to.equal('warning');
  });
});
