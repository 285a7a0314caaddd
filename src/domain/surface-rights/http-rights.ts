import { capabilityRule, type Rule } from '../rights';

/**
 * Who may call each HTTP route of the studio server, by `METHOD /path/{param}` exactly as the route is
 * registered. The server checks it before the route's handler runs: `public` routes take no session; every
 * other route answers 401 without a valid session token and 403 when the rule refuses the account. A route
 * without an entry is refused (test/server/http/http-rights.spec.ts fails on one).
 */
export type HttpAccess =
  { readonly kind: 'public'; readonly why: string } | { readonly kind: 'session'; readonly rule: Rule };

const open = (why: string): HttpAccess => ({ kind: 'public', why });
const session = (rule: Rule): HttpAccess => ({ kind: 'session', rule });
const fakeService = open(
  "Offline stand-in for one of the event editor's outside services, which answer without a console session (spec 1 §7.1).",
);

export const httpRights: Readonly<Record<string, HttpAccess>> = {
  'POST /api/v1/login': open('Signing in is what gives a session.'),
  'GET /api/v1/verify': open(
    'Answers 1 or 0 for the token it is sent (spec 1 §7.1 "1 means logged in"); it tells nothing else.',
  ),
  'GET /api/v1/logout': session(capabilityRule('signedIn', 'Anyone ends their own session (spec 1 §3).')),
  'POST /api/v1/session/delete/{id}': session(
    capabilityRule(
      'signedIn',
      'Anyone ends one of their own sessions; the handler finds only their own (spec 3 §2.2).',
    ),
  ),
  'GET /api/v1/content_list/{id}': session(
    capabilityRule(
      'signedIn',
      'Content lists by id for the forms and pages that read them; each list is scoped by its viewer.',
    ),
  ),
  'GET /api/v1/content_list/by_name/{name}': session(
    capabilityRule('signedIn', 'Content lists by name (spec 1 §7.1); each list is scoped by its viewer.'),
  ),
  'GET /api/v1/content_list_by_name/{name}': session(
    capabilityRule('signedIn', 'The older spelling of the by-name route (spec 1 §7.1); the same rule.'),
  ),
  'POST /api/v1/content/upload/{id}': session(
    capabilityRule('contentEditing', 'Uploading files of a record is record editing (spec 3 §6).'),
  ),
  'POST /api/v1/content/upload/form/{form}': session(
    capabilityRule(
      'signedIn',
      "Files of a dynamic form's file fields, before the form is saved (issue 29): whoever saves that form; the handler asks console for the event form (spec 1 §2.1), tags and exports are every account's (Clips route).",
    ),
  ),
  'GET /api/v1/clips/{uuid}/download': open(
    "One ready clip quality as a file: the same media as its recording under /hls/, read without a session because a download link cannot send the console's token; only accounts receiving the event's clips learn the clip's uuid (docs/protocol/clips.md \"Downloads\").",
  ),
  'GET /config.json': open('The console reads where its server is before anyone signs in.'),
  'GET /api/v1/kepitstreamer/3/update/latest': open(
    'Streamer instances ask for the latest release with no console session (spec 1 §7.1).',
  ),
  'GET /api/v1/maintenance.json': open('Polled by the login page too, before anyone signs in (spec 1 §7.1).'),
  'GET /instances/{id}/static/test.html': open(
    "An instance's readiness page, fetched by the instance's own tooling (spec 3 §4); it says only ready or not.",
  ),
  'POST /storage/upload': open(
    'The presigned upload form: the signature it carries, issued to a content editor, is its authorisation (spec 1 §4).',
  ),
  'GET /fake-services/tv-content/series': fakeService,
  'GET /fake-services/betting-info/cards/active': fakeService,
  'GET /fake-services/betting-info/card/{id}/races': fakeService,
  'GET /fake-services/betting-info/race/{id}/runners': fakeService,
  'GET /fake-services/sports/sports': fakeService,
  'GET /fake-services/sports/leagues': fakeService,
};

/**
 * The folders the server serves below the routes: uploaded objects and live video. Both are read without a
 * session (docs/protocol.md "Upload serving and media access"): images, links and hls.js cannot send the
 * console's token, and the API uses no cookie.
 */
export const servedFolders: Readonly<Record<string, HttpAccess>> = {
  'GET /storage/': open(
    'Uploaded objects, under keys with 128 random bits that only accounts receiving the record learn; served sandboxed, inline only for pictures, video and sound.',
  ),
  'GET /hls/': open('Live and recording playlists, as a media server serves them; a deployment restricts them there.'),
};

/** The access of a registered route, or undefined when it has no entry (the server then refuses the call). */
export const httpAccessFor = (method: string, path: string): HttpAccess | undefined => {
  const key = `${method} ${path}`;
  return Object.hasOwn(httpRights, key) ? httpRights[key] : undefined;
};
