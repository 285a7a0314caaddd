import { channelGroupTopics } from './channel-groups';
import { channelTopics } from './channels';
import { cmsTopicHandlers } from './cms';
import { externalDevicePushes } from './control-device-pushes';
import { deviceTopics } from './devices';
import { eventEditorTopics } from './events-editor';
import { eventLookupTopics } from './events-search';
import { eventsAllTopic } from './events';
import { instanceListTopics, instanceTopic } from './instances';
import { listDataTopicHandlers } from './list-data';
import type { TopicHandler } from './topic-handler';

/** Topics of the content features: channels and channel groups, instances, devices, cms, events. */
export const contentFeatureTopics: readonly TopicHandler[] = [
  ...channelTopics,
  ...channelGroupTopics,
  ...instanceListTopics,
  // The external-device commands of instances:{id} belong to the live side (control-device-pushes.ts).
  instanceTopic(externalDevicePushes),
  ...deviceTopics,
  ...cmsTopicHandlers,
  ...listDataTopicHandlers,
  eventsAllTopic,
  ...eventEditorTopics,
  ...eventLookupTopics,
];
