import { Caption1 } from '@fluentui/react-components';

/** The event editor's Tags tab (spec 2 §2). Not built yet. */
export const EventTagsTab = ({ eventUuid }: { eventUuid: string }): React.JSX.Element => (
  <Caption1 data-testid="not-built">The tags tab of event {eventUuid} is not built yet.</Caption1>
);
