// Who else is editing an item (issue 32 §1): every editor sheet joins the item's presence topic
// `editing:{kind}:{id}` while it is open, and shows the others the server tracks there. The kinds are the items
// an editor sheet opens; each names its own editor topic, whose join right is the presence topic's too (only those
// who may open the item may see who edits it: src/domain/surface-rights/topic-rights.ts).

/** Each kind's own editor topic and the name of the parameter that carries the item's id there. */
export const editingKinds = {
  events: { pattern: 'events:{uuid}', param: 'uuid' },
  channels: { pattern: 'channels:{uuid}', param: 'uuid' },
  channel_groups: { pattern: 'channels:group:{id}', param: 'id' },
  instances: { pattern: 'instances:{id}', param: 'id' },
  devices: { pattern: 'devices:{id}', param: 'id' },
  accounts: { pattern: 'accounts:{id}', param: 'id' },
  groups: { pattern: 'groups:{id}', param: 'id' },
  settings: { pattern: 'settings:{id}', param: 'id' },
  running_orders: { pattern: 'running_orders:{id}', param: 'id' },
  list_types: { pattern: 'cms:list_type:{id}', param: 'id' },
  lists: { pattern: 'cms:list:{id}', param: 'id' },
  /** A content record, and a contract (a record of the contracts list). */
  records: { pattern: 'cms:list_data:{id}', param: 'id' },
} as const satisfies Readonly<Record<string, { readonly pattern: string; readonly param: string }>>;

export type EditingKind = keyof typeof editingKinds;

/** One item an editor sheet has open: its kind and its id as its editor topic spells it (a number or a uuid). */
export interface EditingItem {
  readonly kind: EditingKind;
  readonly id: string;
}

export const isEditingKind = (kind: string): kind is EditingKind => Object.hasOwn(editingKinds, kind);

/** The presence topic of an item: `editing:events:6f1c…`, `editing:groups:12`. */
export const editingTopic = (item: EditingItem): string => `editing:${item.kind}:${item.id}`;

/** An item's own editor topic: its pattern, its parameters and the concrete topic (`events:6f1c…`). */
export interface EditedItemTopic {
  readonly pattern: string;
  readonly params: Readonly<Record<string, string>>;
  readonly topic: string;
}

/**
 * The item's own editor topic for the presence topic's parameters, or undefined for a kind no editor opens: what
 * the presence topic's right and the server's join check ask about.
 */
export const editedItemTopic = (params: Readonly<Record<string, string>>): EditedItemTopic | undefined => {
  const kind = params.kind ?? '';
  if (!isEditingKind(kind) || !params.id) return undefined;
  const { pattern, param } = editingKinds[kind];
  return { pattern, params: { [param]: params.id }, topic: pattern.replace(`{${param}}`, params.id) };
};
