export { FetchReadinessProbe } from './readiness-probe';
export { BrowserWhepClient, iceServersFromLinks } from './whep-client';
