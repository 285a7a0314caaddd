import { screen, type ScreenManifest } from '../features';

const loadAudit = async () => (await import(/* webpackChunkName: "audit" */ './audit-screen')).AuditScreen;

/** /audit (issue 7): the command trail. */
export const auditScreens: ScreenManifest = {
  areas: [{ path: '/audit', redirect: 'commands', screens: [screen('commands', loadAudit)] }],
};
