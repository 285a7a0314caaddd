import { useEffect } from 'react';
import { EventTopics } from '../../application/clips';
import { useService } from '../shared';

/** Keeps the event's clip topics joined while the calling view is mounted. */
export const useEventTopics = (eventUuid: string): void => {
  const topics = useService(EventTopics);
  useEffect(() => topics.watch(eventUuid), [topics, eventUuid]);
};
