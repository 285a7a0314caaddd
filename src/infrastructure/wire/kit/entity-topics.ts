import type * as t from 'io-ts';
import type { DomainEvent } from '../../../domain/state';
import { numericId } from './codec-kit';
import { listOf } from './collections';
import { shape } from './shape';
import { defineTopic, inbound, type Inbound, type Push, type TopicSpec } from './topic';

// The one way to declare an entity kind's topics (spec 3 §7): the list everyone listens to (`…:all`, or
// `events:clips:{event}` for a per-event list), the editor of a new record (`…:create`) and the editor of one
// record (`…:{id}`), both accepting the kind's `save`. Patterns stay written out at the call so a grep for a
// topic finds its declaration; the defaults below are what every kind said by hand before.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind keeps its precise payload types
type InboundMap = Record<string, Inbound<any>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind keeps its precise payload types
type PushMap = Record<string, Push<any, any>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each kind keeps its precise payload types
type AnyPush = Push<any, any>;

type NoFrames = Record<never, never>;

/** One topic of the triple: its pattern, and what it adds to the defaults (a doc, frames, more pushes). */
interface EntitySide<P extends string, In extends InboundMap, Out extends PushMap> {
  readonly pattern: P;
  readonly doc?: string;
  readonly inbound?: In;
  /** Pushes besides `save`; a `save` here replaces the kind's save on this topic (devices save differently). */
  readonly pushes?: Out;
}

/** The kind's `save` joined with a side's own pushes, the side's `save` winning. */
type WithSave<Save extends AnyPush, Out extends PushMap> = Omit<{ readonly save: Save }, keyof Out> & Out;

export interface EntityTopicsSpec<
  All extends string,
  Create extends string,
  One extends string,
  Save extends AnyPush,
  AllIn extends InboundMap,
  AllOut extends PushMap,
  CreateIn extends InboundMap,
  CreateOut extends PushMap,
  OneIn extends InboundMap,
  OneOut extends PushMap,
> {
  /** 'group', 'running order': the editors' default docs name it. */
  readonly noun: string;
  readonly save: Save;
  /** Absent when the kind's list comes on a topic shared with other kinds (`cms:all`). */
  readonly all?: EntitySide<All, AllIn, AllOut> & { readonly doc: string; readonly inbound: AllIn };
  readonly create: EntitySide<Create, CreateIn, CreateOut>;
  readonly one: EntitySide<One, OneIn, OneOut>;
}

/** The three topics of a kind, keyed by their patterns, with the literal types the push contract checks. */
export type EntityTopics<
  All extends string,
  Create extends string,
  One extends string,
  Save extends AnyPush,
  AllIn extends InboundMap,
  AllOut extends PushMap,
  CreateIn extends InboundMap,
  CreateOut extends PushMap,
  OneIn extends InboundMap,
  OneOut extends PushMap,
> = { readonly [K in All]: TopicSpec<AllIn, AllOut> } & {
  readonly [K in Create]: TopicSpec<CreateIn, WithSave<Save, CreateOut>>;
} & { readonly [K in One]: TopicSpec<OneIn, WithSave<Save, OneOut>> };

const paramOf = (pattern: string): string => /\{(\w+)\}$/.exec(pattern)?.[1] ?? 'id';

/** Declares a kind's `…:all` / `…:create` / `…:{id}` topics. */
export const entityTopics = <
  Create extends string,
  One extends string,
  Save extends AnyPush,
  All extends string = never,
  AllIn extends InboundMap = NoFrames,
  AllOut extends PushMap = NoFrames,
  CreateIn extends InboundMap = NoFrames,
  CreateOut extends PushMap = NoFrames,
  OneIn extends InboundMap = NoFrames,
  OneOut extends PushMap = NoFrames,
>(
  spec: EntityTopicsSpec<All, Create, One, Save, AllIn, AllOut, CreateIn, CreateOut, OneIn, OneOut>,
): EntityTopics<All, Create, One, Save, AllIn, AllOut, CreateIn, CreateOut, OneIn, OneOut> => {
  const { noun, save, all, create, one } = spec;
  const topics: Record<string, TopicSpec<InboundMap, PushMap>> = {};
  if (all) {
    topics[all.pattern] = defineTopic({
      pattern: all.pattern,
      doc: all.doc,
      inbound: all.inbound,
      pushes: all.pushes ?? {},
    });
  }
  topics[create.pattern] = defineTopic({
    pattern: create.pattern,
    doc: create.doc ?? `Joined by the editor of a new ${noun}.`,
    inbound: create.inbound ?? {},
    pushes: { save, ...create.pushes },
  });
  topics[one.pattern] = defineTopic({
    pattern: one.pattern,
    doc: one.doc ?? `Joined by the editor of ${noun} {${paramOf(one.pattern)}}.`,
    inbound: one.inbound ?? {},
    pushes: { save, ...one.pushes },
  });
  return topics as EntityTopics<All, Create, One, Save, AllIn, AllOut, CreateIn, CreateOut, OneIn, OneOut>;
};

/** What a `{data}` list's three frames become: the whole list, one record, one removed id. */
export interface EntityListEvents<A> {
  /** 'Group': the frames' docs name it. */
  readonly type: string;
  readonly codec: t.Type<A, unknown, unknown>;
  readonly received: (records: readonly A[], at: number) => DomainEvent;
  readonly updated: (record: A, at: number) => DomainEvent;
  readonly deleted: (id: number, at: number) => DomainEvent;
}

/** The `init` / `update` / `delete` frames of a `{data: …}` list (accounts, groups, settings, filters, …). */
export const entityListFrames = <A>(list: EntityListEvents<A>) => {
  const noun = list.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return {
    init: inbound({
      doc: `The full list, {data: ${list.type}[]}; replaces what was held.`,
      codec: shape({ data: listOf(list.codec) }),
      toEvents: ({ data }, context) => [list.received(data, context.at)],
    }),
    update: inbound({
      doc: `One created or changed ${noun}, {data: ${list.type}}.`,
      codec: shape({ data: list.codec }),
      toEvents: ({ data }, context) => [list.updated(data, context.at)],
    }),
    delete: inbound({
      doc: `One removed ${noun}, {data: {id, …}}.`,
      codec: shape({ data: shape({ id: numericId }) }),
      toEvents: ({ data }, context) => [list.deleted(data.id, context.at)],
    }),
  };
};
