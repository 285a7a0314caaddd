import { Body1 } from '@fluentui/react-components';
import { ScreenTitle } from '../shared';
import { useLocation } from 'react-router';

const panel = { display: 'flex', flexDirection: 'column', gap: 8, padding: 16 } as const;

/** A screen a later issue builds: its title and a plain statement, no stand-in content. */
export const NotBuiltScreen = ({ title }: { title: string }): React.JSX.Element => {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="screen-title" style={panel}>
      <ScreenTitle id="screen-title">{title}</ScreenTitle>
      <Body1 as="p" data-testid="not-built">
        This screen is not built yet ({pathname}).
      </Body1>
    </section>
  );
};

/** A path no route knows. */
export const NotFoundScreen = (): React.JSX.Element => {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="screen-title" style={panel}>
      <ScreenTitle id="screen-title">Page not found</ScreenTitle>
      <Body1 as="p">There is no page at {pathname}.</Body1>
    </section>
  );
};
