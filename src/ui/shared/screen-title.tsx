import { makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  // One height and one baseline on every screen: the title does not jump when the operator changes screens.
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '40px',
    flexWrap: 'wrap',
    minWidth: 0,
  },
  // Not TruncatedText: the not-found screen's title is on the login route's entry chunk, which the kit's tooltip
  // (Fluent's positioning) would grow past its ceiling; a screen's title is short and says all of itself on hover.
  title: { margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
});

/** A screen's h1 (Title2) with the actions that belong to the whole screen beside it. */
export const ScreenTitle = ({
  id,
  children,
  actions,
  className,
}: {
  readonly id: string;
  readonly children: ReactNode;
  readonly actions?: ReactNode;
  readonly className?: string;
}): React.JSX.Element => {
  const styles = useStyles();
  return (
    <div className={className ? `${styles.bar} ${className}` : styles.bar}>
      <Title2 as="h1" id={id} className={styles.title} title={typeof children === 'string' ? children : undefined}>
        {children}
      </Title2>
      {actions}
    </div>
  );
};
