import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { DevKeyReveal } from '../../application/profile';
import { useObservable, useService } from '../shared';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  key: { flex: '1 1 auto', fontFamily: tokens.fontFamilyMonospace },
});

const hiddenKey = '••••••••••••••••••••••••';

/**
 * The developer's dev key (spec 3 §6, §9): hidden until Show, then shown for 10 seconds. A newly generated key
 * is shown at once and saved with the profile.
 */
export const DevKeyField = ({
  saved,
  pending,
  onGenerate,
}: {
  saved: string | undefined;
  pending: string | undefined;
  onGenerate: () => void;
}): React.JSX.Element => {
  const styles = useStyles();
  const reveal = useService(DevKeyReveal);
  const shown = useObservable(reveal.shown$, false);
  useEffect(() => () => reveal.conceal(), [reveal]);
  const key = pending ?? saved;
  const text = key === undefined ? 'No dev key yet' : shown ? key : hiddenKey;
  const hint = pending !== undefined ? 'New key: saved with the profile' : shown ? 'Hidden again after 10 seconds' : '';
  return (
    <Field label="Dev key" hint={hint}>
      <div className={styles.row}>
        <Input className={styles.key} value={text} readOnly data-testid="dev-key" aria-label="Dev key" />
        <Button onClick={() => reveal.show()} disabled={key === undefined || shown}>
          Show
        </Button>
        <Button
          onClick={() => {
            onGenerate();
            reveal.show();
          }}
        >
          Generate
        </Button>
      </div>
    </Field>
  );
};
