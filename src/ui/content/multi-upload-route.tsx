import { useParams } from 'react-router';
import { BottomSheet } from '../bottom-sheet';
import { MultiUploadScreen } from '../uploads';

/** /content/list/{id}/data/multi_upload (spec 3 §2.4): the multi-upload in the content area's bottom sheet. */
export const MultiUploadRoute = (): React.JSX.Element => {
  const { id } = useParams();
  return (
    <BottomSheet
      title="Upload files"
      closeTo={`/content/list/${id ?? 'default'}`}
      hasId
      tabs={[{ value: 'main', label: 'Files', render: () => <MultiUploadScreen /> }]}
    />
  );
};
