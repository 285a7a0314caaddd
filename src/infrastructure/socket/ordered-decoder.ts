/** Runs a function in a later task of the event loop (the browser may draw and handle input in between). */
export type TaskScheduler = (run: () => void) => void;

const laterTask: TaskScheduler = (run) => {
  setTimeout(run, 0);
};

/** Frames from this many characters on are parsed in a task of their own (a 20,000-record init is ~3 MB). */
export const largeFrameChars = 256 * 1024;

interface Waiting<M> {
  readonly raw: string;
  readonly deliver: (message: M) => void;
  parsed?: { readonly message: M };
}

/**
 * Phoenix's decode step, in frame order, with large frames taken apart from the task that received them. The
 * browser hands a WebSocket message to the page in one task; parsing a list's init of several megabytes and
 * then folding it in that same task made one task of ~90 ms (issue 16: no task over 50 ms). A large frame is
 * parsed in a later task and delivered in the task after that, so receiving, parsing and folding are three
 * tasks. While anything waits, later frames queue behind it, small ones included, so the order is the wire's.
 * A small frame with nothing waiting is parsed and delivered at once, as phoenix does.
 */
export class OrderedDecoder<M> {
  private readonly waiting: Waiting<M>[] = [];
  private running = false;

  constructor(
    private readonly parse: (raw: string) => M,
    private readonly schedule: TaskScheduler = laterTask,
    private readonly largeChars = largeFrameChars,
  ) {}

  decode(raw: string, deliver: (message: M) => void): void {
    if (!this.running && raw.length < this.largeChars) {
      deliver(this.parse(raw));
      return;
    }
    this.waiting.push({ raw, deliver });
    if (!this.running) {
      this.running = true;
      this.schedule(this.step);
    }
  }

  /** One task: parse the first large frame waiting, or deliver the first frame. The next step is scheduled first,
   * so a frame that fails to parse, or a listener that throws, does not stop the frames behind it. */
  private readonly step = (): void => {
    const head = this.waiting[0];
    if (head === undefined) {
      this.running = false;
      return;
    }
    this.schedule(this.step);
    if (head.parsed === undefined && head.raw.length >= this.largeChars) {
      try {
        head.parsed = { message: this.parse(head.raw) };
      } catch (error) {
        this.waiting.shift();
        throw error;
      }
      return;
    }
    this.waiting.shift();
    head.deliver(head.parsed === undefined ? this.parse(head.raw) : head.parsed.message);
  };
}
