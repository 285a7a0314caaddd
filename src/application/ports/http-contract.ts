import type { Contract, Customer } from '../../domain/billing';
import type { ContentRecord, ReleaseRecord, SeriesItem } from '../../domain/cms';
import type { MaintenanceInfo } from '../../domain/maintenance';
import type { League, S3FileValue, Sport } from '../../domain/forms';
import type { ParamNames } from './topic-contract';

// Every HTTP call the console makes, in the application's terms, as the push contract is for pushes: its name (the
// `HttpExchanged` entry's and the HTTP catalogue's), method, route with typed parameters, the body it sends and its
// decoded answer. A caller passes an entry and its parameters to HttpGateway.call, never a path (lint refuses
// one). Infrastructure proves at compile time that every journaled entry is a catalogue call whose codec decodes
// to the declared answer (src/infrastructure/wire/http-contract.check.ts); test/application/http checks that
// every API route has its row in src/domain/surface-rights/http-rights.ts.
//
// Two kinds of address:
// - `api`: a route of the studio API, relative to the API base (`content_list/{id}`); `{name}` parts are
//   filled URL-encoded.
// - `outside`: an address the console was given whole (`{url*}`, not encoded): the runtime config's maintenance
//   and latest-version URLs, a clip's url, a presigned storage form's url, the outside services of the
//   external_services setting (whose paths the domain's typed builders make, src/domain/schedule).

type Method = 'GET' | 'POST' | 'HEAD';

/** One call of the contract; `types` exists for the compiler only. */
export interface HttpEndpoint<Route extends string = string, Body = unknown, Answer = unknown> {
  readonly name: string;
  readonly method: Method;
  readonly route: Route;
  readonly where: 'api' | 'outside';
  /**
   * Journaled as an `HttpExchanged` entry, its answer decoded by the HTTP catalogue. The outside lookups are
   * suggestions the save carries, and a presigned upload is journaled as the upload's own command.
   */
  readonly journal: boolean;
  readonly types?: { readonly body: Body; readonly answer: Answer };
}

/** The values of a route's `{name}` parts. */
export type RouteParams<Route extends string> = { readonly [K in ParamNames<Route>]: string | number };

const call =
  <Body = undefined, Answer = undefined>() =>
  <const Route extends string, const Journal extends boolean>(
    spec: Omit<HttpEndpoint<Route, Body, Answer>, 'name' | 'types' | 'journal'> & { readonly journal: Journal },
  ) =>
    spec as Omit<HttpEndpoint<Route, Body, Answer>, 'name' | 'journal'> & { readonly journal: Journal };

type Named<T> = { readonly [K in keyof T & string]: T[K] & { readonly name: K } };

const named = <T extends Readonly<Record<string, Omit<HttpEndpoint, 'name'>>>>(entries: T): Named<T> =>
  Object.fromEntries(Object.entries(entries).map(([name, entry]) => [name, { ...entry, name }])) as Named<T>;

/** The login answer (spec 1 §7.1): status 'ok' with the token in result, or another status with a msg. */
export interface LoginAnswer {
  readonly status: string;
  readonly result?: string;
  readonly msg?: string;
}

/** verify: result 1 means logged in. */
export interface VerifyAnswer {
  readonly result?: unknown;
}

export interface LatestVersionAnswer {
  readonly latest: { readonly version: string };
}

/** A dynamic form's files stored, by field (issue 29). */
export interface FormUploadAnswer {
  readonly status: string;
  readonly files: { readonly [field: string]: S3FileValue };
}

const api = 'api' as const;
const outside = 'outside' as const;

