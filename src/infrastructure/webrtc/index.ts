export { BrowserWhepClient, iceServersFromLinks } from './whep-client';
