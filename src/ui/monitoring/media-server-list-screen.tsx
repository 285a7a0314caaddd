import {
  Body1,
  Button,
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { ArrowClockwiseRegular, DeleteRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { MediaServerCommands, SystemListsQueries, type MediaServerView } from '../../application/monitoring';
import { ScreenTitle, useObservable, useService } from '../shared';
import { SysmonitorTabs } from './sysmonitor-tabs';

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, overflowY: 'auto' },
  title: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL} 0` },
  body: { padding: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  readers: { whiteSpace: 'pre-line' },
});

const ServerStreams = ({ server }: { readonly server: MediaServerView }): React.JSX.Element => {
  const styles = useStyles();
  const commands = useService(MediaServerCommands);
  const headingId = `media-server-${server.id}`;
  return (
    <section aria-labelledby={headingId} data-testid="media-server" data-instance={server.id}>
      <Subtitle2 as="h2" id={headingId}>
        {server.title}
      </Subtitle2>
      {!server.loaded ? (
        <Body1>Loading…</Body1>
      ) : server.streams.length === 0 ? (
        <Body1>No streams.</Body1>
      ) : (
        <Table aria-label={`Streams of ${server.title}`} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Stream</TableHeaderCell>
              <TableHeaderCell>Source type</TableHeaderCell>
              <TableHeaderCell>Source address</TableHeaderCell>
              <TableHeaderCell>State</TableHeaderCell>
              <TableHeaderCell>Readers</TableHeaderCell>
              <TableHeaderCell>Actions</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {server.streams.map((stream) => (
              <TableRow
                key={stream.name}
                data-testid="media-stream"
                data-stream={stream.name}
                data-source-id={stream.sourceId ?? ''}
                data-ready={stream.ready}
              >
                <TableCell>{stream.name}</TableCell>
                <TableCell>{stream.sourceType}</TableCell>
                <TableCell>{stream.sourceAddress}</TableCell>
                <TableCell data-testid="media-stream-state">
                  {stream.ready ? stream.sourceState : `${stream.sourceState} (not ready)`}
                </TableCell>
                <TableCell className={styles.readers}>
                  {stream.readers.length === 0 ? '–' : stream.readers.join('\n')}
                </TableCell>
                <TableCell>
                  {stream.action?.kind === 'delete' && (
                    <Button
                      size="small"
                      icon={<DeleteRegular />}
                      onClick={() => void commands.act(server.id, stream.name)}
                      data-testid="media-stream-delete"
                    >
                      Delete
                    </Button>
                  )}
                  {stream.action?.kind === 'refresh' && (
                    <Button
                      size="small"
                      icon={<ArrowClockwiseRegular />}
                      onClick={() => void commands.act(server.id, stream.name)}
                      data-testid="media-stream-refresh"
                    >
                      Refresh
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
};

/**
 * /sysmonitor/media_servers (spec 2 §2 'Media server stream list'): each mediamtx instance's streams with source
 * type and address, readers and refresh (kick) or, for pull-type streams, delete. The servers' status topics are
 * joined while the list is open; a call's errors are silent, and the list shows what the server reports next.
 */
export const MediaServerListScreen = (): React.JSX.Element => {
  const styles = useStyles();
  const commands = useService(MediaServerCommands);
  const lists = useService(SystemListsQueries);
  const servers = useObservable(lists.mediaServers$, []);
  useEffect(() => commands.open(lists.mediaServers$), [commands, lists]);
  return (
    <section className={styles.screen} aria-labelledby="media-servers-title">
      <ScreenTitle id="media-servers-title" className={styles.title} actions={<SysmonitorTabs />}>
        Media servers
      </ScreenTitle>
      <div className={styles.body}>
        {servers.length === 0 && <Body1>No media servers.</Body1>}
        {servers.map((server) => (
          <ServerStreams key={server.id} server={server} />
        ))}
      </div>
    </section>
  );
};
