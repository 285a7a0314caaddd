import { MessageBar, MessageBarBody, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  MultiUpload,
  MultiUploadQueries,
  type MultiUploadForm as FormChoices,
  type MultiUploadResult,
} from '../../application/uploads';
import { useService, useQuery } from '../shared';
import { MultiUploadForm, type MultiUploadChoice } from './multi-upload-form';
import { UploadList } from './upload-list';

const useStyles = makeStyles({
  screen: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXL,
  },
});

const noChoices: FormChoices = { fileFields: [], nameFields: [] };

/**
 * /content/list/{id}/data/multi_upload (spec 3 §2.4): pick files and the list type's s3file field; each file
 * becomes a record and is queued. Ends with 'Files uploaded!' or 'Unable to upload files!' (spec 3 §8).
 */
export const MultiUploadScreen = (): React.JSX.Element => {
  const styles = useStyles();
  const listId = Number(useParams().id);
  const queries = useService(MultiUploadQueries);
  const multiUpload = useService(MultiUpload);
  const choices = useQuery(() => queries.form(listId), [queries, listId], noChoices);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<MultiUploadResult>();

  const upload = (choice: MultiUploadChoice): void => {
    setBusy(true);
    setResult(undefined);
    void multiUpload.upload({ listId, ...choice }).then((answer) => {
      setResult(answer);
      setBusy(false);
    });
  };

  return (
    <section className={styles.screen} aria-labelledby="multi-upload-heading">
      <Text as="h2" id="multi-upload-heading" size={500} weight="semibold">
        Upload files{choices.listName ? ` to ${choices.listName}` : ''}
      </Text>
      {!Number.isSafeInteger(listId) ? (
        <MessageBar intent="error">
          <MessageBarBody>No such list.</MessageBarBody>
        </MessageBar>
      ) : choices.allowed === undefined ? (
        <Spinner size="small" label="Loading…" />
      ) : !choices.allowed ? (
        <MessageBar intent="warning">
          <MessageBarBody>Uploading files is for administrators.</MessageBarBody>
        </MessageBar>
      ) : (
        <MultiUploadForm choices={choices} busy={busy} onUpload={upload} />
      )}
      {result && (
        <MessageBar intent={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
          <MessageBarBody>{result.message}</MessageBarBody>
        </MessageBar>
      )}
      <UploadList />
    </section>
  );
};
