export { serverNow, serverNow$ } from './server-now';
export { DisplayZone } from './display-zone';
