import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import type { MaintenanceView } from '../../application/shell';
import { Logo } from '../shared';

const useStyles = makeStyles({
  page: {
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    textAlign: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/** The app while maintenance blocks it (spec 1 §4): only the message. The page reloads when maintenance ends. */
export const MaintenanceBlock = ({ view }: { view: MaintenanceView }): React.JSX.Element => {
  const styles = useStyles();
  return (
    <main className={styles.page} aria-labelledby="maintenance-title" data-testid="maintenance-block">
      <Logo size={48} />
      <Title2 as="h1" id="maintenance-title">
        Maintenance
      </Title2>
      <Body1 as="p">{view.message ?? 'The console is under maintenance.'}</Body1>
      {view.until && <Body1 as="p">Expected to end {view.until}.</Body1>}
    </main>
  );
};