export const httpContract = named({
  login: call<{ readonly email: string; readonly password: string }, LoginAnswer>()({
    method: 'POST',
    route: 'login',
    where: api,
    journal: true,
  }),
  verify: call<undefined, VerifyAnswer>()({ method: 'GET', route: 'verify', where: api, journal: true }),
  /** verify after the socket dropped; only a definite no signs out. */
  session_check: call<undefined, VerifyAnswer>()({ method: 'GET', route: 'verify', where: api, journal: true }),
  logout: call<undefined, unknown>()({ method: 'GET', route: 'logout', where: api, journal: true }),
  session_delete: call<undefined, { readonly status: 'ok' }>()({
    method: 'POST',
    route: 'session/delete/{id}',
    where: api,
    journal: true,
  }),
  content_list: call<undefined, readonly ContentRecord[]>()({
    method: 'GET',
    route: 'content_list/{id}',
    where: api,
    journal: true,
  }),
  content_list_by_name: call<undefined, readonly ContentRecord[]>()({
    method: 'GET',
    route: 'content_list/by_name/{name}',
    where: api,
    journal: true,
  }),
  /** The same GET as content_list, named after what the list holds, so its answer is decoded as such. */
  release_records: call<undefined, readonly ReleaseRecord[]>()({
    method: 'GET',
    route: 'content_list/{id}',
    where: api,
    journal: true,
  }),
  series_items: call<undefined, readonly SeriesItem[]>()({
    method: 'GET',
    route: 'content_list/{id}',
    where: api,
    journal: true,
  }),
  billing_contracts: call<undefined, readonly Contract[]>()({
    method: 'GET',
    route: 'content_list/{id}',
    where: api,
    journal: true,
  }),
  billing_customers: call<undefined, readonly Customer[]>()({
    method: 'GET',
    route: 'content_list/{id}',
    where: api,
    journal: true,
  }),
  /** Multipart: the file goes in the request's `form`. */
  form_upload: call<undefined, FormUploadAnswer>()({
    method: 'POST',
    route: 'content/upload/form/{form}',
    where: api,
    journal: true,
  }),
  maintenance: call<undefined, MaintenanceInfo>()({ method: 'GET', route: '{url*}', where: outside, journal: true }),
  latest_version: call<undefined, LatestVersionAnswer>()({
    method: 'GET',
    route: '{url*}',
    where: outside,
    journal: true,
  }),
  /** HEAD on a clip's url before it is opened (spec 1 §4). */
  clip_exists: call<undefined, unknown>()({ method: 'HEAD', route: '{url*}', where: outside, journal: true }),
  sports: call<undefined, readonly Sport[]>()({ method: 'GET', route: '{url*}', where: outside, journal: true }),
  leagues: call<undefined, readonly League[]>()({ method: 'GET', route: '{url*}', where: outside, journal: true }),
  tv_content_series: call()({ method: 'GET', route: '{url*}', where: outside, journal: false }),
  betting_cards: call()({ method: 'GET', route: '{url*}', where: outside, journal: false }),
  betting_races: call()({ method: 'GET', route: '{url*}', where: outside, journal: false }),
  betting_runners: call()({ method: 'GET', route: '{url*}', where: outside, journal: false }),
  /** The presigned storage form of get_aws_presigned_url (multipart, to the url its reply gave). */
  upload_form: call()({ method: 'POST', route: '{url*}', where: outside, journal: false }),
});

export type HttpContract = typeof httpContract;
export type HttpCallName = keyof HttpContract;

/** The decoded answer of a call. */
export type HttpAnswerOf<E extends HttpEndpoint> = NonNullable<E['types']>['answer'];

type ParamsPart<Route extends string> = [ParamNames<Route>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: RouteParams<Route> };

type BodyPart<Body> = [Body] extends [undefined] ? { readonly body?: undefined } : { readonly body: Body };

/** What a call takes besides its entry: the route's parameters, its body, and a multipart form's extras. */
export type HttpCallArgs<E extends HttpEndpoint> = ParamsPart<E['route']> &
  BodyPart<NonNullable<E['types']>['body']> & {
    /** Form fields for a multipart POST; a File or Blob value is sent as a file. */
    readonly form?: Readonly<Record<string, unknown>>;
    readonly onProgress?: (loaded: number, total: number) => void;
    readonly signal?: AbortSignal;
  };

/** The path of a call: the route with its `{name}` parts URL-encoded and its `{name*}` parts as given. */
export const httpPath = (route: string, params: Readonly<Record<string, string | number>> = {}): string =>
  route.replace(/\{(\w+)(\*?)\}/g, (_, name: string, raw: string) => {
    const value = String(params[name] ?? '');
    return raw ? value : encodeURIComponent(value);
  });
