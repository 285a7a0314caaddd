import type { ProductionRights } from './production-rights';

/**
 * What a WHEP stream is to a viewer of the productions area (spec 3 §6, and the productions list that offers
 * it): one of the channel's WebRTC outputs (the output buttons), a commentator view (outputs `commentator1` and
 * `commentator2`), or the intercom view (the channel's first output). One output may be several of these.
 */
export type WhepStreamKind = 'output' | 'commentator' | 'intercom';

/** The outputs the Commentator 1 and 2 buttons open (docs/protocol/webrtc.md "The productions list"). */
export const commentatorOutputNames: readonly string[] = ['commentator1', 'commentator2'];

/** The kinds of the output at `index` of a channel's webrtc_outputs named `name`. */
export const whepStreamKinds = (name: string, index: number): readonly WhepStreamKind[] => [
  'output',
  ...(commentatorOutputNames.includes(name) ? (['commentator'] as const) : []),
  ...(index === 0 ? (['intercom'] as const) : []),
];

/**
 * Whether rights on a channel let one watch a stream of this kind. The same rights draw the productions list's
 * buttons, so the endpoint refuses exactly what the console does not offer (ARCHITECTURE.md §3.13).
 */
export const whepStreamAccess = (kind: WhepStreamKind, rights: ProductionRights): boolean => {
  switch (kind) {
    case 'output':
      return rights.webrtcOutputs;
    case 'commentator':
      return rights.commentatorViews;
    case 'intercom':
      return rights.intercom;
    default: {
      const never: never = kind;
      return never;
    }
  }
};

/** Whether any of the stream's kinds may be watched with these rights. */
export const mayWatchWhepStream = (kinds: readonly WhepStreamKind[], rights: ProductionRights): boolean =>
  kinds.some((kind) => whepStreamAccess(kind, rights));
