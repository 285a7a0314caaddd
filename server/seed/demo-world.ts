import { mediaconnectStateKey } from '../simulation/mediaconnects';
import { simulationStateKey } from '../simulation/world';
import { demoArns, seedChannels } from './demo-channels';
import { seedClips } from './demo-clips';
import { seedContent } from './demo-content';
import { seedDevices } from './demo-devices';
import { eventUuid, seedEvents } from './demo-events';
import { demoTime } from './demo-ids';
import { latestDemoVersion, seedInstances } from './demo-instances';
import { seedPeople } from './demo-people';
import { seedSettings } from './demo-settings';
import type { SeedStep } from './seed-step';

/**
 * Everything but the accounts (issue 3 "Demo data"): content, settings, channels, instances, events, clips,
 * groups, running orders, devices and the live state the simulation starts from, in one transaction of
 * set-based inserts. Times are relative to the moment of seeding.
 */
export const demoWorld: SeedStep = {
  name: 'demo world',
  run: async ({ store, clock }) => {
    const time = demoTime(clock());
    await store.db.write(async (tx) => {
      const accounts = await store.documents.accounts.list('true', [], tx);
      const accountIds = new Map(accounts.map((account) => [String(account.body.type), account.id]));
      const content = await seedContent(tx, time);
      const settings = await seedSettings(tx, content, accountIds);
      const channels = await seedChannels(tx, time, content, settings);
      const instances = await seedInstances(tx, time, eventUuid('live_match'));
      const events = await seedEvents(tx, time, channels, content);
      await seedClips(tx, time, events.plans, settings);
      await seedPeople(tx, time, accounts, content, settings);
      await seedDevices(tx, time, content, instances, accountIds);
      await store.system.set(tx, 'streamer_latest', { version: latestDemoVersion });
      // The live match's flows are running; the web channel's are in standby, ready to be started.
      await store.system.set(
        tx,
        mediaconnectStateKey,
        Object.fromEntries([
          ...demoArns.tvSport.map((arn) => [arn, 'ACTIVE']),
          ...demoArns.webSport.map((arn) => [arn, 'STANDBY']),
        ]),
      );
      await store.system.set(tx, simulationStateKey, { offline_instances: [instances.ids.backpack_12] });
    });
  },
};
