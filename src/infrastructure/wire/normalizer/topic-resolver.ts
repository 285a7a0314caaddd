import { compileTopicPattern, type AnyTopic, type TopicMatcher } from '../kit';

export interface ResolvedTopic {
  readonly spec: AnyTopic;
  readonly params: Readonly<Record<string, string>>;
}

const cacheLimit = 10_000;

/** Finds the catalogue entry of a concrete topic; the most literal pattern wins; results are cached. */
export class TopicResolver {
  private readonly matchers: { matcher: TopicMatcher; spec: AnyTopic }[];
  private readonly cache = new Map<string, ResolvedTopic | null>();

  constructor(topics: Readonly<Record<string, AnyTopic>>) {
    this.matchers = Object.values(topics)
      .map((spec) => ({ matcher: compileTopicPattern(spec.pattern), spec }))
      .sort((a, b) => b.matcher.specificity - a.matcher.specificity);
  }

  resolve(topic: string): ResolvedTopic | undefined {
    const cached = this.cache.get(topic);
    if (cached !== undefined) return cached ?? undefined;
    let found: ResolvedTopic | null = null;
    for (const { matcher, spec } of this.matchers) {
      const params = matcher.match(topic);
      if (params) {
        found = { spec, params };
        break;
      }
    }
    if (this.cache.size >= cacheLimit) this.cache.clear();
    this.cache.set(topic, found);
    return found ?? undefined;
  }
}
