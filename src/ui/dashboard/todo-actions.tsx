import { Button, Tooltip } from '@fluentui/react-components';
import { CheckmarkRegular, ClipboardTaskAddRegular, ClipboardTaskFilled, DeleteRegular } from '@fluentui/react-icons';
import { DashboardCommands, type EventRowView } from '../../application/dashboard';
import { useService } from '../shared';

/**
 * The admin to-do button (spec 1 §2.5, §4): toggling puts the event on the account's to-do list with status
 * watch, or takes it off; a past event on the list can be set ready or removed instead.
 */
export const TodoActions = ({ row }: { row: EventRowView }): React.JSX.Element => {
  const commands = useService(DashboardCommands);
  if (row.pastTodoActions.length > 0) {
    return (
      <>
        {row.pastTodoActions.includes('ready') && (
          <Button
            size="small"
            appearance="subtle"
            icon={<CheckmarkRegular />}
            data-testid="todo-ready"
            onClick={() => void commands.setPastTodo(row.uuid, 'ready')}
          >
            Ready
          </Button>
        )}
        <Button
          size="small"
          appearance="subtle"
          icon={<DeleteRegular />}
          data-testid="todo-remove"
          onClick={() => void commands.setPastTodo(row.uuid, 'remove')}
        >
          Remove
        </Button>
      </>
    );
  }
  const on = row.todo !== undefined;
  // A clipboard with a task and the word, not an eye: on the list it is filled and pressed (issue 21).
  const label = on ? `On the to-do list: remove ${row.title} from it` : `Add ${row.title} to the to-do list`;
  return (
    <Tooltip content={label} relationship="description">
      <Button
        size="small"
        appearance={on ? 'primary' : 'subtle'}
        icon={on ? <ClipboardTaskFilled /> : <ClipboardTaskAddRegular />}
        aria-pressed={on}
        aria-label={`To-do: ${row.title}`}
        data-testid="todo-toggle"
        onClick={() => void commands.toggleTodo(row.uuid)}
      >
        To-do
      </Button>
    </Tooltip>
  );
};
