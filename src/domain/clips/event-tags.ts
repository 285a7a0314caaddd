import type { ClipsState } from './clips.projection';
import { eventClipsOf } from './clip-groups';
import type { Tag } from './tag';

/** An event's tags along the stream timeline; ties by uuid so the order never depends on arrival. */
export const tagsOf = (state: ClipsState, eventUuid: string, includeArchived = true): readonly Tag[] =>
  Object.values(eventClipsOf(state, eventUuid).tags)
    .filter((tag) => includeArchived || tag.state === 'active')
    .sort(
      (left, right) =>
        left.stream_time - right.stream_time || (left.uuid < right.uuid ? -1 : left.uuid > right.uuid ? 1 : 0),
    );

/** The tag list's Title column: the form's title field, else the tag type's name. */
export const tagTitle = (tag: Tag): string => {
  const title = tag.meta['title'];
  if (typeof title === 'string' && title !== '') return title;
  return tag.meta.type_name ?? '';
};
