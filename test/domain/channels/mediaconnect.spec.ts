import { expect } from 'chai';
import {
  channelMediaconnectAggregate,
  mediaconnectActions,
  mediaconnectAggregate,
  parseMediaconnectArns,
} from '../../../src/domain/channels';

describe('mediaconnect (spec 1 §4, spec 2 §4)', () => {
  it('reads meta.mediaconnect_arns "as a comma-separated list"', () => {
    expect(parseMediaconnectArns('arn:a, arn:b,,')).to.deep.equal(['arn:a', 'arn:b']);
    expect(parseMediaconnectArns(undefined)).to.deep.equal([]);
  });

  it("\"'active' if all are active, 'standby' if all are standby, otherwise 'changing'\"", () => {
    expect(mediaconnectAggregate(['ACTIVE', 'ACTIVE'])).to.equal('active');
    expect(mediaconnectAggregate(['STANDBY', 'STANDBY'])).to.equal('standby');
    expect(mediaconnectAggregate(['STANDBY', 'ACTIVE'])).to.equal('changing');
    expect(mediaconnectAggregate(['STARTING'])).to.equal('changing');
    expect(mediaconnectAggregate(['ACTIVE', undefined])).to.equal('changing');
    expect(mediaconnectAggregate([])).to.equal('none');
  });

  it('looks the channel flows up by ARN', () => {
    const statuses = { 'arn:a': { status: 'STANDBY' as const }, 'arn:b': { status: 'STANDBY' as const } };
    expect(channelMediaconnectAggregate('arn:a,arn:b', statuses)).to.equal('standby');
    expect(channelMediaconnectAggregate('arn:a,arn:c', statuses)).to.equal('changing');
  });

  it('"when standby it can be started … when active, it can be stopped"', () => {
    expect(mediaconnectActions('standby')).to.deep.equal({ canStart: true, canStop: false });
    expect(mediaconnectActions('active')).to.deep.equal({ canStart: false, canStop: true });
    expect(mediaconnectActions('changing')).to.deep.equal({ canStart: false, canStop: false });
  });
});
