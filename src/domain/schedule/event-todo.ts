import type { EventTiming } from './event-timing';
import type { EventGroup, Todo } from './scheduled-event';

/** Spec 1 §2.5: watch is dark red if the event is past and dark grey otherwise; ready is green. */
export type TodoTint = 'dark-red' | 'dark-grey' | 'green';

/** The account's to-do on a group (to-dos are keyed by account e-mail); own keys only. */
export const todoOf = (group: EventGroup | undefined, email: string): Todo | undefined => {
  const todos = group?.system_meta?.todos;
  return todos && Object.hasOwn(todos, email) ? todos[email] : undefined;
};

/** Whether the event is on the account's to-do list (the 'filter own events' switch). */
export const isOnTodoList = (group: EventGroup | undefined, email: string): boolean =>
  todoOf(group, email)?.active === true;

/** The tile tint of a to-do on the list; none when the event is not on the list. */
export const todoTint = (todo: Todo | undefined, timing: EventTiming): TodoTint | undefined => {
  if (!todo?.active) return undefined;
  if (todo.status === 'ready') return 'green';
  return timing === 'past' ? 'dark-red' : 'dark-grey';
};

/** Spec 1 §4: toggling puts the event on the list (or takes it off) and sets status watch. */
export const toggledTodo = (current: Todo | undefined): Todo => ({
  active: !(current?.active ?? false),
  status: 'watch',
});

export type PastTodoAction = 'ready' | 'remove';

/** Spec 1 §4: a past event in the to-do list can be set to ready or removed from the list. */
export const pastTodoActions = (todo: Todo | undefined, timing: EventTiming): readonly PastTodoAction[] => {
  if (!todo?.active || timing !== 'past') return [];
  return todo.status === 'ready' ? ['remove'] : ['ready', 'remove'];
};

/** The toggle_todo payload of a past-to-do action. */
export const todoAfter = (action: PastTodoAction, todo: Todo): Todo =>
  action === 'ready' ? { active: true, status: 'ready' } : { active: false, status: todo.status };
