import type { SessionIdentity } from '../auth/actor-directory';
import type { Services } from '../services';
import type { TopicRegistry } from '../topics/registry';
import { ChannelDispatcher, type SocketSession } from './channel-dispatcher';
import { PhoenixConnection, type Transport } from '../protocol/phoenix-connection';

/** One studio server socket: the Phoenix mechanics of `PhoenixConnection` with a session's channels behind them. */
export class SocketConnection extends PhoenixConnection {
  readonly session: SocketSession;

  constructor(transport: Transport, identity: SessionIdentity, services: Services, registry: TopicRegistry) {
    const session: SocketSession = { identity, actor: undefined };
    super(transport, services.log, (outlet) => new ChannelDispatcher(outlet, session, services, registry));
    this.session = session;
  }
}
