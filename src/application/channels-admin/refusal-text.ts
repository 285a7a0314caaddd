/**
 * What the editor's failure line says about a refused save: the server's reason with its detail or the paths
 * it named (docs/protocol/server.md error shapes), so "invalid" reads "invalid: channel.name — a stream name no
 * other channel has". Anything it cannot read stays the bare reason.
 */
export const refusalText = (reason: string, response: unknown): string => {
  if (typeof response !== 'object' || response === null) return reason;
  const { detail, errors } = response as { detail?: unknown; errors?: unknown };
  if (typeof detail === 'string') return `${reason}: ${detail}`;
  if (!Array.isArray(errors)) return reason;
  const named = errors
    .filter((error): error is { path: string; expected?: unknown } => typeof error?.path === 'string')
    .map((error) => (typeof error.expected === 'string' ? `${error.path} — ${error.expected}` : error.path));
  return named.length > 0 ? `${reason}: ${named.join('; ')}` : reason;
};
