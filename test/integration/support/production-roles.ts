import { expect } from 'chai';
import type { Socket } from 'phoenix';
import { groupUuids } from '../../../server/seed/demo-people';
import { join, push } from './phoenix-client';
import type { TestServer } from './studio';

/**
 * Gives the account `email` the production `role` in the demo's 'Hockey production' (or takes its role away with
 * undefined) the way the console does: an administrator's save of the group on groups:{id}.
 */
export const setProductionRole = async (
  studio: TestServer,
  administrator: Socket,
  email: string,
  role: string | undefined,
): Promise<void> => {
  const documents = studio.server.services.store.documents;
  const group = await documents.groups.getByUuid(groupUuids.production);
  const [account] = await documents.accounts.list(`body->>'email' = $1`, [email]);
  if (!group || !account) throw new Error(`the demo data has no production group or ${email}`);
  const meta = group.body.meta as { production_roles: Record<string, string> };
  const roles = { ...meta.production_roles };
  if (role === undefined) delete roles[String(account.id)];
  else roles[String(account.id)] = role;
  const editor = await join(administrator, `groups:${group.id}`, []);
  const saved = await push(editor.channel, 'save', {
    group: { ...group.body, id: group.id, state: group.state, meta: { ...meta, production_roles: roles } },
  });
  editor.channel.leave();
  expect(saved.status, JSON.stringify(saved.response)).to.equal('ok');
};
