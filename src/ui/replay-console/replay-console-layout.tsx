import { makeStyles, tokens } from '@fluentui/react-components';
import { ShellLayout } from '../shell';
import { ReplayModeBanner } from './replay-mode-banner';

const useStyles = makeStyles({
  page: { height: '100%', display: 'flex', flexDirection: 'column' },
  // Above the shell's fixed layers (the recorded connection overlay is at 1000): the controls stay reachable.
  banner: {
    position: 'relative',
    zIndex: 1100,
    flexShrink: 0,
    borderBottom: `2px solid ${tokens.colorPaletteMarigoldBorderActive}`,
  },
  console: { flexGrow: 1, minHeight: 0 },
});

/** The real shell on the recording, under the banner that says so and moves the cursor. */
export const ReplayConsoleLayout = (): React.JSX.Element => {
  const styles = useStyles();
  return (
    <div className={styles.page} data-testid="replay-console">
      <div className={styles.banner}>
        <ReplayModeBanner />
      </div>
      <div className={styles.console}>
        <ShellLayout />
      </div>
    </div>
  );
};
