export { ProcessBar } from './process-bar';
