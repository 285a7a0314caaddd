/** Spec 1 §5 and §9: search starts only with more than 2 characters (minimum 3). */
export const eventSearchMinimumLength = 3;

/** Whether a search text is long enough to send; surrounding blanks do not count. */
export const canSearchEvents = (text: string): boolean => text.trim().length >= eventSearchMinimumLength;
