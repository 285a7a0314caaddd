import { expect } from 'chai';
import { settingsTopics } from '../../../../src/infrastructure/wire/settings';
import { settingsSamples } from '../../../fixtures/wire/settings.samples';
import {
  decodeFrame,
  eventsOf,
  expectTotalOnMutations,
  frameAt,
  inboundPairs,
  routeOf,
  sampledPairs,
} from './catalogue-harness';

describe('wire/settings: settingsTopics', () => {
  it('keys every topic by its own pattern', () => {
    for (const [key, spec] of Object.entries(settingsTopics)) expect(spec.pattern).to.equal(key);
  });

  it('has a sample for every inbound (topic, event)', () => {
    expect([...new Set(sampledPairs(settingsTopics, settingsSamples))].sort()).to.deep.equal(
      [...inboundPairs(settingsTopics)].sort(),
    );
  });

  it('routes literal topics to literal patterns: settings:all and settings:create are never read as settings:{id}', () => {
    expect(routeOf(settingsTopics, 'settings:all').topic.pattern).to.equal('settings:all');
    expect(routeOf(settingsTopics, 'settings:create').topic.pattern).to.equal('settings:create');
    expect(routeOf(settingsTopics, 'settings:12')).to.deep.include({ params: { id: '12' } });
  });

  it('maps settings:all init to SettingsReceived with every setting, the maintenance one included', () => {
    const [event] = eventsOf(settingsTopics, settingsSamples[0]!);
    expect(event).to.deep.include({ type: 'SettingsReceived', at: frameAt });
    expect(event?.type === 'SettingsReceived' && event.settings.map((setting) => setting.name)).to.deep.equal([
      'maintenance',
      'graphics_upload',
    ]);
  });

  it('turns a wire null into an absent field (updated_at: null)', () => {
    const [event] = eventsOf(settingsTopics, settingsSamples[0]!);
    const upload = event?.type === 'SettingsReceived' ? event.settings[1] : undefined;
    expect(upload).to.not.have.property('updated_at', null);
    expect(upload?.updated_at).to.equal(undefined);
  });

  it('maps update and delete to SettingUpdated and SettingDeleted', () => {
    expect(eventsOf(settingsTopics, settingsSamples[1]!)[0]).to.deep.include({ type: 'SettingUpdated' });
    expect(eventsOf(settingsTopics, settingsSamples[2]!)).to.deep.equal([
      { type: 'SettingDeleted', id: 3, at: frameAt },
    ]);
  });

  it('maps filters:all init, update and delete', () => {
    expect(eventsOf(settingsTopics, settingsSamples[3]!)[0]).to.deep.include({ type: 'FiltersReceived' });
    expect(eventsOf(settingsTopics, settingsSamples[4]!)[0]).to.deep.include({ type: 'FilterUpdated' });
    expect(eventsOf(settingsTopics, settingsSamples[5]!)).to.deep.equal([
      { type: 'FilterDeleted', id: 4, at: frameAt },
    ]);
  });

  it('rejects a setting without a name, with the path of the error', () => {
    const result = decodeFrame(settingsTopics, {
      topic: 'settings:all',
      event: 'update',
      payload: { data: { id: 3, type: 'system' } },
    });
    expect(result.errors?.some((path) => path.startsWith('data') && path.endsWith('name'))).to.equal(true);
  });

  it('rejects an init whose data is not a list', () => {
    expect(
      decodeFrame(settingsTopics, { topic: 'settings:all', event: 'init', payload: { data: { id: 3 } } }).errors,
    ).to.not.equal(undefined);
  });

  it('rejects, never throws, on mutated payloads', () => {
    expect(expectTotalOnMutations(settingsTopics, settingsSamples)).to.be.greaterThan(100);
  });

  it('save on settings:{id} and settings:create takes {setting} and replies {data: Setting}', () => {
    for (const topic of [settingsTopics['settings:{id}'], settingsTopics['settings:create']]) {
      expect(
        topic.pushes.save.payload.is({
          setting: { name: 'maintenance', type: 'system', value: { bypass_accounts: [] } },
        }),
      ).to.equal(true);
      expect(topic.pushes.save.reply.decode({ data: { id: 12, name: 'maintenance', type: 'system' } })._tag).to.equal(
        'Right',
      );
    }
  });
});
