import type { CommandOutcome } from '../log';

/** What a save toast reports: which of the four texts an editor shows. */
export type SaveResult = 'created' | 'updated' | 'create_failed' | 'update_failed';

/** What a remove or one-shot action toast reports. */
export type ActionResult = 'ok' | 'failed';

export type SaveMessages = Readonly<Record<SaveResult, string>>;
export type ActionMessages = Readonly<Record<ActionResult, string>>;

/** A create and an update that share one failure text, as spec 3 §8 writes it for settings. */
export const saveMessages = (entity: string, lowerCaseEntity: string): SaveMessages => ({
  created: `${entity} was created!`,
  updated: `${entity} was updated!`,
  create_failed: `Unable to create/update ${lowerCaseEntity}!`,
  update_failed: `Unable to create/update ${lowerCaseEntity}!`,
});

/** A save of a record without an id creates it; anything but an ok reply (error, time-out, not sent) failed. */
export const saveResult = (outcome: CommandOutcome, isNew: boolean): SaveResult => {
  if (outcome === 'ok') return isNew ? 'created' : 'updated';
  return isNew ? 'create_failed' : 'update_failed';
};

/** "A delete timeout also gives the remove failure message" (spec 3 §8): every non-ok outcome is a failure. */
export const actionResult = (outcome: CommandOutcome): ActionResult => (outcome === 'ok' ? 'ok' : 'failed');

/** Looks a text up by command name and result; the catalogue's types make a wrong pair a compile error. */
export const messageFor = <C, N extends keyof C, R extends keyof C[N]>(catalogue: C, command: N, result: R): C[N][R] =>
  catalogue[command][result];
