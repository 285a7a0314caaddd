export { ShellLayout } from './shell-layout';
