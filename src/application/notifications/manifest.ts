import type { FeatureManifest } from '../features';
import { controlNoticesModule } from './control-notices';

/** The notifications' signed-in part: the control commands' toasts (the toaster itself is on every page). */
export const notificationsManifest: FeatureManifest = { module: controlNoticesModule };
