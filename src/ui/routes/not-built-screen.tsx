import { Body1, Title2 } from '@fluentui/react-components';
import { useLocation } from 'react-router';

const panel = { display: 'flex', flexDirection: 'column', gap: 8, padding: 24 } as const;

/** A screen a later issue builds: its title and a plain statement, no stand-in content. */
export const NotBuiltScreen = ({ title }: { title: string }): React.JSX.Element => {
  const { pathname } = useLocation();
  return (
    <section aria-labelledby="screen-title" style={panel}>
      <Title2 as="h1" id="screen-title">
        {title}
      </Title2>
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
      <Title2 as="h1" id="screen-title">
        Page not found
      </Title2>
      <Body1 as="p">There is no page at {pathname}.</Body1>
    </section>
  );
};
