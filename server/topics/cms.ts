import type * as t from 'io-ts';
import { can } from '../../src/domain/rights';
import type { ListTypeDraft } from '../../src/domain/cms';
import { cmsTopics } from '../../src/infrastructure/wire/cms';
import { jsonObject } from '../../src/infrastructure/wire/kit';
import { announceChange } from '../records/announce';
import { presentAll, viewFor, visibleWires } from '../records/entity-kind';
import { contentEditorTopic, createTopic, isReply } from './content-topics';
import { isStale, staleRefusal, writeItemOrStale } from '../records/stale';
import { isPrototypeKey } from '../protocol/own-property';
import { ok, reasons, refuse, type PayloadError, type Reply } from '../protocol/reply';
import { type StoredDocument, withoutReserved } from '../storage/document-repository';
import { contentListsKind, listTypesKind } from './cms-kinds';
import { cmsListTopics } from './cms-lists';
import { invalid } from './entity-save';
import { pushWith, type TopicContext, type TopicHandler } from './topic-handler';

const listTypeSave = cmsTopics['cms:list_type:create'].pushes.save.payload;
type ListTypeSave = t.TypeOf<typeof listTypeSave>;

const systemOf = (meta: unknown): boolean => jsonObject.is(meta) && meta.system === true;

const fieldProblems = (draft: ListTypeDraft): PayloadError[] => {
  const seen = new Set<string>();
  const problems = draft.fields.flatMap((field, index): PayloadError[] => {
    const name = field.name.trim();
    const problem =
      name === ''
        ? 'a field name'
        : isPrototypeKey(name)
          ? 'a field name other than __proto__, constructor or prototype'
          : seen.has(name)
            ? 'a field name not used by another field'
            : undefined;
    seen.add(name);
    return problem
      ? [{ path: `list_type.fields.${index}.name`, expected: problem, actual: JSON.stringify(field.name) }]
      : [];
  });
  const listed = (draft.list_fields ?? []).flatMap((name, index): PayloadError[] =>
    seen.has(name)
      ? []
      : [
          {
            path: `list_type.list_fields.${index}`,
            expected: 'the name of one of the fields',
            actual: JSON.stringify(name),
          },
        ],
  );
  return [...problems, ...listed];
};

const saveListType = async (
  context: TopicContext,
  { list_type: draft, version }: ListTypeSave,
  existing: StoredDocument | undefined,
): Promise<Reply> => {
  const { actor, services } = context;
  const base = existing ? version : undefined;
  if (existing && isStale(base, existing)) return staleRefusal(listTypesKind, services, actor, existing);
  // Only developers see system list types (spec 3 §6), so only they may flag or unflag one.
  if (!can('development', actor) && systemOf(draft.meta) !== systemOf(existing?.body.meta))
    return refuse(reasons.unauthorized, { detail: 'system' });
  const name = draft.name.trim();
  if (name === '' || name.length > 200) return invalid('list_type.name', 'a name of 1 to 200 characters', draft.name);
  const [sameName] = await services.store.documents.cms_list_types.list(`body->>'name' = $1`, [name]);
  if (sameName && sameName.id !== existing?.id) return invalid('list_type.name', 'a name no other list type has', name);
  const problems = fieldProblems(draft);
  if (problems.length > 0) return refuse(reasons.invalid, { errors: problems });
  const body = { ...existing?.body, ...withoutReserved(draft), name };
  const write = {
    existing,
    body,
    state: existing?.state ?? 'active',
    changedBy: actor.accountId,
    expectedVersion: base,
    configurationSave: true,
  } as const;
  const written = await writeItemOrStale(listTypesKind, services, actor, write);
  if (isReply(written)) return written;
  announceChange(listTypesKind, services, written.before, written.after);
  return ok({ data: viewFor(listTypesKind, actor, written.after) });
};

const savePush = (keyed: boolean) =>
  pushWith(listTypeSave, async (context, payload) => {
    if (!keyed) return saveListType(context, payload, undefined);
    const existing = await context.services.store.documents.cms_list_types.find(context.params.id ?? '');
    if (!existing) return refuse(reasons.notFound);
    return listTypesKind.visible?.(context.actor, existing) === false
      ? refuse(reasons.unauthorized)
      : saveListType(context, payload, existing);
  });

/** cms:all: the join is answered `{}`, then `init {data: {list_types, lists}}` with what the account may see. */
const cmsAllTopic: TopicHandler = {
  pattern: 'cms:all',
  doc: 'Every list type and list: init {data: {list_types, lists}}; update_list, delete_list, update_list_type, delete_list_type.',
  join: async () => ok({}),
  afterJoin: async (context) => {
    const { services, actor } = context;
    const read = services.store.db.read;
    const listTypes = await presentAll(
      listTypesKind,
      services,
      read,
      await services.store.documents.cms_list_types.list(),
    );
    const lists = await presentAll(contentListsKind, services, read, await services.store.documents.cms_lists.list());
    context.channel.push('init', {
      data: {
        list_types: visibleWires(listTypesKind, actor, listTypes),
        lists: visibleWires(contentListsKind, actor, lists),
      },
    });
  },
  pushes: {},
};

/** cms:all, cms:list_type:{id|create}, and the list and record topics. */
export const cmsTopicHandlers: readonly TopicHandler[] = [
  cmsAllTopic,
  contentEditorTopic({
    pattern: 'cms:list_type:{id}',
    doc: 'One list type: the join replies {data: ListType}; save {list_type}.',
    kind: listTypesKind,
    key: (context) => context.params.id ?? '',
    pushes: { save: savePush(true) },
  }),
  createTopic('cms:list_type:create', 'A new list type: save {list_type}.', { save: savePush(false) }),
  ...cmsListTopics,
];
