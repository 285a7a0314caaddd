import { EmptyObjectCodec, EventSavePayloadCodec, TodoCodec } from '../../src/infrastructure/wire/schedule';
import { contentEditorTopic, createTopic, findVisible, isReply } from './content-topics';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import type { StoredDocument } from '../storage/document-repository';
import { stopEvent, toggleTodo } from './events-actions';
import { eventsKind } from './events-kind';
import { saveEvent, saveOnEventTopic } from './events-save';
import { pushWith, type TopicContext, type TopicHandler } from './topic-handler';

/** The event of events:{uuid} (a numeric id works too), for its pushes. */
const withEvent =
  <A>(act: (context: TopicContext, event: StoredDocument, payload: A) => Promise<Reply>) =>
  async (context: TopicContext, payload: A): Promise<Reply> => {
    const event = await findVisible(eventsKind, context, context.params.uuid ?? '');
    return isReply(event) ? event : act(context, event, payload);
  };

const createSave = pushWith(EventSavePayloadCodec, (context, payload) =>
  saveEvent(context, payload, { kind: 'create' }),
);

/** events:{uuid}, events:clone:{id}, events:create, events:create_with_group:{group}. */
export const eventEditorTopics: readonly TopicHandler[] = [
  contentEditorTopic({
    pattern: 'events:{uuid}',
    doc: 'One event: init {data}, update {data}; save {event, update}, stop {}, toggle_todo {active, status}.',
    kind: eventsKind,
    key: (context) => context.params.uuid ?? '',
    init: (item) => ({ data: item }),
    pushes: {
      save: pushWith(EventSavePayloadCodec, (context, payload) => saveOnEventTopic(context, payload)),
      stop: pushWith(
        EmptyObjectCodec,
        withEvent((context, event) => stopEvent(context, event)),
      ),
      toggle_todo: pushWith(
        TodoCodec,
        withEvent((context, event, todo) => toggleTodo(context, event, todo)),
      ),
    },
  }),
  contentEditorTopic({
    pattern: 'events:clone:{id}',
    doc: 'Clone event {id}: init {data} (the event to copy into the form); save {event} creates a new event in a new group.',
    kind: eventsKind,
    key: (context) => context.params.id ?? '',
    init: (item) => ({ data: item }),
    pushes: {
      save: pushWith(EventSavePayloadCodec, (context, payload) => saveEvent(context, payload, { kind: 'clone' })),
    },
  }),
  createTopic('events:create', 'A new event: save {event}; a draft group without uuid makes a new event group.', {
    save: createSave,
  }),
  {
    pattern: 'events:create_with_group:{group}',
    doc: 'A new event in event group {group} (uuid or id): save {event}.',
    join: async (context) =>
      (await context.services.store.documents.event_groups.find(context.params.group ?? ''))
        ? ok({})
        : refuse(reasons.notFound),
    pushes: {
      save: pushWith(EventSavePayloadCodec, async (context, payload) => {
        const group = await context.services.store.documents.event_groups.find(context.params.group ?? '');
        return group ? saveEvent(context, payload, { kind: 'with_group', group }) : refuse(reasons.notFound);
      }),
    },
  },
];
