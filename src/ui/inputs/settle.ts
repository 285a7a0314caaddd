import {
  asyncScheduler,
  debounce,
  merge,
  timer,
  type Observable,
  type OperatorFunction,
  type SchedulerLike,
} from 'rxjs';

/**
 * Lets a typed value through once it stood still for `ms` (the inputs' debounce, spec 1 §9), or at once when
 * `flush$` emits (leaving the field must not lose what was typed).
 */
export const settleAfter = <T>(
  ms: number,
  flush$: Observable<unknown>,
  scheduler: SchedulerLike = asyncScheduler,
): OperatorFunction<T, T> => debounce(() => merge(timer(ms, scheduler), flush$));
