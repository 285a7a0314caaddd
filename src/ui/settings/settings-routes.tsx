/** A list route alone: nothing over the table. */
export const ListOnly = (): null => null;
