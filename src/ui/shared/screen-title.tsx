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
