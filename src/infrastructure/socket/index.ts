export { DeferredSocket } from './deferred-socket';
export { PhoenixSocketGateway } from './phoenix-socket-gateway';
