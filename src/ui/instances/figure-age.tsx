import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { figureAge, InstancePanelQueries } from '../../application/instances';
import { useObservable, useService } from '../shared';

const useStyles = makeStyles({
  fresh: { color: tokens.colorNeutralForeground3 },
  stale: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** How old a figure is (per-figure staleness): grey while fresh, orange and marked once it missed 5 s. */
export const FigureAge = ({ at }: { at: number | undefined }): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(InstancePanelQueries);
  const now = useObservable(queries.now$, at ?? 0);
  const age = figureAge(at, now);
  return (
    <Caption1 className={age.stale ? styles.stale : styles.fresh} data-testid="figure-age" data-stale={age.stale}>
      {age.stale ? `stale · ${age.text}` : age.text}
    </Caption1>
  );
};
