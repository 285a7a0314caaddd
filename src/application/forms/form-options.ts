import { inject, injectable } from 'inversify';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { externalServicesFrom, externalServicesSettingName, sportsPaths } from '../../domain/event-editor';
import { fieldOptions, labelListOf, labelListOptions, type FormField } from '../../domain/forms';
import { settingByName } from '../../domain/settings';
import type { RootState } from '../../domain/state';
import { HttpGateway } from '../http';
import { httpContract } from '../ports';
import { StateReader } from '../store';
import { sameFields, sameItems } from '../shared';

export interface FieldOption {
  readonly value: string | number;
  readonly label: string;
  /** Imported media (a content item of type import-mp4 or import-png): offered by name, stored by its key. */
  readonly media?: 'mp4' | 'png';
}

const sameOptions = (a: readonly FieldOption[], b: readonly FieldOption[]): boolean => sameItems(a, b, sameFields);

const mediaKinds: Readonly<Record<string, 'mp4' | 'png'>> = { 'import-mp4': 'mp4', 'import-png': 'png' };

/**
 * A content record as a choice: its id, or for imported media (spec 2 §7: "items of type import-mp4 or import-png
 * with key") its storage key, which is what a form stores and a playout reads (issue 29).
 */
const recordOption = (record: Readonly<Record<string, unknown>> & { readonly id: number }): FieldOption => {
  const media = typeof record.type === 'string' ? mediaKinds[record.type] : undefined;
  return media && typeof record.key === 'string' && record.key !== ''
    ? { value: record.key, label: recordLabel(record), media }
    : { value: record.id, label: recordLabel(record) };
};

const recordLabel = (record: Readonly<Record<string, unknown>> & { readonly id: number }): string => {
  for (const key of ['name', 'title', 'display_name'])
    if (typeof record[key] === 'string' && record[key] !== '') return record[key];
  return String(record.id);
};

/**
 * Where each choice field gets its options: select and list_select from the field; setting-select from the
 * settings of the field's `setting-type` (value = setting name); content_select from a content list, by
 * `content_id` or else by the name in `content-type` (loaded once over HTTP; a failed load is silent, spec 2 §8);
 * a select with `label_list` from the sports service's sports or leagues (spec 1 §7.1).
 */
@injectable()
export class FormOptions {
  private readonly requested = new Set<string>();

  constructor(
    @inject(StateReader) private readonly store: StateReader,
    @inject(HttpGateway) private readonly http: HttpGateway,
  ) {}

  options$(field: FormField): Observable<readonly FieldOption[]> {
    // Only the slice the field reads: a live tick elsewhere does not recompute the options.
    const slice = (state: RootState): unknown =>
      field.type === 'setting-select'
        ? state.settings
        : field.type === 'content_select'
          ? [state.contentRecords, state.cms.lists]
          : labelListOf(field) !== undefined
            ? state.labelLists
            : undefined;
    const same = (a: unknown, b: unknown): boolean =>
      Array.isArray(a) && Array.isArray(b) ? a[0] === b[0] && a[1] === b[1] : a === b;
    return this.store.select(slice, same).pipe(
      map(() => this.optionsIn(this.store.state, field)),
      distinctUntilChanged(sameOptions),
    );
  }

  private optionsIn(state: RootState, field: FormField): readonly FieldOption[] {
    if (field.type === 'setting-select') {
      const type = field['setting-type'] ?? field.setting_type;
      return Object.values(state.settings.byId)
        .filter((setting) => type === undefined || setting.type === type)
        .map((setting) => ({ value: setting.name, label: setting.title ?? setting.name }))
        .sort((a, b) => a.label.localeCompare(b.label));
    }
    if (field.type === 'content_select') {
      const source = this.contentSource(state, field);
      if (source === undefined) return [];
      this.load(source);
      const records =
        source.kind === 'id' ? state.contentRecords.byListId[source.key] : state.contentRecords.byListName[source.key];
      return (records ?? []).map(recordOption);
    }
    const list = labelListOf(field);
    if (list !== undefined) {
      this.loadLabelList(state, list);
      // Until the service answers (or when it cannot), the field's own options stand in.
      const labels = labelListOptions(field, state.labelLists);
      return labels.length > 0 ? labels : fieldOptions(field);
    }
    return fieldOptions(field);
  }

  /** A select naming a label list (`label_list`: sports or leagues) asks the sports service once (spec 1 §7.1). */
  private loadLabelList(state: RootState, list: 'sports' | 'leagues'): void {
    if (this.requested.has(`label:${list}`)) return;
    this.requested.add(`label:${list}`);
    const services = externalServicesFrom(settingByName(state.settings, externalServicesSettingName)?.value);
    const url = sportsPaths[list](services);
    queueMicrotask(() => void this.http.call(httpContract[list], { params: { url } }).catch(() => undefined));
  }

  /** content_id names the list; else `content-type` names a list or (first by id) a list category, else a list name to ask for. */
  private contentSource(
    state: RootState,
    field: FormField,
  ): { readonly kind: 'id' | 'name'; readonly key: string } | undefined {
    const id = field.content_id;
    if (typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id))) return { kind: 'id', key: String(id) };
    const name = field['content-type'];
    if (typeof name !== 'string' || name === '') return undefined;
    const lists = Object.values(state.cms.lists).sort((a, b) => a.id - b.id);
    const list =
      lists.find((candidate) => candidate.name === name) ?? lists.find((candidate) => candidate.type === name);
    return list ? { kind: 'id', key: String(list.id) } : { kind: 'name', key: name };
  }

  private load(source: { readonly kind: 'id' | 'name'; readonly key: string }): void {
    const key = `${source.kind}:${source.key}`;
    if (this.requested.has(key)) return;
    this.requested.add(key);
    // Loaded outside the state fold that asked for it; a failed load just leaves the list empty.
    const load = (): Promise<unknown> =>
      source.kind === 'id'
        ? this.http.call(httpContract.content_list, { params: { id: source.key } })
        : this.http.call(httpContract.content_list_by_name, { params: { name: source.key } });
    queueMicrotask(() => void load().catch(() => undefined));
  }
}
