import { Body1, Link, makeStyles, tokens } from '@fluentui/react-components';
import { useHref, useLocation, useNavigate } from 'react-router';
import { ScreenTitle } from '../shared';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalXL,
  },
});

/**
 * A path no route knows, inside an area or outside them all. The way back is the console's root: its guards
 * send each account type to the first screen it may see.
 */
export const NotFoundScreen = (): React.JSX.Element => {
  const styles = useStyles();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const home = useHref('/');
  return (
    <section aria-labelledby="screen-title" className={styles.panel}>
      <ScreenTitle id="screen-title">Page not found</ScreenTitle>
      <Body1 as="p" data-testid="not-found">
        There is no page at {pathname}.
      </Body1>
      <Body1 as="p">
        <Link
          href={home}
          data-testid="not-found-home"
          onClick={(event) => {
            event.preventDefault();
            void navigate('/');
          }}
        >
          Go to the start page
        </Link>
      </Body1>
    </section>
  );
};
