import { Field, Input, Select, Textarea } from '@fluentui/react-components';
import type { ChannelForm } from '../../application/channels-admin';
import type { ChannelEditorRights, ChannelType } from '../../domain/channels';
import { formGrid } from './form-grid';

const grid = formGrid(260);

export interface ChannelFieldsProps {
  readonly form: ChannelForm;
  readonly rights: ChannelEditorRights;
  readonly update: (fields: Partial<ChannelForm>) => void;
}

/**
 * The fields every channel editor shows: title, type (non-admins create input channels only, spec 2 §6), state,
 * description; the stream name is an admin field, shown read-only to others on an existing channel.
 */
export const ChannelMainFields = ({
  form,
  rights,
  uuid,
  update,
}: ChannelFieldsProps & { readonly uuid: string | undefined }): React.JSX.Element => {
  const isNew = uuid === undefined;
  return (
    <div style={grid}>
      <Field label="Title" required>
        <Input value={form.title} data-testid="channel-title" onChange={(_, data) => update({ title: data.value })} />
      </Field>
      {rights.admin ? (
        <Field label="Stream name" required>
          <Input value={form.name} data-testid="channel-name" onChange={(_, data) => update({ name: data.value })} />
        </Field>
      ) : (
        <Field label="Stream name" hint={isNew ? 'Made from the title when the channel is saved.' : undefined}>
          <Input value={form.name} readOnly data-testid="channel-name" />
        </Field>
      )}
      <Field label="Type" hint={rights.admin ? undefined : 'Only administrators create output channels.'}>
        <Select
          value={form.type}
          disabled={!isNew}
          data-testid="channel-type"
          onChange={(_, data) => update({ type: data.value as ChannelType })}
        >
          {(rights.types.includes(form.type) ? rights.types : [...rights.types, form.type]).map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="State">
        <Input readOnly value={form.state} data-testid="channel-state" />
      </Field>
      {uuid !== undefined && (
        <Field label="Uuid">
          <Input readOnly value={uuid} data-testid="channel-uuid" />
        </Field>
      )}
      <Field label="Description" style={{ gridColumn: '1 / -1' }}>
        <Textarea
          rows={2}
          value={form.meta.description ?? ''}
          data-testid="channel-description"
          onChange={(_, data) => update({ meta: { ...form.meta, description: data.value } })}
        />
      </Field>
    </div>
  );
};
