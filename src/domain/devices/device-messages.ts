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

/** Why a sub-device or instance was not added (spec 3 §5 gives the rules, not the words). */
export const deviceTreeRefusals = {
  not_found: 'No device has this identifier.',
  self: 'A device cannot be its own sub-device.',
  multiple_parents_subdevice: 'This device was taken from a multiple-parents device; take it there instead.',
  instance_not_found: 'No instance has this title.',
} as const;
