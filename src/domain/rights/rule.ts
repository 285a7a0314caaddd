import type { RightsSubject } from './subject';

/** One permission: who it lets through (in words), why (the spec line it comes from), and the check itself. */
export interface Rule {
  readonly who: string;
  readonly why: string;
  readonly allows: (subject: RightsSubject, params: Readonly<Record<string, string>>) => boolean;
}

export const customRule = (who: string, why: string, allows: Rule['allows']): Rule => ({ who, why, allows });

/** Default deny: what has no declaration is refused. */
export const nobody = (why: string): Rule => customRule('nobody', why, () => false);
