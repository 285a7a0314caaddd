import { Caption1, makeStyles, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { ArrowUndo20Regular, History20Regular } from '@fluentui/react-icons';
import { UndoCommands, UndoQueries } from '../../application/undo';
import { useObservable, useService } from '../shared';

const useStyles = makeStyles({
  // Wide enough for "Channel · TV News, late edition" on one line, and at most 20 lines high on a small screen.
  popover: { minWidth: '360px', maxHeight: '70vh', overflowY: 'auto' },
  line: { display: 'flex', flexDirection: 'column' },
});

/**
 * The profile menu's "Recent changes" (issue 32 §4): the operator's last 20 configuration saves, newest first, each
 * with Undo (or "Undone"). It is drawn while the profile menu is open, and following the list holds the account's
 * undo topic meanwhile, so it is the server's list of now.
 */
export const RecentChangesMenu = (): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(UndoQueries);
  const commands = useService(UndoCommands);
  const lines = useObservable(queries.recent$, undefined);
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuItem icon={<History20Regular />} data-testid="recent-changes">
          Recent changes
        </MenuItem>
      </MenuTrigger>
      <MenuPopover className={styles.popover}>
        <MenuList data-testid="recent-changes-list">
          {lines === undefined ? (
            <MenuItem disabled>Loading…</MenuItem>
          ) : lines.length === 0 ? (
            <MenuItem disabled>No changes yet.</MenuItem>
          ) : (
            lines.map((line) => (
              <MenuItem
                key={line.save.save_id}
                icon={<ArrowUndo20Regular />}
                disabled={line.undone}
                secondaryContent={line.undone ? 'Undone' : 'Undo'}
                data-testid="recent-change"
                data-save-id={line.save.save_id}
                onClick={() => void commands.undo(line.save)}
              >
                <span className={styles.line}>
                  <span>{line.text}</span>
                  <Caption1>{line.when}</Caption1>
                </span>
              </MenuItem>
            ))
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
};
