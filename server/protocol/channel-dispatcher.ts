import type { SessionIdentity } from '../auth/actor-directory';
import type { Actor } from '../auth/actor';
import { permissionFor, pushRuleFor } from '../auth/topic-permissions';
import type { Services } from '../services';
import type { TopicRegistry } from '../topics/registry';
import type { ChannelHandle, TopicContext, TopicHandler } from '../topics/topic-handler';
import { payloadErrors } from '../topics/validation';
import { encodeFrame, type Frame } from './frame';
import { ok, reasons, refuse, type Reply } from './reply';

/** What the dispatcher needs of its connection (kept as an interface so the two files do not import each other). */
export interface ChannelOwner {
  readonly identity: SessionIdentity;
  actor: Actor | undefined;
  send(text: string): void;
  reply(frame: Pick<Frame, 'joinRef' | 'ref' | 'topic'>, reply: Reply): void;
}

interface OpenChannel {
  readonly joinRef: string | null;
  readonly handler: TopicHandler;
  readonly params: Readonly<Record<string, string>>;
  readonly cleanups: (() => void)[];
  /** Broadcasts that arrived while the join was being answered; sent after `afterJoin`. */
  held: string[] | undefined;
}

/** Joins, leaves and pushes of one connection: permission table, handler, codec, reply, audit. */
export class ChannelDispatcher {
  private readonly channels = new Map<string, OpenChannel>();

  constructor(
    private readonly owner: ChannelOwner,
    private readonly services: Services,
    private readonly registry: TopicRegistry,
  ) {}

  async dispatch(frame: Frame): Promise<void> {
    if (frame.event === 'phx_join') return this.join(frame);
    if (frame.event === 'phx_leave') return this.leave(frame);
    return this.push(frame);
  }

  leaveAll(): void {
    for (const topic of [...this.channels.keys()]) this.close(topic);
  }

  private async join(frame: Frame): Promise<void> {
    const previous = this.channels.get(frame.topic);
    if (previous) {
      // Phoenix closes the old channel when a topic is joined again (the client lost track of it).
      this.close(frame.topic);
      this.owner.send(encodeFrame(previous.joinRef, previous.joinRef, frame.topic, 'phx_close', {}));
    }
    const matched = this.registry.match(frame.topic);
    if (!matched) return this.owner.reply(frame, refuse(reasons.unmatchedTopic));
    const actor = await this.refreshActor();
    if (!actor || !permissionFor(matched.handler.pattern).join.allows(actor, matched.params)) return this.owner.reply(frame, refuse(reasons.unauthorized));

    const channel: OpenChannel = { joinRef: frame.joinRef, handler: matched.handler, params: matched.params, cleanups: [], held: [] };
    this.channels.set(frame.topic, channel);
    channel.cleanups.push(
      this.services.pubsub.subscribe(frame.topic, {
        actor: () => this.owner.actor,
        deliver: (text) => (channel.held ? channel.held.push(text) : this.owner.send(text)),
      }),
    );
    const context = this.context(actor, frame.topic, channel);
    const reply = await this.safely(`join ${frame.topic}`, () => matched.handler.join(context, frame.payload));
    if (reply.status === 'error') {
      this.close(frame.topic);
      return this.owner.reply(frame, reply);
    }
    this.owner.reply(frame, reply);
    try {
      await matched.handler.afterJoin?.(context);
    } catch (error) {
      this.services.log.error(`After join of ${frame.topic} failed`, error);
      this.owner.send(encodeFrame(frame.joinRef, frame.joinRef, frame.topic, 'phx_error', {}));
      this.close(frame.topic);
      return;
    }
    const held = channel.held ?? [];
    channel.held = undefined;
    for (const text of held) this.owner.send(text);
  }

  private async leave(frame: Frame): Promise<void> {
    const channel = this.channels.get(frame.topic);
    this.close(frame.topic);
    this.owner.reply(frame, ok({}));
    if (channel) this.owner.send(encodeFrame(channel.joinRef, channel.joinRef, frame.topic, 'phx_close', {}));
  }

  private async push(frame: Frame): Promise<void> {
    const channel = this.channels.get(frame.topic);
    // Phoenix answers pushes to a topic the socket has not joined (or joined under another join_ref) this way.
    if (!channel || channel.joinRef !== frame.joinRef) return this.owner.reply(frame, refuse(reasons.unmatchedTopic));
    const started = performance.now();
    const actor = await this.refreshActor();
    const reply = await this.answerPush(frame, channel, actor);
    this.owner.reply(frame, reply);
    this.services.audit.record({ actor, topic: frame.topic, event: frame.event, payload: frame.payload, reply, latencyMs: performance.now() - started });
  }

  private async answerPush(frame: Frame, channel: OpenChannel, actor: Actor | undefined): Promise<Reply> {
    const handler = channel.handler.pushes[frame.event];
    if (!handler) return refuse(reasons.unknownEvent, { event: frame.event });
    if (!actor || !pushRuleFor(channel.handler.pattern, frame.event).allows(actor, channel.params)) return refuse(reasons.unauthorized);
    const errors = payloadErrors(handler.payload, frame.payload);
    if (errors.length > 0) return refuse(reasons.invalid, { errors });
    return this.safely(`${frame.event} on ${frame.topic}`, () => handler.handle(this.context(actor, frame.topic, channel), frame.payload));
  }

  private context(actor: Actor, topic: string, channel: OpenChannel): TopicContext {
    const handle: ChannelHandle = {
      topic,
      push: (event, payload) => {
        if (this.channels.get(topic) === channel) this.owner.send(encodeFrame(channel.joinRef, null, topic, event, payload));
      },
      onLeave: (cleanup) => {
        if (this.channels.get(topic) === channel) channel.cleanups.push(cleanup);
        else cleanup();
      },
    };
    return { actor, topic, params: channel.params, services: this.services, channel: handle };
  }

  private close(topic: string): void {
    const channel = this.channels.get(topic);
    if (!channel) return;
    this.channels.delete(topic);
    for (const cleanup of channel.cleanups.splice(0)) {
      try {
        cleanup();
      } catch (error) {
        this.services.log.error(`Leaving ${topic} failed`, error);
      }
    }
  }

  private async refreshActor(): Promise<Actor | undefined> {
    this.owner.actor = await this.services.actors.resolve(this.owner.identity);
    return this.owner.actor;
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
