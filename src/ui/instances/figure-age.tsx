import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import { useMemo } from 'react';
import { combineLatest, type Observable } from 'rxjs';
import { figureAge, InstancePanelQueries } from '../../application/instances';
import { useFigureBox, useLive, useService, writeAttribute, writeText } from '../shared';

const useStyles = makeStyles({
  age: { ...typographyStyles.caption1 },
  fresh: { color: tokens.colorNeutralForeground3 },
  stale: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
});

/**
 * How old a figure is (per-figure staleness): grey while fresh, orange and marked once it missed 5 s. A live
 * figure (ui/shared/use-live): the clock and the arrival time move every second, and the label is written as its
 * words change ('now' mostly stays 'now').
 */
export const FigureAge = <T,>({
  source$,
  at,
}: {
  source$: Observable<T>;
  /** When the figure arrived, from the view the section draws. */
  at: (value: T) => number | undefined;
}): React.JSX.Element => {
  const styles = useStyles();
  const box = useFigureBox('14ch');
  const queries = useService(InstancePanelQueries);
  // eslint-disable-next-line no-restricted-syntax -- the stream a live binding writes from (useLive), not a read
  const aged$ = useMemo(() => combineLatest([source$, queries.now$]), [source$, queries]);
  const fresh = mergeClasses(styles.age, styles.fresh);
  const stale = mergeClasses(styles.age, styles.stale);
  const ref = useLive<HTMLSpanElement, readonly [T, number]>(aged$, (element, [value, now]) => {
    const age = figureAge(at(value), now);
    writeText(element, age.stale ? `stale · ${age.text}` : age.text);
    writeAttribute(element, 'data-stale', String(age.stale));
    writeAttribute(element, 'class', age.stale ? stale : fresh);
  });
  return (
    <span>
      <span ref={ref} {...box} data-testid="figure-age" />
    </span>
  );
};
