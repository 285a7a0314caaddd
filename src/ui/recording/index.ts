export { ProfileMenu } from './profile-menu';
