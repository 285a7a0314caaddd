export { NotificationToaster } from './notification-toaster';
