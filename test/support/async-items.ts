/** Everything an async iterable gives, in order. */
export const collect = async <T>(items: AsyncIterable<T>): Promise<T[]> => {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
};

/** One value as an async iterable (a whole text or file as a single chunk). */
export async function* once<T>(value: T): AsyncGenerator<T> {
  yield value;
}
