import {
  normalizeRunningOrderItem,
  runningOrderActions,
  runningOrderInputs,
  runningOrderItemProblems,
  runningOrderTypes,
  usesDuration,
  type RunningOrder,
  type RunningOrderDraft,
  type RunningOrderItem,
  type RunningOrderProblem,
} from '../../domain/running-orders';

/** The running order editor's choices and rules (spec 3 §3, §5), for the view. */
export const runningOrderChoices = {
  actions: runningOrderActions,
  inputs: runningOrderInputs,
  types: runningOrderTypes,
  usesDuration,
} as const;

export interface RunningOrderForm {
  readonly name: string;
  readonly items: readonly RunningOrderItem[];
}

export const blankRunningOrderForm = (): RunningOrderForm => ({ name: '', items: [] });

export const runningOrderFormOf = (order: RunningOrder): RunningOrderForm => ({ name: order.name, items: order.items });

/** A new step: a mixer cut from black, the simplest valid item. */
export const newRunningOrderItem = (): RunningOrderItem => ({ action: 'mixer', type: 'cut', input: 'black' });

/** An item after a change: a type the action lacks becomes its first, a duration goes where it does not apply. */
export const changedItem = (item: RunningOrderItem, change: Partial<RunningOrderItem>): RunningOrderItem =>
  normalizeRunningOrderItem({ ...item, ...change });

const problemTexts: Readonly<Record<RunningOrderProblem, string>> = {
  type_not_allowed: 'the type does not belong to the action',
  duration_missing: 'a duration in milliseconds is needed',
  duration_negative: 'the duration cannot be negative',
  duration_not_applicable: 'this step takes no duration',
};

/** Each item's problems as sentences, by index; empty when the order may be saved. */
export const runningOrderProblems = (form: RunningOrderForm): readonly string[] =>
  form.items.flatMap((item, index) =>
    runningOrderItemProblems(item).map((problem) => `Step ${index + 1}: ${problemTexts[problem]}.`),
  );

export type RunningOrderSavePlan =
  { readonly kind: 'save'; readonly draft: RunningOrderDraft } | { readonly kind: 'refused'; readonly message: string };

export const runningOrderSavePlan = (form: RunningOrderForm, id: number | undefined): RunningOrderSavePlan => {
  const name = form.name.trim();
  if (name === '') return { kind: 'refused', message: 'Name is required.' };
  const problems = runningOrderProblems(form);
  if (problems.length > 0) return { kind: 'refused', message: problems.join(' ') };
  return { kind: 'save', draft: { ...(id !== undefined ? { id } : {}), name, items: form.items } };
};
