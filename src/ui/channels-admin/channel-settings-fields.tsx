import { Checkbox, Field, Input, Select } from '@fluentui/react-components';
import { ChannelsAdminQueries, type ChannelForm } from '../../application/channels-admin';
import type { ChannelEditorRights, ChannelMeta } from '../../domain/channels';
import { useObservable, useService } from '../shared';
import { ChannelBillingFields } from './channel-billing-fields';
import { formGrid } from './form-grid';

const grid = formGrid(260);

type TextKey = 'play_url' | 'monitor_url' | 'page_url' | 'pull_url' | 'mediaconnect_arns' | 'transcoder_tag';
type FlagKey =
  'system_channel' | 'is_admin_channel' | 'overrides' | 'automatic_transcoder' | 'use_mediaconnect' | 'use_pull';

const texts: readonly (readonly [TextKey, string])[] = [
  ['play_url', 'Play url'],
  ['monitor_url', 'Monitor url'],
  ['page_url', 'Page url'],
  ['pull_url', 'Pull url'],
  ['mediaconnect_arns', 'Mediaconnect ARNs (comma-separated)'],
  ['transcoder_tag', 'Transcoder tag'],
];

/** Stream urls, billing ids, flags, event form, transcoder, pull and mediaconnect settings (spec 2 §3, §6). */
export const ChannelSettingsFields = ({
  form,
  rights,
  update,
}: {
  form: ChannelForm;
  rights: ChannelEditorRights;
  update: (fields: Partial<ChannelForm>) => void;
}): React.JSX.Element => {
  const choices = useObservable(useService(ChannelsAdminQueries).choices$, undefined);
  const setMeta = (fields: Partial<ChannelMeta>): void => update({ meta: { ...form.meta, ...fields } });
  const flags: readonly (readonly [FlagKey, string])[] = [
    ['system_channel', 'System channel'],
    ...(rights.developer ? [['is_admin_channel', 'Is admin channel'] as const] : []),
    ['overrides', 'Overrides'],
    ['automatic_transcoder', 'Automatic transcoder'],
    ['use_pull', 'Use pull'],
    ['use_mediaconnect', 'Use mediaconnect'],
  ];
  return (
    <>
      <div style={grid}>
        {texts.map(([key, label]) => (
          <Field key={key} label={label}>
            <Input
              value={form.meta[key] ?? ''}
              data-testid={`channel-${key}`}
              onChange={(_, data) => setMeta({ [key]: data.value })}
            />
          </Field>
        ))}
        <ChannelBillingFields
          customer={form.meta.billing_customer}
          contract={form.meta.billing_contract}
          onChange={(billing) => setMeta(billing)}
        />
        <Field label="Event form">
          <Select
            value={form.meta.event_form ?? ''}
            data-testid="channel-event-form"
            onChange={(_, data) => setMeta({ event_form: data.value || undefined })}
          >
            <option value="">None</option>
            {choices?.eventForms.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Transcoder config">
          <Select
            value={form.meta.transcoder_config ?? ''}
            data-testid="channel-transcoder-config"
            onChange={(_, data) => setMeta({ transcoder_config: data.value || undefined })}
          >
            <option value="">None</option>
            {choices?.transcoderConfigs.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Transcoder size">
          <Select
            value={form.meta.transcoder_size ?? ''}
            data-testid="channel-transcoder-size"
            onChange={(_, data) => setMeta({ transcoder_size: data.value || undefined })}
          >
            <option value="">None</option>
            {choices?.transcoderSizes.map((size) => (
              <option key={size.value} value={size.value}>
                {size.label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Checkbox
          label="Transcoder"
          checked={form.transcoder}
          data-testid="channel-transcoder"
          onChange={(_, data) => update({ transcoder: data.checked === true })}
        />
        {flags.map(([key, label]) => (
          <Checkbox
            key={key}
            label={label}
            checked={form.meta[key] === true}
            data-testid={`channel-${key}`}
            onChange={(_, data) => setMeta({ [key]: data.checked === true })}
          />
        ))}
      </div>
    </>
  );
};
