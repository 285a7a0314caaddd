import { encodeFrame, type Frame } from './frame';
import type { FrameDispatcher, FrameOutlet } from './phoenix-connection';
import { ok, reasons, refuse } from './reply';

/** What the bookkeeping needs of a joined topic; subclasses keep more. */
export interface JoinedChannel {
  readonly joinRef: string | null;
}

/**
 * The channels of one Phoenix socket, kept as Phoenix keeps them: joining a topic again closes the old
 * channel first (phx_close under its join_ref); phx_leave is answered ok, then phx_close; a push to a topic
 * not joined, or joined under another join_ref, is refused with "unmatched topic". Subclasses decide what
 * answers a join and a push, and what a closing channel releases.
 */
export abstract class PhoenixChannels<Channel extends JoinedChannel> implements FrameDispatcher {
  private readonly channels = new Map<string, Channel>();

  constructor(protected readonly outlet: FrameOutlet) {}

  dispatch(frame: Frame): Promise<void> | void {
    if (frame.event === 'phx_join') return this.rejoin(frame);
    if (frame.event === 'phx_leave') return this.leave(frame);
    const channel = this.channels.get(frame.topic);
    if (!channel || channel.joinRef !== frame.joinRef) return this.outlet.reply(frame, refuse(reasons.unmatchedTopic));
    return this.push(frame, channel);
  }

  leaveAll(): void {
    for (const topic of [...this.channels.keys()]) this.close(topic);
  }

  /** Answers phx_join of a topic that is not (or no longer) joined; `open` keeps the channel it accepts. */
  protected abstract join(frame: Frame): Promise<void> | void;

  /** Answers a push to a channel joined under the frame's join_ref. */
  protected abstract push(frame: Frame, channel: Channel): Promise<void> | void;

  /** A channel closed (left, joined again, refused after all, or its socket went away): release what it holds. */
  protected abstract release(topic: string, channel: Channel): void;

  protected open(topic: string, channel: Channel): void {
    this.channels.set(topic, channel);
  }

  /** False once the channel closed, so late work of a closed channel sends nothing. */
  protected isOpen(topic: string, channel: Channel): boolean {
    return this.channels.get(topic) === channel;
  }

  protected close(topic: string): void {
    const channel = this.channels.get(topic);
    if (!channel) return;
    this.channels.delete(topic);
    this.release(topic, channel);
  }

  protected get joined(): ReadonlyMap<string, Channel> {
    return this.channels;
  }

  private rejoin(frame: Frame): Promise<void> | void {
    const previous = this.channels.get(frame.topic);
    if (previous) {
      // Phoenix closes the old channel when a topic is joined again (the client lost track of it).
      this.close(frame.topic);
      this.outlet.send(encodeFrame(previous.joinRef, previous.joinRef, frame.topic, 'phx_close', {}));
    }
    return this.join(frame);
  }

  private leave(frame: Frame): void {
    const channel = this.channels.get(frame.topic);
    this.close(frame.topic);
    this.outlet.reply(frame, ok({}));
    if (channel) this.outlet.send(encodeFrame(channel.joinRef, channel.joinRef, frame.topic, 'phx_close', {}));
  }
}
