import { isLeft } from 'fp-ts/lib/Either';
import { replyRejectedReason } from '../../../application/commands';
import type { CommandIssuedEntry, CommandSettledEntry, PushAddress } from '../../../domain/log';
import type { CommandIssued, CommandSettled } from '../../../domain/journal';
import type { DomainEvent } from '../../../domain/state';
import type { CommandCatalogue } from '../commands';
import { toPathErrors, type Push } from '../kit';
import type { TopicResolver } from './topic-resolver';

const handlerFailed = (error: unknown) => [
  {
    path: '(handler)',
    expected: 'a mappable value',
    actual: String((error as Error)?.message ?? error).slice(0, 80),
  },
];

// Recordings made before pushes carried their topic and push name: the commands whose settlement a projection
// reads, and whose topic the name alone fixes, are still decoded (docs/recording-format.md).
const legacyAddresses: Readonly<Record<string, Required<PushAddress>>> = {
  'events.search': { topic: 'events:search', push: 'search' },
};
const legacyKept = 1_000;

/**
 * The command half of the wire boundary. A command's arguments are decoded once, here, by its codec in the
 * command catalogue, into the domain events projections fold; an ok reply is decoded by its push's reply
 * codec. Arguments or a reply of another shape become a visible `FrameRejected` (counted by the connection
 * indicator, listed by the replay inspector), and such a reply settles its command as an error, as its caller
 * was told. Never throws.
 */
export class CommandNormalizer {
  /** Legacy command ids (no address in the entry) whose settlement is still decoded, to their address. */
  private readonly legacy = new Map<string, Required<PushAddress>>();

  constructor(
    private readonly commands: CommandCatalogue,
    private readonly topics: TopicResolver,
  ) {}

  issued(entry: CommandIssuedEntry): readonly DomainEvent[] {
    const issued: CommandIssued = {
      type: 'CommandIssued',
      id: entry.id,
      account: entry.account,
      name: entry.name,
      args: entry.args,
      target: entry.target,
      ...(entry.topic !== undefined && entry.push !== undefined ? { topic: entry.topic, push: entry.push } : {}),
      at: entry.at,
    };
    if (entry.topic === undefined) this.rememberLegacy(entry);
    const spec = Object.hasOwn(this.commands, entry.name) ? this.commands[entry.name] : undefined;
    if (!spec) return [issued];
    const rejected = (errors: ReturnType<typeof toPathErrors>): DomainEvent => ({
      type: 'FrameRejected',
      seq: entry.seq,
      topic: `command:${entry.name}`,
      event: 'args',
      at: entry.at,
      errors,
    });
    const decoded = spec.args.decode(entry.args);
    if (isLeft(decoded)) return [{ ...issued, argsRejected: true }, rejected(toPathErrors(decoded.left))];
    try {
      return [issued, ...spec.toEvents(decoded.right, { id: entry.id, seq: entry.seq, at: entry.at })];
    } catch (error) {
      return [issued, rejected(handlerFailed(error))];
    }
  }

  settled(entry: CommandSettledEntry): readonly DomainEvent[] {
    const settled: CommandSettled = {
      type: 'CommandSettled',
      id: entry.id,
      outcome: entry.outcome,
      reply: entry.reply,
      reason: entry.reason,
      latencyMs: entry.latencyMs,
      at: entry.at,
    };
    const address = this.addressOf(entry);
    const push = address && entry.outcome === 'ok' ? this.push(address) : undefined;
    if (!address || !push) return [settled];
    const rejected = (errors: ReturnType<typeof toPathErrors>): readonly DomainEvent[] => [
      {
        type: 'FrameRejected',
        seq: entry.seq,
        topic: address.topic,
        event: `${address.push} reply`,
        at: entry.at,
        errors,
      },
      { ...settled, outcome: 'error', reason: replyRejectedReason },
    ];
    const decoded = push.reply.decode(entry.reply);
    if (isLeft(decoded)) return rejected(toPathErrors(decoded.left));
    try {
      const events = push.toEvents?.(decoded.right, { id: entry.id, seq: entry.seq, at: entry.at }) ?? [];
      return [{ ...settled, reply: decoded.right }, ...events];
    } catch (error) {
      return rejected(handlerFailed(error));
    }
  }

  private addressOf(entry: CommandSettledEntry): Required<PushAddress> | undefined {
    if (entry.topic !== undefined && entry.push !== undefined) return { topic: entry.topic, push: entry.push };
    const legacy = this.legacy.get(entry.id);
    this.legacy.delete(entry.id);
    return legacy;
  }

  private push(address: Required<PushAddress>): Push<unknown, unknown> | undefined {
    const resolved = this.topics.resolve(address.topic);
    const pushes = resolved?.spec.pushes;
    return pushes && Object.hasOwn(pushes, address.push) ? (pushes[address.push] as Push<unknown, unknown>) : undefined;
  }

  private rememberLegacy(entry: CommandIssuedEntry): void {
    const address = Object.hasOwn(legacyAddresses, entry.name) ? legacyAddresses[entry.name] : undefined;
    if (!address) return;
    if (this.legacy.size >= legacyKept) this.legacy.clear();
    this.legacy.set(entry.id, address);
  }
}
