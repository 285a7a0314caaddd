import { useMemo, useState } from 'react';
import {
  ClipCommands,
  ClipsQueries,
  type ClipGroupRow,
  type ClipQualityView,
  type ClipsViewer,
} from '../../application/clips';
import { useService, useObservable } from '../shared';
import { ClipEditorDialog, type ClipEditorTarget } from './clip-editor-dialog';
import { ClipPlayerDialog, type OpenedClip } from './clip-player-dialog';
import type { ClipRowActions } from './clip-row';
import { ExportDialog, type ExportTarget } from './export-dialog';

export const noViewer: ClipsViewer = {
  email: '',
  subject: {},
  isAdmin: false,
  recReadonly: true,
  filterTabs: ['all_clips'],
  showsVideoPanels: false,
  showsMtvExport: false,
  showsReExport: false,
};

export interface ClipActionsHost {
  readonly actions: ClipRowActions;
  /** The dialogs to render once, next to the list. */
  readonly dialogs: React.JSX.Element;
  readonly saveOpen: boolean;
  readonly exportOpen: boolean;
  readonly openEditor: (target: ClipEditorTarget) => void;
  readonly openClip: (row: ClipGroupRow) => void;
  readonly openExport: (target: ExportTarget) => void;
}

/**
 * The clip list's actions and their dialogs: play (after the HEAD check), download, edit (rows say whether the
 * viewer may: own clips, or any for administrators) and export; a rec_readonly account only plays and downloads.
 */
export const useClipActions = (onCreated?: (clipUuids: readonly string[]) => void): ClipActionsHost => {
  const commands = useService(ClipCommands);
  const queries = useService(ClipsQueries);
  const viewer = useObservable(queries.viewer$, noViewer);
  const [playing, setPlaying] = useState<OpenedClip>();
  const [editing, setEditing] = useState<ClipEditorTarget>();
  const [exporting, setExporting] = useState<ExportTarget>();
  const actions = useMemo((): ClipRowActions => {
    const check = (row: ClipGroupRow, quality: ClipQualityView) =>
      commands.openClip({
        uuid: quality.uuid,
        eventUuid: row.eventUuid,
        title: row.title,
        ...(quality.url !== undefined ? { url: quality.url } : {}),
      });
    return {
      play: (row, quality) => {
        void check(row, quality).then((available) => {
          if (available && quality.url) setPlaying({ title: row.title, label: quality.label, url: quality.url });
        });
      },
      download: (row, quality) => void check(row, quality),
      ...(viewer.recReadonly
        ? {}
        : {
            edit: (row: ClipGroupRow) => setEditing({ mode: 'update', row }),
            exportWith: (row: ClipGroupRow, form: ExportTarget['form']) => setExporting({ row, form }),
          }),
    };
  }, [commands, viewer.recReadonly]);
  const firstQuality = (row: ClipGroupRow) => row.qualities.find((quality) => quality.playable) ?? row.qualities[0];
  return {
    actions,
    dialogs: (
      <>
        <ClipPlayerDialog clip={playing} onClose={() => setPlaying(undefined)} />
        <ClipEditorDialog
          target={editing}
          isAdmin={viewer.isAdmin}
          onClose={() => setEditing(undefined)}
          {...(onCreated ? { onCreated } : {})}
        />
        <ExportDialog target={exporting} onClose={() => setExporting(undefined)} />
      </>
    ),
    saveOpen: editing !== undefined,
    exportOpen: exporting !== undefined,
    openEditor: setEditing,
    openClip: (row) => {
      const quality = firstQuality(row);
      if (quality) actions.play(row, quality);
    },
    openExport: setExporting,
  };
};
