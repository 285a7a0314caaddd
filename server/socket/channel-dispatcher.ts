import type { SessionIdentity } from '../auth/actor-directory';
import type { Actor } from '../auth/actor';
import { permissionFor, pushRuleFor } from '../../src/domain/surface-rights';
import { refusedByMaintenance } from '../system/maintenance';
import type { Services } from '../services';
import type { TopicRegistry } from '../topics/registry';
import type { ChannelHandle, TopicContext, TopicHandler } from '../topics/topic-handler';
import { payloadErrors, unstorable } from '../topics/validation';
import { encodeFrame, type Frame } from '../protocol/frame';
import { ownProperty } from '../protocol/own-property';
import { PhoenixChannels } from '../protocol/phoenix-channels';
import type { FrameOutlet } from '../protocol/phoenix-connection';
import { reasons, refuse, type Reply } from '../protocol/reply';

/** Who is on the other end of one socket: the session it connected with and the actor as last resolved. */
export interface SocketSession {
  readonly identity: SessionIdentity;
  /** Broadcasts filter on it synchronously, so it is kept here and refreshed on every join and push. */
  actor: Actor | undefined;
}

interface OpenChannel {
  readonly joinRef: string | null;
  readonly handler: TopicHandler;
  readonly params: Readonly<Record<string, string>>;
  readonly cleanups: (() => void)[];
  /** Broadcasts that arrived while the join was being answered; sent after `afterJoin`. */
  held: string[] | undefined;
}

/** Joins and pushes of one studio server connection: permission table, handler, codec, reply, audit. */
export class ChannelDispatcher extends PhoenixChannels<OpenChannel> {
  constructor(
    outlet: FrameOutlet,
    private readonly session: SocketSession,
    private readonly services: Services,
    private readonly registry: TopicRegistry,
  ) {
    super(outlet);
  }

  protected async join(frame: Frame): Promise<void> {
    const matched = this.registry.match(frame.topic);
    if (!matched) return this.outlet.reply(frame, refuse(reasons.unmatchedTopic));
    // Topic params reach SQL and join payloads reach handlers: both follow the rules of push payloads.
    const wrong = unstorable(matched.params, ['topic']) ?? unstorable(frame.payload);
    if (wrong) return this.outlet.reply(frame, refuse(reasons.invalid, { errors: [wrong] }));
    const actor = await this.refreshActor();
    if (!actor || !permissionFor(matched.handler.pattern).join.allows(actor, matched.params))
      return this.outlet.reply(frame, refuse(reasons.unauthorized));

    const channel: OpenChannel = {
      joinRef: frame.joinRef,
      handler: matched.handler,
      params: matched.params,
      cleanups: [],
      held: [],
    };
    this.open(frame.topic, channel);
    channel.cleanups.push(
      this.services.pubsub.subscribe(frame.topic, {
        actor: () => this.session.actor,
        deliver: (text) => (channel.held ? channel.held.push(text) : this.outlet.send(text)),
      }),
    );
    const context = this.context(actor, frame.topic, channel);
    const reply = await this.safely(`join ${frame.topic}`, () => matched.handler.join(context, frame.payload));
    if (reply.status === 'error') {
      this.close(frame.topic);
      return this.outlet.reply(frame, reply);
    }
    this.outlet.reply(frame, reply);
    try {
      await matched.handler.afterJoin?.(context);
    } catch (error) {
      this.services.log.error(`After join of ${frame.topic} failed`, error);
      this.outlet.send(encodeFrame(frame.joinRef, frame.joinRef, frame.topic, 'phx_error', {}));
      this.close(frame.topic);
      return;
    }
    const held = channel.held ?? [];
    channel.held = undefined;
    for (const text of held) this.outlet.send(text);
  }

  protected async push(frame: Frame, channel: OpenChannel): Promise<void> {
    const started = performance.now();
    const actor = await this.refreshActor();
    const reply = await this.answerPush(frame, channel, actor);
    this.outlet.reply(frame, reply);
    this.services.audit.record({
      actor,
      topic: frame.topic,
      event: frame.event,
      payload: frame.payload,
      reply,
      latencyMs: performance.now() - started,
    });
  }

  protected release(topic: string, channel: OpenChannel): void {
    for (const cleanup of channel.cleanups.splice(0)) {
      try {
        cleanup();
      } catch (error) {
        this.services.log.error(`Leaving ${topic} failed`, error);
      }
    }
  }

  private async answerPush(frame: Frame, channel: OpenChannel, actor: Actor | undefined): Promise<Reply> {
    const handler = ownProperty(channel.handler.pushes, frame.event);
    if (!handler) return refuse(reasons.unknownEvent, { event: frame.event });
    if (!actor || !pushRuleFor(channel.handler.pattern, frame.event).allows(actor, channel.params))
      return refuse(reasons.unauthorized);
    if (
      await refusedByMaintenance(
        this.services.store,
        (message) => this.services.log.error(message),
        this.services.clock(),
        actor.accountId,
        channel.handler.pattern,
        frame.event,
      )
    )
      return refuse('maintenance');
    const errors = payloadErrors(handler.payload, frame.payload);
    if (errors.length > 0) return refuse(reasons.invalid, { errors });
    const context = this.context(actor, frame.topic, channel);
    // PostgreSQL mode: a push that acts on the simulation runs on the process that simulates (docs/deploy.md).
    const forwarded = this.services.simulationPushes?.forward(
      channel.handler.pattern,
      context,
      frame.event,
      frame.payload,
    );
    if (forwarded) return forwarded;
    return this.safely(`${frame.event} on ${frame.topic}`, () => handler.handle(context, frame.payload));
  }

  private context(actor: Actor, topic: string, channel: OpenChannel): TopicContext {
    const handle: ChannelHandle = {
      topic,
      push: (event, payload) => {
        if (this.isOpen(topic, channel)) this.outlet.send(encodeFrame(channel.joinRef, null, topic, event, payload));
      },
      onLeave: (cleanup) => {
        if (this.isOpen(topic, channel)) channel.cleanups.push(cleanup);
        else cleanup();
      },
    };
    return { actor, topic, params: channel.params, services: this.services, channel: handle };
  }

  private async refreshActor(): Promise<Actor | undefined> {
    this.session.actor = await this.services.actors.resolve(this.session.identity);
    return this.session.actor;
  }

  private async safely(what: string, work: () => Promise<Reply>): Promise<Reply> {
    try {
      return await work();
    } catch (error) {
      this.services.log.error(`${what} failed`, error);
      return refuse(reasons.internal);
    }
  }
}
