import type { Route } from './route';

export interface MatchedRoute {
  readonly route: Route;
  readonly params: Readonly<Record<string, string>>;
}

interface CompiledRoute {
  readonly route: Route;
  readonly regex: RegExp;
  readonly names: readonly string[];
}

const compile = (route: Route): CompiledRoute => {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const capture = /^\{(\w+)\}$/.exec(segment);
      if (!capture) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(capture[1] ?? '');
      return '([^/]+)';
    })
    .join('/');
  return { route, regex: new RegExp(`^${source}$`), names };
};

const decodeParams = (names: readonly string[], found: RegExpExecArray): Record<string, string> | undefined => {
  try {
    const params = names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')] as const);
    // Path segments reach SQL: a NUL (which Postgres text refuses) makes the path malformed like a bad %-escape.
    return params.some(([, value]) => value.includes('\u0000')) ? undefined : Object.fromEntries(params);
  } catch {
    return undefined; // a malformed %-escape matches nothing
  }
};

/** Method and path to route; GET routes answer HEAD too. `allowed` lists the methods a path has, for 405. */
export class Router {
  private readonly routes: readonly CompiledRoute[];

  constructor(routes: readonly Route[]) {
    this.routes = routes.map(compile);
  }

  /** `malformed` when a route's path matched but a segment does not decode to storable text (400). */
  match(
    method: string,
    pathname: string,
  ): MatchedRoute | { readonly allowed: readonly string[] } | { readonly malformed: true } | undefined {
    const allowed: string[] = [];
    for (const { route, regex, names } of this.routes) {
      const found = regex.exec(pathname);
      if (!found) continue;
      if (route.method === method || (route.method === 'GET' && method === 'HEAD')) {
        const params = decodeParams(names, found);
        return params ? { route, params } : { malformed: true };
      }
      allowed.push(route.method);
    }
    return allowed.length > 0 ? { allowed } : undefined;
  }
}
