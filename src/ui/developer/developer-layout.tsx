import { makeStyles, Toolbar, ToolbarButton, tokens } from '@fluentui/react-components';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { OnlineInstances } from '../instances';

const useStyles = makeStyles({
  area: { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 },
  nav: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  body: { display: 'flex', flex: '1 1 auto', minHeight: 0 },
  // Spec 3 §2, §9: side bars are 350 px wide.
  sidebar: {
    width: '350px',
    flexShrink: 0,
    padding: tokens.spacingHorizontalL,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    overflowY: 'auto',
    boxSizing: 'border-box',
  },
  main: { display: 'flex', flexDirection: 'column', flex: '1 1 auto', minWidth: 0, minHeight: 0, overflowY: 'auto' },
});

// Spec 3 §2.8 names Monitor, Releases and Broadcaster; Replay (the recording inspector) was the area's first screen.
const sections = [
  { path: 'monitor', title: 'Monitor' },
  { path: 'releases', title: 'Releases' },
  { path: 'broadcaster', title: 'Broadcaster' },
  { path: 'replay', title: 'Replay' },
] as const;

/**
 * The developer area (spec 3 §2.8): its toolbar, the 'Instances online' side bar and the open section. Replay
 * takes the whole width: its timeline and inspector need it more than the side bar does.
 */
export const DeveloperLayout = (): React.JSX.Element => {
  const styles = useStyles();
  const navigate = useNavigate();
  const current = useLocation().pathname.split('/')[2] ?? '';
  return (
    <div className={styles.area}>
      <nav aria-label="Developer" className={styles.nav}>
        <Toolbar aria-label="Developer sections" data-testid="developer-toolbar">
          {sections.map((section) => (
            <ToolbarButton
              key={section.path}
              appearance={current === section.path ? 'primary' : 'subtle'}
              aria-current={current === section.path ? 'page' : undefined}
              data-testid={`developer-tab-${section.path}`}
              onClick={() => void navigate(`/developer/${section.path}`)}
            >
              {section.title}
            </ToolbarButton>
          ))}
        </Toolbar>
      </nav>
      <div className={styles.body}>
        {current !== 'replay' && (
          <aside className={styles.sidebar} aria-label="Developer side bar" data-testid="developer-sidebar">
            <OnlineInstances />
          </aside>
        )}
        {/* Focusable, so a keyboard can scroll a section that holds no control (the monitor). */}
        <div className={styles.main} role="region" aria-label="Developer section" tabIndex={0}>
          <Outlet />
        </div>
      </div>
    </div>
  );
};
