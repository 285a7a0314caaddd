import { randomUUID } from 'node:crypto';
import type { Actor } from '../auth/actor';
import { ownProperty } from '../protocol/own-property';
import { reasons, refuse, type Reply } from '../protocol/reply';
import type { PushForwarder, PushTarget, Services } from '../services';
import type { TopicRegistry } from '../topics/registry';
import type { TopicContext } from '../topics/topic-handler';
import type { ClusterBus } from '../protocol/cluster-bus';

/**
 * The topics whose pushes act on the in-memory simulation (transcoders, flows, routers, instance commands,
 * maintenance, presets, clip and export jobs): on a process that does not simulate they are handed to the one
 * that does. Joins, reads and every other push are answered where the console is connected.
 */
export const simulationPushPatterns: ReadonlySet<string> = new Set([
  'control',
  'system:instance_to_instance:{name}',
  'events:clip:create',
  'events:clip:{uuid}',
  'events:clip_export:create',
  'events:clip_exports:{event}',
]);

/** Longer than a command's usual answer, shorter than the console's 10 s timeout, so the console is told why. */
const answerTimeoutMs = 8_000;

interface Call {
  readonly id: string;
  readonly topic: string;
  readonly event: string;
  readonly payload: unknown;
  readonly actor: Actor;
}

interface Answer {
  readonly id: string;
  readonly to: string;
  readonly reply: Reply;
  /** What the handler sent to the pushing channel alone, replayed there before the reply. */
  readonly pushes: readonly (readonly [string, unknown])[];
}

/**
 * Hands simulation-bound pushes to the simulating process over the cluster bus and relays the reply. The
 * pushing process has already checked permissions, maintenance and the payload, and it records the audit row.
 */
export class SimulationPushes implements PushForwarder {
  private readonly waiting = new Map<string, (answer: Answer | undefined) => void>();
  private simulating: () => boolean = () => true;

  constructor(
    private readonly bus: ClusterBus,
    private readonly registry: TopicRegistry,
  ) {}

  /** Registers the bus handlers; `simulating` says whether this process runs the simulation now. */
  install(services: Services, simulating: () => boolean): void {
    this.simulating = simulating;
    this.bus.on('simulation-push', (args, from) => {
      if (!this.simulating()) return;
      const call = args as Call;
      // Not awaited: the bus handles messages one at a time, and a command must not hold up the broadcasts.
      void this.runHere(services, call).then((answer) =>
        this.bus.publish('simulation-push-reply', { ...answer, to: from } satisfies Answer),
      );
    });
    this.bus.on('simulation-push-reply', (args) => {
      const answer = args as Answer;
      if (answer.to === this.bus.processId) this.waiting.get(answer.id)?.(answer);
    });
  }

  forward(
    pattern: string,
    context: { readonly topic: string; readonly actor: Actor; readonly channel: PushTarget },
    event: string,
    payload: unknown,
  ): Promise<Reply> | undefined {
    if (!this.bus.shared || !simulationPushPatterns.has(pattern) || this.simulating()) return undefined;
    const id = randomUUID();
    // The session token stays on this process: nothing a simulation push does needs it.
    const call: Call = { id, topic: context.topic, event, payload, actor: { ...context.actor, token: '' } };
    const answered = new Promise<Answer | undefined>((resolve) => {
      const timer = setTimeout(() => resolve(undefined), answerTimeoutMs);
      this.waiting.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
    });
    this.bus.publish('simulation-push', call);
    return answered.then((answer) => {
      this.waiting.delete(id);
      if (!answer) return refuse('simulation_unavailable');
      for (const [name, sent] of answer.pushes) context.channel.push(name, sent);
      return answer.reply;
    });
  }

  private async runHere(services: Services, call: Call): Promise<Omit<Answer, 'to'>> {
    const pushes: [string, unknown][] = [];
    const matched = this.registry.match(call.topic);
    const handler = matched && ownProperty(matched.handler.pushes, call.event);
    if (!matched || !handler) return { id: call.id, reply: refuse(reasons.unknownEvent), pushes };
    const context: TopicContext = {
      actor: call.actor,
      topic: call.topic,
      params: matched.params,
      services,
      channel: {
        topic: call.topic,
        push: (event, payload) => void pushes.push([event, payload]),
        // The channel lives on the other process; nothing here outlives the push.
        onLeave: (cleanup) => cleanup(),
      },
    };
    try {
      return { id: call.id, reply: await handler.handle(context, call.payload), pushes };
    } catch (error) {
      services.log.error(`${call.event} on ${call.topic} (forwarded) failed`, error);
      return { id: call.id, reply: refuse(reasons.internal), pushes };
    }
  }
}
