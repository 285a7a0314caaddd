export { serverNow, serverNow$ } from './server-now';
