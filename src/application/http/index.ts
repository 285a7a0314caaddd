export { HttpGateway } from './http-gateway';
