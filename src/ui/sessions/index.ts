export { SessionsScreen } from './sessions-screen';
