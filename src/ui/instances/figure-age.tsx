import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import { figureAge, InstancePanelQueries } from '../../application/instances';
import { useObservable, useService } from '../shared';

const useStyles = makeStyles({
  fresh: { color: tokens.colorNeutralForeground3 },
  stale: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
});

// Memoized on the text: the clock and the arrival times move every second, the words ('now') mostly do not, and
// Fluent's Caption1 costs several hooks to redraw the same text (npm run bench, "instance panel").
const AgeText = memo(function AgeText({ text, stale }: { text: string; stale: boolean }): React.JSX.Element {
  const styles = useStyles();
  return (
    <Caption1 className={stale ? styles.stale : styles.fresh} data-testid="figure-age" data-stale={stale}>
      {stale ? `stale · ${text}` : text}
    </Caption1>
  );
});

/** How old a figure is (per-figure staleness): grey while fresh, orange and marked once it missed 5 s. */
export const FigureAge = ({ at }: { at: number | undefined }): React.JSX.Element => {
  const queries = useService(InstancePanelQueries);
  const now = useObservable(queries.now$, at ?? 0);
  const age = figureAge(at, now);
  return <AgeText text={age.text} stale={age.stale} />;
};
