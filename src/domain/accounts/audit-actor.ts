import { canSeeAccountInList } from './account-administration';

/** Who made an audited push: the account as the row stores it and the account's type now. */
export interface AuditActor {
  readonly accountId?: number;
  readonly email: string;
  readonly type?: string;
}

/** Who reads the audit trail. */
export interface AuditViewer {
  readonly accountId: number;
  readonly type: string;
}

/** The actor of a row as a viewer receives it; `hidden` when the viewer may not know which account it was. */
export interface AuditActorView {
  readonly accountId?: number;
  readonly email: string;
  readonly hidden: boolean;
}

const article = (word: string): string => (/^[aeiou]/i.test(word) ? 'an' : 'a');

/** How a hidden actor is named: its type only ("a developer account"), so the row still says what kind did it. */
export const anonymousActorLabel = (type: string | undefined): string =>
  type === undefined || type === '' ? 'an account' : `${article(type)} ${type} account`;

/**
 * The audit trail shows a viewer only what it could see elsewhere: the actor's e-mail and id when the accounts
 * list shows the viewer that account (spec 3 §6 "Accounts list"; `canSeeAccountInList`), or it is the viewer's
 * own; otherwise only the actor's type. Admin and device_admin thus never learn root and developer e-mails here.
 */
export const auditActorView = (viewer: AuditViewer, actor: AuditActor): AuditActorView => {
  const known =
    actor.accountId === undefined ||
    actor.accountId === viewer.accountId ||
    (actor.type !== undefined && canSeeAccountInList(viewer.type, actor.type));
  return known
    ? { ...(actor.accountId === undefined ? {} : { accountId: actor.accountId }), email: actor.email, hidden: false }
    : { email: anonymousActorLabel(actor.type), hidden: true };
};
