import { Badge, Body1, Button, Caption1, Link, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { useEffect, useId, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ProductionsQueries, ProductionStreamers } from '../../application/productions';
import type { ProductionChannel, StreamerPhase } from '../../domain/productions';
import { BusyButton, ConfirmAction, useObservable, useService, useQuery } from '../shared';

const useStyles = makeStyles({
  // The same page frame and heading as the other screens (settings, monitor): a Title2 with no margins of its own.
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
    '& > h1, & > p': { margin: 0 },
  },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(180px, 1fr) 110px minmax(320px, 3fr)',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  // Its own line under the row's buttons, so it neither pushes them around nor wraps between them.
  reason: { color: tokens.colorNeutralForeground2, flexBasis: '100%', order: 1 },
});

const phaseBadge: Readonly<Record<StreamerPhase, { text: string; color: 'informative' | 'warning' | 'success' }>> = {
  stopped: { text: 'Stopped', color: 'informative' },
  starting: { text: 'Starting…', color: 'warning' },
  ready: { text: 'Ready', color: 'success' },
};

/** /productions/list and /intercom/list (spec 3 §2.9): the caller's production channels and what they may do. */
export const ProductionsListScreen = (): React.JSX.Element => {
  const styles = useStyles();
  const area = useLocation().pathname.startsWith('/intercom') ? '/intercom' : '/productions';
  const channels = useObservable(useService(ProductionsQueries).channels$, undefined);
  const streamers = useService(ProductionStreamers);
  const phases = useObservable(streamers.phases$, {});
  const uuids = useRef<readonly string[]>([]);
  uuids.current = (channels ?? []).map(({ channel }) => channel.uuid);
  useEffect(() => streamers.open(() => uuids.current), [streamers]);
  if (!channels)
    return (
      <Body1 role="status" className={styles.page}>
        Loading productions…
      </Body1>
    );
  return (
    <section className={styles.page} aria-labelledby="productions-title">
      <Title2 as="h1" id="productions-title">
        {area === '/intercom' ? 'Intercom' : 'Productions'}
      </Title2>
      {channels.length === 0 && <Body1>No production channels: ask an administrator for a productions group.</Body1>}
      <div role="list" aria-label="Production channels">
        {channels.map((production) => (
          <ProductionRow
            key={production.channel.uuid}
            area={area}
            production={production}
            phase={phases[production.channel.uuid] ?? 'stopped'}
          />
        ))}
      </div>
    </section>
  );
};

interface RowProps {
  readonly area: string;
  readonly production: ProductionChannel;
  readonly phase: StreamerPhase;
}

const ProductionRow = ({ area, production, phase }: RowProps): React.JSX.Element => {
  const styles = useStyles();
  const streamers = useService(ProductionStreamers);
  const navigate = useNavigate();
  const { channel, rights, outputs } = production;
  const view = (output: string, query = '') => `${area}/${channel.uuid}/view/${output}${query}`;
  const named = (name: string) => outputs.find((output) => output.name === name);
  const gui = rights.openGui ? streamers.guiUrlOf(channel.uuid) : undefined;
  const badge = phaseBadge[phase];
  return (
    <div role="listitem" className={styles.row} data-testid="production-row" data-channel={channel.uuid}>
      <Body1>{channel.title}</Body1>
      <Badge appearance="tint" color={badge.color} data-testid="streamer-phase">
        {badge.text}
      </Badge>
      <div className={styles.actions}>
        {rights.startStopStreamer && <StreamerButtons title={channel.title} uuid={channel.uuid} phase={phase} />}
        {gui && (
          <Link href={gui} target="_blank" rel="noreferrer">
            Open GUI
          </Link>
        )}
        {rights.commentatorViews &&
          ['commentator1', 'commentator2'].map((name, index) =>
            named(name) ? (
              <Button
                key={name}
                size="small"
                appearance="subtle"
                onClick={() => void navigate(view(name, '?view=compact'))}
              >
                Commentator {index + 1}
              </Button>
            ) : null,
          )}
        {rights.intercom && outputs[0] && (
          <Button
            size="small"
            appearance="subtle"
            onClick={() =>
              void navigate(`/intercom/${channel.uuid}/view/${outputs[0]?.name ?? ''}?view=compact&control=false`)
            }
          >
            Intercom
          </Button>
        )}
        {rights.webrtcOutputs &&
          outputs.map((output) => (
            <Button
              key={output.name}
              size="small"
              appearance="outline"
              data-testid={`output-${output.name}`}
              onClick={() => void navigate(view(output.name))}
            >
              {output.title ?? output.name}
            </Button>
          ))}
      </div>
    </div>
  );
};

/** Why Start streamer cannot work on a channel without an instance (issue 29), said beside the disabled button. */
const noStreamerReason = 'No streamer instance on this channel: an administrator binds one first.';

/**
 * Start and Stop of the channel's streamer. Start needs an instance (else the reason shows); Stop asks first,
 * as the instance panel does, since it takes the channel off air; both stay busy while their push is pending.
 */
const StreamerButtons = ({ title, uuid, phase }: { title: string; uuid: string; phase: StreamerPhase }) => {
  const styles = useStyles();
  const streamers = useService(ProductionStreamers);
  const hasStreamer = useQuery(() => streamers.hasStreamer$(uuid), [streamers, uuid], true);
  const reasonId = useId();
  return (
    <>
      <BusyButton
        size="small"
        data-testid="streamer-start"
        busyLabel="Starting"
        disabledFocusable={!hasStreamer}
        disabled={hasStreamer && phase !== 'stopped'}
        aria-describedby={hasStreamer ? undefined : reasonId}
        onAct={() => streamers.start(uuid)}
      >
        Start streamer
      </BusyButton>
      <ConfirmAction
        label="Stop streamer"
        ariaLabel={`Stop streamer, ${title}`}
        testId="streamer-stop"
        appearance="secondary"
        busyLabel="Stopping"
        disabled={!hasStreamer || phase === 'stopped'}
        prompt={() => ({
          question: 'Stop streamer?',
          confirmLabel: 'Stop',
          details: <Body1 as="p">{`${title}: the streamer stops and the channel goes off air.`}</Body1>,
        })}
        onConfirm={() => streamers.stop(uuid)}
      />
      {!hasStreamer && (
        <Caption1 id={reasonId} className={styles.reason} data-testid="streamer-unavailable">
          {noStreamerReason}
        </Caption1>
      )}
    </>
  );
};
