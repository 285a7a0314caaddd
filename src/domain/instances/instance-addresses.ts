// Where an administrator reaches an instance (spec 1 §2.7 info card, spec 3 §2.3 GUI and SSH buttons). The
// spec leaves the address helpers' form open; the decision is in docs/protocol/instances.md "Address helpers".
import { instanceHttpsPort, type Instance } from './instance';
import type { InstanceHost } from './instance-status';

export const defaultSshPort = 22;
export const defaultSshUser = 'streamer';
export const defaultVncPort = 5900;

/** The instance's address: meta.ip, else its primary ip, else what its host reported. */
export const instanceIp = (instance: Pick<Instance, 'meta'>, host?: InstanceHost): string | undefined =>
  nonEmpty(instance.meta.ip) ?? nonEmpty(instance.meta.primary_ip) ?? nonEmpty(host?.ip);

const nonEmpty = (text: string | undefined): string | undefined =>
  text !== undefined && text.trim() !== '' ? text.trim() : undefined;

/** Brackets an IPv6 literal for a URL. */
const hostPart = (ip: string): string => (ip.includes(':') ? `[${ip}]` : ip);

/** The streamer's web GUI: https on its https_port (default 8070). */
export const guiUrl = (instance: Pick<Instance, 'meta'>, host?: InstanceHost): string | undefined => {
  const ip = instanceIp(instance, host);
  return ip === undefined ? undefined : `https://${hostPart(ip)}:${instanceHttpsPort(instance)}/`;
};

/** An ssh: link the operator's terminal handler opens: user and port from the host data, else streamer@ on 22. */
export const sshUrl = (instance: Pick<Instance, 'meta'>, host?: InstanceHost): string | undefined => {
  const ip = instanceIp(instance, host);
  if (ip === undefined) return undefined;
  const user = nonEmpty(host?.ssh_user) ?? defaultSshUser;
  return `ssh://${user}@${hostPart(ip)}:${host?.ssh_port ?? defaultSshPort}`;
};

/** A vnc: link for the operator's VNC viewer, on the host's vnc_port (default 5900). */
export const vncUrl = (instance: Pick<Instance, 'meta'>, host?: InstanceHost): string | undefined => {
  const ip = instanceIp(instance, host);
  return ip === undefined ? undefined : `vnc://${hostPart(ip)}:${host?.vnc_port ?? defaultVncPort}`;
};
