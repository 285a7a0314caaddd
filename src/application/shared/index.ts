export { serverNow, serverNow$ } from './server-now';
export { DisplayZone, platformZone } from './display-zone';
