// Toast texts of channel and channel-group saves (spec 2 §8, spec 3 §8).

export const channelMessages = {
  created: 'Channel was created!',
  updated: 'Channel was updated!',
  createFailed: 'Unable to create channel!',
  updateFailed: 'Unable to update channel!',
} as const;

/** Configuration presets are templates in the wire protocol; access groups are 'access'. */
export const channelGroupMessages = {
  template: {
    created: 'Configuration preset was created!',
    updated: 'Configuration preset was updated!',
    createFailed: 'Unable to create configuration preset!',
    updateFailed: 'Unable to update configuration preset!',
  },
  access: {
    created: 'Access group was created!',
    updated: 'Access group was updated!',
    createFailed: 'Unable to create access group!',
    updateFailed: 'Unable to update access group!',
  },
} as const;
