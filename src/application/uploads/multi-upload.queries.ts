import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { contentPrivileges } from '../../domain/accounts';
import { listTypeOf, type ListField } from '../../domain/cms';
import type { RootState } from '../../domain/state';
import { StateReader } from '../store';
import { sameFields, sameItems } from '../shared';

export interface FieldChoice {
  readonly name: string;
  readonly title: string;
}

/** What the multi-upload form of one list offers. */
export interface MultiUploadForm {
  /** Undefined until cms:all has told the console about the list. */
  readonly listName?: string;
  /** The list type's s3file fields: where a file can go. */
  readonly fileFields: readonly FieldChoice[];
  /** Text fields that can take the file name without its extension (spec 3 §5). */
  readonly nameFields: readonly FieldChoice[];
  /** "Admins: … Upload files" (spec 3 §6); undefined until the profile is known. */
  readonly allowed?: boolean;
}

const choice = (field: ListField): FieldChoice => ({
  name: field.name,
  title: field.title ?? field.label ?? field.name,
});

const formOf = (state: RootState, listId: number): MultiUploadForm => {
  const list = state.cms.lists[listId];
  const fields = listTypeOf(state.cms, listId)?.fields ?? [];
  return {
    ...(list ? { listName: list.name } : {}),
    fileFields: fields.filter((field) => field.type === 's3file').map(choice),
    nameFields: fields.filter((field) => field.type === 'text').map(choice),
    ...(state.session.profile ? { allowed: contentPrivileges(state.session.profile.type).uploadFiles } : {}),
  };
};

const sameForm = (left: MultiUploadForm, right: MultiUploadForm): boolean =>
  left.listName === right.listName &&
  left.allowed === right.allowed &&
  sameItems(left.fileFields, right.fileFields, sameFields) &&
  sameItems(left.nameFields, right.nameFields, sameFields);

@injectable()
export class MultiUploadQueries {
  constructor(@inject(StateReader) private readonly store: StateReader) {}

  /** The form of list `listId`; a new stream per call, so a view memoizes it per list. */
  form(listId: number): Observable<MultiUploadForm> {
    return this.store.state$.pipe(
      map((state) => formOf(state, listId)),
      distinctUntilChanged(sameForm),
    );
  }
}
