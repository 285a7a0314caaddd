import { Caption1, ProgressBar, Tag, TagGroup, Text, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router';
import type { ChannelChip, EventRowView } from '../../application/dashboard';
import { TruncatedText } from '../shared';

const useStyles = makeStyles({
  times: { display: 'flex', flexDirection: 'column', minWidth: '48px', fontVariantNumeric: 'tabular-nums' },
  titles: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  title: {
    // The card's colour: quieter on a past event.
    color: 'inherit',
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
  },
  // Titles that differ only at the end ('Tappara – Kärpät' and '… (English)') must both be readable: up to
  // two lines, then the full title on hover (issue 21).
  twoLines: {
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  },
  chipLink: { color: 'inherit', textDecorationLine: 'none', ':hover': { textDecorationLine: 'underline' } },
  channelLink: {
    color: tokens.colorBrandForeground1,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
  },
  // The bar's width changes every control second. Strict containment (its height is the thickness, its width the
  // card's) makes it a relayout boundary, so the change lays out the bar alone, not the document of 500 side-bar
  // entries and the rows; without the width transition it is one layout a second, not one per frame for 0.3 s
  // (a step of a second's share of an event is too small to need easing). Issue 19 §5, docs/performance.md.
  progress: { contain: 'strict' },
  progressBar: { transitionProperty: 'none' },
  // Instance chips wrap inside a narrow tile instead of running out of it (issue 21, 1280 px).
  chips: { flexWrap: 'wrap', minWidth: 0, maxWidth: '100%', rowGap: tokens.spacingVerticalXXS },
  channels: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    minWidth: 0,
  },
});

/** Start and end time, HH:mm. */
export const EventTimes = ({ row }: { row: EventRowView }): React.JSX.Element => {
  const styles = useStyles();
  return (
    <div className={styles.times} aria-label={`From ${row.start} to ${row.end}`}>
      <Text weight="semibold" data-testid="event-start">
        {row.start}
      </Text>
      <Text data-testid="event-end">{row.end}</Text>
    </div>
  );
};

/** Title (opens the event in the sheet) and subtitle. */
export const EventTitles = ({ row }: { row: EventRowView }): React.JSX.Element => {
  const styles = useStyles();
  return (
    <div className={styles.titles}>
      <Link
        to={`/dashboard/event/${row.uuid}`}
        className={`${styles.title} ${styles.twoLines}`}
        title={row.title || undefined}
        data-testid="event-title"
      >
        {row.title || '(untitled)'}
      </Link>
      <TruncatedText text={row.subtitle} size={200} data-testid="event-subtitle" />
    </div>
  );
};

const ChannelName = ({
  chip,
  role,
  linked,
}: {
  chip: ChannelChip | undefined;
  role: string;
  linked: boolean;
}): React.JSX.Element => {
  const styles = useStyles();
  if (!chip) return <Caption1 aria-label={`${role} channel: none`}>–</Caption1>;
  // Opening a channel from a row is for admins only; for others the name is plain text (spec 2 §2).
  return linked ? (
    <Link
      to={`/dashboard/channel/${chip.uuid}`}
      className={styles.channelLink}
      aria-label={`${role} channel ${chip.title}`}
      data-testid={`event-${role.toLowerCase()}`}
    >
      {chip.title}
    </Link>
  ) : (
    <Caption1 aria-label={`${role} channel ${chip.title}`} data-testid={`event-${role.toLowerCase()}`}>
      {chip.title}
    </Caption1>
  );
};

/** Source → destination channel and the instances serving them, as chips. */
export const EventChannels = ({ row, linked }: { row: EventRowView; linked: boolean }): React.JSX.Element => {
  const styles = useStyles();
  return (
    <div className={styles.channels}>
      <ChannelName chip={row.source} role="Source" linked={linked} />
      <Caption1 aria-hidden>→</Caption1>
      <ChannelName chip={row.destination} role="Destination" linked={linked} />
      {row.instances.length > 0 && (
        <TagGroup aria-label="Instances" size="extra-small" className={styles.chips}>
          {row.instances.map((instance) => (
            <Tag key={instance.id} size="extra-small" appearance="outline" data-testid="instance-chip">
              {linked ? (
                <Link to={`/dashboard/instance/${instance.id}`} className={styles.chipLink}>
                  {instance.title}
                </Link>
              ) : (
                instance.title
              )}
            </Tag>
          ))}
        </TagGroup>
      )}
    </div>
  );
};

/** Elapsed time of a current event; the colour changes under 600 s remaining (spec 1 §4). */
export const EventProgress = ({ row }: { row: EventRowView }): React.JSX.Element | null => {
  const styles = useStyles();
  if (!row.progress) return null;
  const percent = Math.round(row.progress.value * 100);
  return (
    <ProgressBar
      value={row.progress.value}
      color={row.progress.nearEnd ? 'warning' : 'brand'}
      thickness="medium"
      className={styles.progress}
      bar={{ className: styles.progressBar }}
      aria-label={row.progress.nearEnd ? `${percent} % elapsed, near its end` : `${percent} % elapsed`}
      data-testid="event-progress"
      data-near-end={row.progress.nearEnd}
    />
  );
};
