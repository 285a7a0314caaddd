import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
} from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { ChannelsAdminCommands, ChannelsAdminQueries, streamerStateLabel } from '../../application/channels-admin';
import type { Instance } from '../../domain/instances';
import { useObservable, useService } from '../shared';

type StreamerAction = 'start' | 'stop';

/** One instance serving the channel, with its streamer start and stop, each after a confirmation (spec 2 §4). */
const InstanceCard = ({ instance, channelUuid }: { instance: Instance; channelUuid: string }): React.JSX.Element => {
  const commands = useService(ChannelsAdminCommands);
  const [asked, setAsked] = useState<StreamerAction>();
  const confirm = (): void => {
    if (asked) void commands.streamer(asked, instance.id, channelUuid);
    setAsked(undefined);
  };
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
        <Button data-testid="channel-streamer-start" onClick={() => setAsked('start')}>
          Start streamer
        </Button>
        <Button data-testid="channel-streamer-stop" onClick={() => setAsked('stop')}>
          Stop streamer
        </Button>
      </div>
      <Dialog open={asked !== undefined} onOpenChange={(_, data) => !data.open && setAsked(undefined)}>
        <DialogSurface data-testid="channel-streamer-confirmation">
          <DialogBody>
            <DialogTitle>{asked === 'start' ? 'Start streamer?' : 'Stop streamer?'}</DialogTitle>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button appearance="secondary">Cancel</Button>
              </DialogTrigger>
              <Button appearance="primary" data-testid="channel-streamer-confirm" onClick={confirm}>
                {asked === 'start' ? 'Start' : 'Stop'}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </Card>
  );
};

/** The Instance tab (edit-only, admin-only, spec 2 §2): the instances bound to the channel. */
export const ChannelInstanceTab = ({ uuid }: { uuid: string }): React.JSX.Element => {
  const queries = useService(ChannelsAdminQueries);
  const instances = useObservable(
    useMemo(() => queries.instancesOf$(uuid), [queries, uuid]),
    [],
  );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid="channel-instance-tab">
      {instances.length === 0 && <Body1>No instance serves this channel.</Body1>}
      {instances.map((instance) => (
        <InstanceCard key={instance.id} instance={instance} channelUuid={uuid} />
      ))}
    </div>
  );
};
