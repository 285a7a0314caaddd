import { Body1, makeStyles, MessageBar, MessageBarBody, Subtitle2, tokens } from '@fluentui/react-components';
import { useParams, useSearchParams } from 'react-router';
import { ProductionsQueries } from '../../application/productions';
import { useService, useQuery } from '../shared';
import { PresetButtons } from './preset-buttons';
import { ReaderVideo } from './reader-video';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    maxWidth: '1280px',
  },
  compact: { padding: 0, gap: tokens.spacingVerticalXS },
});

/** /productions/{channel_id}/view/{output_name}?view=compact&control=true|false (spec 3 §2.9). */
export const ProductionViewerScreen = (): React.JSX.Element => {
  const styles = useStyles();
  const { channelId = '', outputName = '' } = useParams();
  const [search] = useSearchParams();
  const compact = search.get('view') === 'compact';
  const control = search.get('control') ?? undefined;
  const queries = useService(ProductionsQueries);
  const view = useQuery(
    () => queries.viewer$(channelId, outputName, control),
    [queries, channelId, outputName, control],
    { kind: 'loading' },
  );
  if (view.kind === 'loading') return <Body1 role="status">Loading the production…</Body1>;
  if (view.kind === 'missing')
    return (
      <MessageBar intent="warning">
        <MessageBarBody>No output {outputName} on a production channel of yours.</MessageBarBody>
      </MessageBar>
    );
  const title = `${view.production.channel.title} · ${view.output.title ?? view.output.name}`;
  return (
    <section className={compact ? `${styles.page} ${styles.compact}` : styles.page} aria-label={title}>
      {!compact && <Subtitle2 as="h1">{title}</Subtitle2>}
      <ReaderVideo url={view.whepUrl} title={title} />
      {view.showsPresets && <PresetButtons name={view.presetsName} />}
    </section>
  );
};
