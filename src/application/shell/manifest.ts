import { ContainerModule } from 'inversify';
import type { FeatureManifest } from '../features';
import { ConnectionQueries } from './connection.queries';
import { ToolbarQueries } from './toolbar.queries';

/**
 * The shell's signed-in part: the top bar and the connection indicator and overlay, which only the signed-in shell
 * shows — kept out of the login route's entry chunk (docs/performance.md, "Login route bundle").
 */
export const signedInShellModule = new ContainerModule(({ bind }) => {
  bind(ToolbarQueries).toSelf().inSingletonScope();
  bind(ConnectionQueries).toSelf().inSingletonScope();
});

export const shellManifest: FeatureManifest = { module: signedInShellModule };
