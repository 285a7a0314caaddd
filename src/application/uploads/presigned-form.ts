/** The record id as the push payload wants it (the wire's numericId); undefined when it is no whole number. */
export const dataIdPayload = (dataId: string): number | undefined =>
  /^\d{1,15}$/.test(dataId) ? Number(dataId) : undefined;
