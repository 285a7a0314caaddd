import { Body1 } from '@fluentui/react-components';
import { useLocation } from 'react-router';
import { ScreenTitle } from '../shared';

const panel = { display: 'flex', flexDirection: 'column', gap: 8, padding: 16 } as const;

/** A path no route knows, inside an area or outside them all. */
export const NotFoundScreen = (): React.JSX.Element => {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="screen-title" style={panel}>
      <ScreenTitle id="screen-title">Page not found</ScreenTitle>
      <Body1 as="p" data-testid="not-found">
        There is no page at {pathname}.
      </Body1>
    </section>
  );
};
