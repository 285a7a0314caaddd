import { isAdministrator } from './account-type';
import type { RightsSubject } from './subject';

// Rights over clips and exports that depend on who made them (spec 2 §6). The owner is the e-mail in the item's
// meta.account; accounts sign in by e-mail, lowercased, so the match ignores case and surrounding spaces.

const isOwner = (subject: RightsSubject, owner: string | undefined): boolean =>
  owner !== undefined &&
  subject.email !== undefined &&
  owner.trim().toLowerCase() === subject.email.trim().toLowerCase();

/** "Non-admins see only their own exports (matched by account e-mail)" (spec 2 §6): an export nobody owns is the administrators'. */
export const maySeeClipExport = (subject: RightsSubject, exporter: string | undefined): boolean =>
  isAdministrator(subject.type) || isOwner(subject, exporter);

/** Edit on a clip (spec 2 §6): administrators edit any clip, others their own and clips without an owner. */
export const mayChangeClip = (subject: RightsSubject, owner: string | undefined): boolean =>
  isAdministrator(subject.type) || owner === undefined || isOwner(subject, owner);

/** "The clip tag text is admin only" (spec 2 §6): others neither set nor change it. */
export const mayEditClipTags = (subject: RightsSubject): boolean => isAdministrator(subject.type);
