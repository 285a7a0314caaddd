import { isAdministrator } from './account-type';
import type { ProductionRights } from './production-rights';

/**
 * Who may watch a WebRTC output over WHEP (spec 3 §6): administrators every output; on channels of their
 * productions groups, director or commentator the commentator views (outputs `commentator1` and
 * `commentator2`), director, intercom or commentator the intercom (the channel's first output, which the
 * intercom page plays), director or producer the program outputs (every other output). Anyone else gets 403.
 */
export const commentatorOutputs: readonly string[] = ['commentator1', 'commentator2'];

/** The production rights, any one of which lets an account watch an output. */
export const whepRightsFor = (outputName: string, firstOutput: boolean): readonly (keyof ProductionRights)[] => {
  if (commentatorOutputs.includes(outputName)) return ['commentatorViews'];
  return firstOutput ? ['webrtcOutputs', 'intercom'] : ['webrtcOutputs'];
};

/** Whether an account with these rights on the output's channel may watch it. */
export const mayWatchOutput = (
  accountType: string | undefined,
  rights: ProductionRights,
  outputName: string,
  firstOutput: boolean,
): boolean => isAdministrator(accountType) || whepRightsFor(outputName, firstOutput).some((right) => rights[right]);
