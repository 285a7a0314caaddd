/** A token the container knows: a class or a port Symbol. */
export type ServiceToken<T> = symbol | (abstract new (...args: never[]) => T);

/**
 * How views reach commands and queries without knowing the container: the composition root hands one of
 * these to the UI's services context.
 */
export interface ServiceLocator {
  get<T>(token: ServiceToken<T>): T;
}
