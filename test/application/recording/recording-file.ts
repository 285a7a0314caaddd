import { readRecordingBytes, type RecordingItem } from '../../../src/infrastructure/recording';

/** The items of a downloaded recording (its Blob parts), read as /replay and the CLI read them. */
export const recordingItems = async (chunks: readonly (string | Blob)[]): Promise<RecordingItem[]> => {
  const bytes = new Uint8Array(await new Blob([...chunks]).arrayBuffer());
  async function* source() {
    yield bytes;
  }
  const items: RecordingItem[] = [];
  for await (const item of readRecordingBytes(source())) items.push(item);
  return items;
};

/** The header and the entries of a downloaded recording; an error item fails. */
export const recordingOf = async (
  chunks: readonly (string | Blob)[],
): Promise<{ header: Record<string, unknown>; entries: Record<string, unknown>[]; text: string }> => {
  const items = await recordingItems(chunks);
  const [first, ...rest] = items;
  if (first?.type !== 'header') throw new Error(`not a recording: ${JSON.stringify(first)}`);
  const entries = rest.map((item) => {
    if (item.type !== 'entry') throw new Error(`a bad item: ${JSON.stringify(item)}`);
    return item.entry as unknown as Record<string, unknown>;
  });
  return { header: first.header as unknown as Record<string, unknown>, entries, text: JSON.stringify(entries) };
};
