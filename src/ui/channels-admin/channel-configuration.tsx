import { Button, Field, MessageBar, MessageBarBody, Spinner, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { ChannelsAdminCommands, type ChannelForm } from '../../application/channels-admin';
import { useService } from '../shared';

type Preview =
  | { readonly kind: 'idle' }
  | { readonly kind: 'busy' }
  | { readonly kind: 'shown'; readonly text: string }
  | { readonly kind: 'failed'; readonly reason: string };

/**
 * The configuration as JSON, and its preview with the chosen presets applied (get_configuration, admin,
 * spec 2 §6, §7). The preview sends what the form holds now; nothing is stored.
 */
export const ChannelConfiguration = ({
  form,
  uuid,
  update,
}: {
  form: ChannelForm;
  uuid: string | undefined;
  update: (fields: Partial<ChannelForm>) => void;
}): React.JSX.Element => {
  const commands = useService(ChannelsAdminCommands);
  const [preview, setPreview] = useState<Preview>({ kind: 'idle' });
  const run = async (): Promise<void> => {
    setPreview({ kind: 'busy' });
    const outcome = await commands.previewConfiguration(uuid, form);
    setPreview(
      outcome.ok
        ? { kind: 'shown', text: JSON.stringify(outcome.configuration, null, 2) }
        : { kind: 'failed', reason: outcome.reason },
    );
  };
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))', gap: 12 }}>
      <Field label="Input, output qualities and streamer config (JSON)">
        <Textarea
          rows={10}
          value={form.configuration}
          data-testid="channel-configuration"
          style={{ fontFamily: 'monospace' }}
          onChange={(_, data) => update({ configuration: data.value })}
        />
      </Field>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Button onClick={() => void run()} disabled={preview.kind === 'busy'} data-testid="channel-preview">
          Preview configuration
        </Button>
        {preview.kind === 'busy' && <Spinner size="tiny" label="Asking the server…" />}
        {preview.kind === 'failed' && (
          <MessageBar intent="error">
            <MessageBarBody>Preview failed: {preview.reason}</MessageBarBody>
          </MessageBar>
        )}
        {preview.kind === 'shown' && (
          <pre
            data-testid="channel-preview-result"
            aria-label="Configuration preview"
            tabIndex={0}
            style={{ margin: 0, maxHeight: 240, overflow: 'auto', fontSize: 12 }}
          >
            {preview.text}
          </pre>
        )}
      </div>
    </div>
  );
};
