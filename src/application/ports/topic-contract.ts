// The topics of the wire catalogue the console joins only to listen: the console pushes nothing on them. With the
// push contract's patterns they are every topic of the catalogue (src/infrastructure/wire/push-contract.check.ts
// proves it both ways at compile time), so a topic is always named by a catalogue address, never a bare string.

/** Catalogue topics without a push of the console's own, besides the entity kinds' lists (entity-contract.ts). */
export type ListenPattern =
  | 'control'
  | 'channels:group:all:template'
  | 'channels:group:all:access'
  | 'channels:channel_groups:{id}'
  | 'channels:channel_group_channels:{id}'
  | 'instances:status:{id}'
  | 'devices:logs:{id}'
  | 'events:event_group_by_event:{id}'
  | 'events:clip_settings:{event}'
  | 'filters:all'
  | 'cms:all'
  | 'system:health'
  | 'editing:{kind}:{id}';

/** The names of a pattern's `{name}` parts (`{name*}` is the part `name` too). */
export type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${infer Bare}*` ? Bare : Name) | ParamNames<Rest>
  : never;

/** The `{name}` parts of a pattern, each a string: `events:clip:{uuid}` takes `{ uuid }`. */
export type TopicParams<P extends string> = { readonly [K in ParamNames<P>]: string };

/** A pattern with its parameters: a pattern without `{…}` parts takes none. */
export type AddressOf<P extends string> = P extends string
  ? [ParamNames<P>] extends [never]
    ? { readonly pattern: P; readonly params?: undefined }
    : { readonly pattern: P; readonly params: TopicParams<P> }
  : never;

/** The concrete topic of an address: `{pattern: 'events:clip:{uuid}', params: {uuid: 'c-1'}}` is `events:clip:c-1`. */
export const topicName = (address: {
  readonly pattern: string;
  readonly params?: Readonly<Record<string, string>> | undefined;
}): string => {
  const params: Readonly<Record<string, string>> = address.params ?? {};
  return address.pattern.replace(/\{(\w+)\*?\}/g, (_, name: string) => params[name] ?? '');
};
