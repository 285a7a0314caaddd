import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { memo, type ReactNode } from 'react';
import type { Observable } from 'rxjs';
import { LiveGateProvider, useLiveGate } from '../shared';
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
    // Far off screen the browser skips a section's style and layout; 240 px holds its place until first drawn,
    // then the browser remembers its size. Its live figures do not follow their streams while it is out of view
    // (LiveGate).
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 240px',
  },
  header: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
});

// The title never changes with a frame; memoized so Fluent's Subtitle2 is not redrawn with the figures below it.
const SectionTitle = memo(function SectionTitle({ title }: { title: string }): React.JSX.Element {
  return <Subtitle2 as="h3">{title}</Subtitle2>;
});

/**
 * A titled block of the panel. With `source$` and `at` it shows the age of its figures (per-figure staleness,
 * issue 13), read from the view the block draws; blocks that do not come from the status have no age.
 */
export const PanelSection = <T,>({
  title,
  testId,
  source$,
  at,
  live,
  children,
}: {
  title: string;
  testId: string;
  source$?: Observable<T>;
  at?: (value: T) => number | undefined;
  /** The gate of a view drawing only this block (its rows follow the same gate): the block follows it. */
  live?: ReturnType<typeof useLiveGate>;
  children: ReactNode;
}): React.JSX.Element => {
  const styles = useStyles();
  const own = useLiveGate();
  const { gate, ref } = live ?? own;
  return (
    <section ref={ref} className={styles.section} aria-label={title} data-testid={testId}>
      <LiveGateProvider value={gate}>
        <div className={styles.header}>
          <SectionTitle title={title} />
          {source$ && at && <FigureAge source$={source$} at={at} />}
        </div>
        {children}
      </LiveGateProvider>
    </section>
  );
};
