import {
  Body1,
  Caption1,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { SystemListsQueries } from '../../application/monitoring';
import type { HeadendRow } from '../../domain/monitoring';
import { WallPreview } from '../player';
import { BufferSparkline, ScreenTitle, useObservable, useService } from '../shared';
import { SysmonitorTabs } from './sysmonitor-tabs';

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', flexGrow: 1, minHeight: 0, overflowY: 'auto' },
  title: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalL} 0` },
  body: { padding: tokens.spacingHorizontalL },
  // The figures are read as one phrase: in a narrow column they move under the sparkline whole instead of
  // breaking between 'current' and its number.
  buffer: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  figures: { color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
  preview: { maxWidth: '100%' },
});

/** The head-end preview at the headend_preview setting's size (spec 2 §3). */
const PreviewCell = ({ row }: { row: HeadendRow }): React.JSX.Element => {
  const styles = useStyles();
  const preview = row.preview;
  if (!preview) return <TableCell>–</TableCell>;
  return (
    <TableCell>
      <div
        className={styles.preview}
        style={{ width: preview.width }}
        data-testid="headend-preview"
        data-preview-url={preview.url ?? ''}
      >
        <WallPreview
          url={preview.url}
          {...(preview.message !== undefined ? { message: preview.message } : {})}
          label={`Head-end preview of ${row.title}`}
          recoveringText="Recovering…"
          aspectRatio={`${preview.width} / ${preview.height}`}
        />
      </div>
    </TableCell>
  );
};

/** /sysmonitor/headends (spec 2 §2 'Headend list'): channels with their buffer, source and destination states. */
export const HeadendListScreen = (): React.JSX.Element => {
  const styles = useStyles();
  const rows = useObservable(useService(SystemListsQueries).headends$, []);
  // The column is there when a headend_preview setting gives previews (spec 2 §3).
  const previewWidth = rows.find((row) => row.preview !== undefined)?.preview?.width;
  return (
    <section className={styles.screen} aria-labelledby="headends-title">
      <ScreenTitle id="headends-title" className={styles.title} actions={<SysmonitorTabs />}>
        Headends
      </ScreenTitle>
      <div className={styles.body}>
        {rows.length === 0 ? (
          <Body1>No channels with a head-end.</Body1>
        ) : (
          <Table aria-label="Headends" size="small">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Channel</TableHeaderCell>
                <TableHeaderCell>Head-end</TableHeaderCell>
                <TableHeaderCell>Source</TableHeaderCell>
                <TableHeaderCell>Destination</TableHeaderCell>
                <TableHeaderCell>Buffer</TableHeaderCell>
                {previewWidth !== undefined && (
                  // The list's columns share the width equally; this one takes the setting's width.
                  <TableHeaderCell style={{ width: `calc(${previewWidth}px + 2 * ${tokens.spacingHorizontalS})` }}>
                    Preview
                  </TableHeaderCell>
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.uuid} data-testid="headend-row" data-channel={row.uuid}>
                  <TableCell>{row.title}</TableCell>
                  <TableCell>{row.headend ?? '–'}</TableCell>
                  <TableCell data-testid="headend-source">{row.sourceState}</TableCell>
                  <TableCell data-testid="headend-destination">{row.destinationState}</TableCell>
                  <TableCell>
                    {row.buffer ? (
                      <span className={styles.buffer} data-colour={row.buffer.colour}>
                        <BufferSparkline
                          points={row.buffer.points}
                          colour={row.buffer.colour}
                          label={`Buffer history of ${row.title}`}
                        />
                        <Caption1 className={styles.figures}>
                          {`max ${row.buffer.max} · current ${row.buffer.current}`}
                        </Caption1>
                      </span>
                    ) : (
                      '–'
                    )}
                  </TableCell>
                  {previewWidth !== undefined && <PreviewCell row={row} />}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </section>
  );
};
