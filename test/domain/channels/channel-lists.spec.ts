import { expect } from 'chai';
import {
  creatableChannelTypes,
  defaultMonitorChannels,
  matchesChannelSearch,
  pickableChannels,
  systemChannels,
  type Channel,
} from '../../../src/domain/channels';
import { developerChannelUuids } from '../../../src/domain/instances';

const channel = (
  uuid: string,
  type: Channel['type'],
  state: Channel['state'] = 'active',
  meta: Channel['meta'] = {},
): Channel => ({
  id: uuid.length,
  uuid,
  name: `${uuid}_stream`,
  title: `Title ${uuid}`,
  type,
  state,
  meta,
});

describe('channel lists', () => {
  const channels = [
    channel('a', 'input'),
    channel('b', 'input', 'archived'),
    channel('c', 'output', 'active', { system_channel: true }),
  ];

  it('"Archived channels are excluded from input and output pick lists" (spec 2 §4)', () => {
    expect(pickableChannels(channels, 'input').map((item) => item.uuid)).to.deep.equal(['a']);
    expect(pickableChannels(channels, 'output').map((item) => item.uuid)).to.deep.equal(['c']);
  });

  it('"Channels whose instance is flagged developer are hidden from the default list" (spec 2 §2)', () => {
    const instances = [{ meta: { channel: 'a', is_developer: true } }, { meta: { channel: 'c', is_developer: false } }];
    expect(defaultMonitorChannels(channels, developerChannelUuids(instances)).map((item) => item.uuid)).to.deep.equal([
      'b',
      'c',
    ]);
  });

  it('the system monitor shows system channels only (spec 2 §2)', () => {
    expect(systemChannels(channels).map((item) => item.uuid)).to.deep.equal(['c']);
  });

  it('"Channel search in the side bar applies from 3 characters" (spec 2 §5)', () => {
    expect(matchesChannelSearch(channels[0] as Channel, 'zz')).to.equal(true);
    expect(matchesChannelSearch(channels[0] as Channel, 'zzz')).to.equal(false);
    expect(matchesChannelSearch(channels[0] as Channel, 'TITLE')).to.equal(true);
  });

  it('"Non-admins can only create channels of type input (output needs admin)" (spec 2 §6)', () => {
    expect(creatableChannelTypes(false)).to.deep.equal(['input']);
    expect(creatableChannelTypes(true)).to.deep.equal(['input', 'output']);
  });
});
