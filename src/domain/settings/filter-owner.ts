/**
 * A saved filter is its author's alone (docs/protocol/settings.md): only the author receives it on filters:all
 * and only the author changes or deletes it. The specs name filters without owners; a filter's value can name
 * channels, events and customers another account has no business reading.
 */
export const isOwnFilter = (filter: { readonly account_id?: unknown }, accountId: number): boolean =>
  filter.account_id === accountId;
