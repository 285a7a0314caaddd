// Toast texts of device actions (spec 3 §8).

export const deviceMessages = {
  created: 'Device was created!',
  updated: 'Device was updated!',
  createFailed: 'Unable to create device!',
  /** Shown as a warning. */
  updateFailed: 'Unable to update device!',
  released: 'Device was released!',
  releaseFailed: 'Unable to release device!',
  logCreated: 'Device log was created!',
  logCreateFailed: 'Unable to create device log!',
} as const;
