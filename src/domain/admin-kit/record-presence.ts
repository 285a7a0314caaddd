// Whether the record an edit route names exists (spec 3 §2.2). An id that names nothing, or a record the viewer
// may not see, says so plainly once its list has arrived, instead of a sheet that stays blank or loading.

export type RecordPresence = 'loading' | 'missing' | 'found';

/** Found as soon as the record is there; missing only once its list has arrived without it. */
export const recordPresence = (found: boolean, listArrived: boolean): RecordPresence =>
  found ? 'found' : listArrived ? 'missing' : 'loading';

/** The plain words of a route id that names no record of its kind: "There is no group 12." */
export const noSuchRecordMessage = (noun: string, id: string): string => `There is no ${noun} ${id}.`;
