import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { memo, type ReactNode } from 'react';
import { FigureAge } from './figure-age';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
    // Off-screen sections skip style and layout while their figures change (npm run bench, "instance panel":
    // the style-and-layout share of an update about halved); 240 px holds their place until first drawn, then
    // the browser remembers their size.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 240px',
  },
  header: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

// The title never changes with a frame; memoized so Fluent's Subtitle2 is not redrawn with the figures below it.
const SectionTitle = memo(function SectionTitle({ title }: { title: string }): React.JSX.Element {
  return <Subtitle2 as="h3">{title}</Subtitle2>;
});

/** A titled block of the panel with the age of its figures (per-figure staleness, issue 13). */
export const PanelSection = ({
  title,
  at,
  testId,
  children,
}: {
  title: string;
  /** When its figures arrived; omitted for blocks that do not come from the status. */
  at?: number | 'none';
  testId: string;
  children: ReactNode;
}): React.JSX.Element => {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={title} data-testid={testId}>
      <div className={styles.header}>
        <SectionTitle title={title} />
        {at !== 'none' && <FigureAge at={at} />}
      </div>
      {children}
    </section>
  );
};
