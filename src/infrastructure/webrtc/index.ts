export { FetchReadinessProbe } from './readiness-probe';
export { BrowserWhepClient, iceServersFromLinks, videoSilence } from './whep-client';
