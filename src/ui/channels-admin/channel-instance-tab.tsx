import { Badge, Body1, Caption1, Card } from '@fluentui/react-components';
import { ChannelsAdminCommands, ChannelsAdminQueries, streamerStateLabel } from '../../application/channels-admin';
import type { Instance } from '../../domain/instances';
import { ConfirmAction, useService, useQuery } from '../shared';

type StreamerAction = 'start' | 'stop';
const actions: readonly StreamerAction[] = ['start', 'stop'];

/**
 * One instance serving the channel, with its streamer start and stop, each after a confirmation (spec 2 §4) in
 * the console's one confirmation (src/ui/shared/confirm-action.tsx), busy while the push is pending.
 */
const InstanceCard = ({ instance, channelUuid }: { instance: Instance; channelUuid: string }): React.JSX.Element => {
  const commands = useService(ChannelsAdminCommands);
  return (
    <Card data-testid="channel-instance" style={{ maxWidth: 520 }}>
      <Body1>
        <strong>{instance.title}</strong> · {instance.type} · #{instance.id}
      </Body1>
      <Caption1>
        Ip {instance.meta.ip ?? '–'} · version {instance.streamer_version ?? instance.meta.version ?? '–'}
      </Caption1>
      <span>
        Streamer <Badge appearance="tint">{streamerStateLabel(instance.streamer_state)}</Badge>
      </span>
      <div style={{ display: 'flex', gap: 8 }}>
        {actions.map((action) => (
          <ConfirmAction
            key={action}
            label={action === 'start' ? 'Start streamer' : 'Stop streamer'}
            ariaLabel={`${action === 'start' ? 'Start' : 'Stop'} streamer, ${instance.title}`}
            testId={`channel-streamer-${action}`}
            appearance="secondary"
            size="medium"
            busyLabel={action === 'start' ? 'Starting' : 'Stopping'}
            prompt={() => ({
              question: action === 'start' ? 'Start streamer?' : 'Stop streamer?',
              details:
                action === 'start'
                  ? instance.title
                  : `${instance.title}: the streamer stops and the channel goes off air.`,
              confirmLabel: action === 'start' ? 'Start' : 'Stop',
            })}
            onConfirm={() => commands.streamer(action, instance.id, channelUuid)}
          />
        ))}
      </div>
    </Card>
  );
};

/** The Instance tab (edit-only, admin-only, spec 2 §2): the instances bound to the channel. */
export const ChannelInstanceTab = ({ uuid }: { uuid: string }): React.JSX.Element => {
  const queries = useService(ChannelsAdminQueries);
  const instances = useQuery(() => queries.instancesOf$(uuid), [queries, uuid], []);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid="channel-instance-tab">
      {instances.length === 0 && <Body1>No instance serves this channel.</Body1>}
      {instances.map((instance) => (
        <InstanceCard key={instance.id} instance={instance} channelUuid={uuid} />
      ))}
    </div>
  );
};
