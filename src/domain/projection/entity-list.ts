import { castDraft, type Draft } from 'immer';
import { defineProjection, type EventShape, type Projection } from './projection';

// The one way an entity kind's list is folded (spec 3 §7): its list topic sends the whole list (which replaces
// what was held, so records removed while away go), then one created or changed record at a time, then removals
// by key. Kinds whose slice holds only that map (and at most a unique index into it) are a whole
// `entityListProjection`; kinds with more in their slice fold their lists with `mapByKey`.

/** A whole list as a map by key; later records with the same key win. */
export const mapByKey = <T>(records: readonly T[], keyOf: (record: T) => string | number): Record<string, T> => {
  const map: Record<string, T> = {};
  for (const record of records) map[keyOf(record)] = record;
  return map;
};

type Named<E extends EventShape, N extends E['type']> = Extract<E, { readonly type: N }>;

/** The slice of a kind's list: the records by id, and the unique index (`idByUuid`) when the kind has one. */
export type EntityListState<T, I extends string = never> = { readonly byId: Readonly<Record<string, T>> } & {
  readonly [K in I]: Readonly<Record<string, number>>;
};

export interface EntityListSpec<
  T extends { readonly id: number },
  E extends EventShape,
  R extends E['type'],
  U extends E['type'],
  D extends E['type'],
  I extends string,
> {
  readonly name: string;
  readonly received: R;
  readonly updated: U;
  readonly deleted: D;
  readonly records: (event: Named<E, R>) => readonly T[];
  readonly record: (event: Named<E, U>) => T;
  readonly removed: (event: Named<E, D>) => number;
  /** A unique text of each record (a group's uuid, a setting's name) kept as an index to its id. */
  readonly index?: { readonly name: I; readonly of: (record: T) => string };
}

// A text used as an object key must not be '__proto__': assigning it would replace the map's prototype.
const isPlainKey = (key: string): boolean => key !== '__proto__';

type Slice<T> = { byId: Record<string, Draft<T>>; index: Record<string, number> };

/**
 * A projection of one kind's list events into its records by id (and its index):
 * `entityListProjection<AccountsListEvent>()({ name, received: 'AccountsReceived', … })`.
 */
export const entityListProjection =
  <E extends EventShape>() =>
  <
    T extends { readonly id: number },
    R extends E['type'],
    U extends E['type'],
    D extends E['type'],
    I extends string = never,
  >(
    spec: EntityListSpec<T, E, R, U, D, I>,
  ): Projection<EntityListState<T, I>, E> => {
    const { index } = spec;
    const initial = { byId: {}, ...(index ? { [index.name]: {} } : {}) } as EntityListState<T, I>;
    // The draft's index under the kind's own name, or a throw-away map when the kind keeps none.
    const slice = (draft: Draft<EntityListState<T, I>>): Slice<T> => {
      const fields = draft as unknown as Record<string, Record<string, never>>;
      return {
        byId: fields.byId as Slice<T>['byId'],
        index: index ? (fields[index.name] as Slice<T>['index']) : {},
      };
    };
    const unindex = (at: Slice<T>, previous: Draft<T> | undefined): void => {
      if (!index || !previous) return;
      const key = index.of(previous as T);
      if (at.index[key] === previous.id) delete at.index[key];
    };
    return defineProjection<EntityListState<T, I>, E>({
      name: spec.name,
      initial,
      handles: { [spec.received]: true, [spec.updated]: true, [spec.deleted]: true } as {
        readonly [K in E['type']]: true;
      },
      apply(draft, event) {
        const fields = draft as unknown as Record<string, unknown>;
        if (event.type === spec.received) {
          const records = spec.records(event as Named<E, R>);
          fields.byId = castDraft(mapByKey(records, (record) => record.id));
          if (index) {
            const byText: Record<string, number> = {};
            for (const record of records) if (isPlainKey(index.of(record))) byText[index.of(record)] = record.id;
            fields[index.name] = byText;
          }
          return;
        }
        const at = slice(draft);
        if (event.type === spec.updated) {
          const record = spec.record(event as Named<E, U>);
          const previous = at.byId[record.id];
          if (previous && index && index.of(previous as T) !== index.of(record)) unindex(at, previous);
          at.byId[record.id] = castDraft(record);
          if (index && isPlainKey(index.of(record))) at.index[index.of(record)] = record.id;
          return;
        }
        if (event.type === spec.deleted) {
          const id = spec.removed(event as Named<E, D>);
          unindex(at, at.byId[id]);
          delete at.byId[id];
        }
      },
    });
  };
