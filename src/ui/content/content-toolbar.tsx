import { Button, Title2 } from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import type { ContentPrivileges } from '../../domain/accounts';

/**
 * The chosen list's heading and actions, each for whom spec 3 §6 gives it: editors add records and edit the
 * list; admins import, upload files and run notify; JSON import for developers (and admins where the list type
 * allows it).
 */
export const ContentToolbar = ({
  base,
  name,
  privileges,
  onNotify,
  recordsOnly = false,
}: {
  /** The list's route (/content/list/{id}); its actions open under it. */
  base: string;
  name: string;
  privileges: ContentPrivileges | undefined;
  onNotify: () => void;
  /** Only the record actions (another area shows the list: its list editor and imports live under /content). */
  recordsOnly?: boolean;
}): React.JSX.Element => {
  const full = recordsOnly ? undefined : privileges;
  const navigate = useNavigate();
  const go = (path: string) => () => void navigate(`${base}/${path}`);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }} data-testid="content-toolbar">
      <Title2 as="h1" id="content-list-title" style={{ marginRight: 8 }}>
        {name}
      </Title2>
      {privileges?.edit && (
        <>
          <Button appearance="primary" data-testid="content-record-add" onClick={go('data/new')}>
            Add record
          </Button>
          {!recordsOnly && (
            <Button data-testid="content-list-edit" onClick={go('edit')}>
              Edit list
            </Button>
          )}
        </>
      )}
      {full?.csvImport && (
        <Button data-testid="content-import" onClick={go('data/import')}>
          Import
        </Button>
      )}
      {full?.jsonImport && (
        <Button data-testid="content-json-import" onClick={go('data/json_import')}>
          JSON import
        </Button>
      )}
      {full?.uploadFiles && (
        <Button data-testid="content-upload-files" onClick={go('data/multi_upload')}>
          Upload files
        </Button>
      )}
      {privileges?.runNotify && (
        <Button data-testid="content-run-notify" onClick={onNotify}>
          Run notify
        </Button>
      )}
    </div>
  );
};
