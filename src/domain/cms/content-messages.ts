import type { ActionMessages, SaveMessages } from '../admin-kit';

/**
 * Toasts of /content (spec 3 §8), keyed by command name and result, spelled exactly as the spec shows them
 * ('CCannot remove selected list items!' included). Upload results use the success style even on failure.
 */
export const contentMessages = {
  SaveListData: {
    created: 'List data was created!',
    updated: 'List data was updated!',
    create_failed: 'Unable to create list data!',
    update_failed: 'Unable to update list data!',
  } satisfies SaveMessages,
  DeleteListData: { ok: 'List data deleted!', failed: 'Cannot remove list data' } satisfies ActionMessages,
  DeleteSelectedListData: {
    ok: 'Selected list items deleted!',
    failed: 'CCannot remove selected list items!',
  } satisfies ActionMessages,
  SaveList: {
    created: 'List was created!',
    updated: 'List was updated!',
    create_failed: 'Unable to create list!',
    update_failed: 'Unable to update list!',
    uuid_invalid: 'UUID is invalid!',
  },
  DeleteList: { ok: 'List deleted!', failed: 'Cannot remove list' } satisfies ActionMessages,
  UploadFiles: { ok: 'Files uploaded!', failed: 'Unable to upload files!' } satisfies ActionMessages,
} as const;

export type ContentCommand = keyof typeof contentMessages;
