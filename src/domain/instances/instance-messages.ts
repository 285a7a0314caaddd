// Toast texts of instance saves and removals (spec 2 §8, spec 3 §8).

export const instanceMessages = {
  created: 'Instance was created!',
  updated: 'Instance was updated!',
  removed: 'Instance was removed!',
  createFailed: 'Unable to create instance!',
  updateFailed: 'Unable to update instance!',
  /** Also the text of a delete that timed out (spec 3 §8). */
  removeFailed: 'Unable to remove instance!',
} as const;
