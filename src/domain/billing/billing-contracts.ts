import type { Contract } from './contract';

/** Whether a contract is still running at `now` (unix s): no end date, or one not yet passed. */
export const isContractOpen = (contract: Contract, now: number): boolean =>
  contract.end_date === undefined || contract.end_date >= now;

/**
 * Spec 2 §5: the event editor lists contracts only if not ended and filtered by the output channel's
 * billing customer. A channel without a billing customer lists every open contract.
 */
export const selectableContracts = (
  contracts: readonly Contract[],
  customerId: number | undefined,
  now: number,
): readonly Contract[] =>
  contracts
    .filter(
      (contract) => isContractOpen(contract, now) && (customerId === undefined || contract.customer?.id === customerId),
    )
    .sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
