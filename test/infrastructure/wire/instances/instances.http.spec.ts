import { expect } from 'chai';
import { isLeft, isRight } from 'fp-ts/lib/Either';
import { httpContract } from '../../../../src/application/ports';
import { loadRuntimeConfig } from '../../../../src/infrastructure/di/runtime-config';
import { instancesHttpCalls } from '../../../../src/infrastructure/wire/instances';
import { instancesHttpSamples } from '../../../fixtures/wire/instances.samples';

const context = {
  name: 'latest_version',
  url: '/api/v1/kepitstreamer/3/update/latest',
  status: 200,
  request: undefined,
  seq: 4,
  at: 1_731_495_600_000,
};

describe('instances HTTP calls', () => {
  it('latest_version is GET kepitstreamer/3/update/latest (spec 2 §7)', async () => {
    expect(httpContract.latest_version.method).to.equal('GET');
    const config = await loadRuntimeConfig('http://studio.test', () => Promise.reject(new Error('offline')));
    expect(config.latestVersionUrl).to.equal('http://studio.test/api/v1/kepitstreamer/3/update/latest');
  });

  it('every sample decodes; latest.version becomes LatestStreamerVersionReceived', () => {
    for (const sample of instancesHttpSamples) {
      const call = instancesHttpCalls[sample.name as keyof typeof instancesHttpCalls];
      const decoded = call.response.decode(sample.response);
      expect(isRight(decoded)).to.equal(true);
      if (isRight(decoded)) {
        expect(call.toEvents(decoded.right, context)).to.deep.equal([
          { type: 'LatestStreamerVersionReceived', version: 'v1.14.2', at: context.at },
        ]);
      }
    }
  });

  it('rejects an answer without latest.version', () => {
    expect(isLeft(instancesHttpCalls.latest_version.response.decode({ latest: {} }))).to.equal(true);
    expect(isLeft(instancesHttpCalls.latest_version.response.decode(null))).to.equal(true);
  });
});
