import { Caption1 } from '@fluentui/react-components';

/** The channel tile actions of one event (spec 2 §2 "Channel tile"). Not built yet. */
export const EventChannelControls = ({ eventUuid }: { eventUuid: string }): React.JSX.Element => (
  <Caption1 data-testid="channel-controls-not-built">Channel controls for {eventUuid} are not built yet.</Caption1>
);
