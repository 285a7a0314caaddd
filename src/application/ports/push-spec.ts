/** One push: what it sends and what an ok reply carries. */
export interface PushSpec<Payload, Reply> {
  readonly payload: Payload;
  readonly reply: Reply;
}
