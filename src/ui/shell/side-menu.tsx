import { Button, Caption2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { SignOut24Regular } from '@fluentui/react-icons';
import { NavLink } from 'react-router';
import type { MenuEntry } from '../../domain/accounts';
import { RouteAccessQueries } from '../../application/navigation';
import { SessionCommands } from '../../application/shell';
import { useObservable, useService } from '../shared';
import { menuIcons } from './menu-icons';

/** "Menu width is 80" (spec 1 §9). */
export const menuWidth = 80;

const useStyles = makeStyles({
  menu: {
    width: `${menuWidth}px`,
    boxSizing: 'border-box',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // The entries scroll (with a visible thin bar) when they do not fit; Logout stays pinned below them, so it
  // never falls below the fold at 1280 × 720 (issue 21).
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    flex: '1 1 auto',
    minHeight: 0,
    overflowY: 'auto',
    overflowX: 'hidden',
    scrollbarWidth: 'thin',
  },
  link: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalXXS} 2px`,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    textAlign: 'center',
    ':hover': { backgroundColor: tokens.colorNeutralBackground3Hover, color: tokens.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  active: { color: tokens.colorBrandForeground1, backgroundColor: tokens.colorNeutralBackground3Selected },
  logout: {
    margin: `${tokens.spacingVerticalXS} auto ${tokens.spacingVerticalS}`,
    display: 'flex',
    flexDirection: 'column',
    height: 'auto',
    minWidth: 0,
    flexShrink: 0,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: 0,
    width: '100%',
  },
});

const MenuLink = ({ entry }: { entry: MenuEntry }): React.JSX.Element => {
  const styles = useStyles();
  const Icon = menuIcons[entry.route];
  return (
    <li>
      <NavLink to={entry.route} className={({ isActive }) => mergeClasses(styles.link, isActive && styles.active)}>
        {Icon && <Icon aria-hidden="true" />}
        <Caption2>{entry.title}</Caption2>
      </NavLink>
    </li>
  );
};

/** The left icon menu with the titles of spec 1 §2.1 the account may see, and Logout below it. */
export const SideMenu = (): React.JSX.Element => {
  const styles = useStyles();
  const entries = useObservable(useService(RouteAccessQueries).menu$, []);
  const commands = useService(SessionCommands);
  return (
    <nav className={styles.menu} aria-label="Main menu">
      <ul className={styles.list} data-testid="main-menu">
        {entries.map((entry) => (
          <MenuLink key={entry.route} entry={entry} />
        ))}
      </ul>
      <Button
        className={styles.logout}
        appearance="subtle"
        icon={<SignOut24Regular />}
        onClick={() => void commands.logout()}
      >
        <Caption2>Logout</Caption2>
      </Button>
    </nav>
  );
};
