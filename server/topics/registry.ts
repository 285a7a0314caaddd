import { compileTopicPattern, type TopicMatcher } from '../../src/infrastructure/wire/kit';
import type { TopicHandler } from './topic-handler';

export interface MatchedTopic {
  readonly handler: TopicHandler;
  readonly params: Readonly<Record<string, string>>;
}

/** All served topic patterns; the most literal pattern wins (`accounts:create` before `accounts:{id}`). */
export class TopicRegistry {
  private readonly entries: readonly { readonly matcher: TopicMatcher; readonly handler: TopicHandler }[];

  constructor(handlers: readonly TopicHandler[]) {
    const seen = new Set<string>();
    for (const handler of handlers) {
      if (seen.has(handler.pattern)) throw new Error(`Topic pattern ${handler.pattern} is served twice.`);
      seen.add(handler.pattern);
    }
    this.entries = handlers
      .map((handler) => ({ matcher: compileTopicPattern(handler.pattern), handler }))
      .sort((a, b) => b.matcher.specificity - a.matcher.specificity);
  }

  get patterns(): readonly string[] {
    return this.entries.map((entry) => entry.handler.pattern);
  }

  match(topic: string): MatchedTopic | undefined {
    for (const { matcher, handler } of this.entries) {
      const params = matcher.match(topic);
      if (params) return { handler, params };
    }
    return undefined;
  }
}
