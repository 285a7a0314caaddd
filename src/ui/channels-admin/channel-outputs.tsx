import { Button, Checkbox, Field, Input, Select } from '@fluentui/react-components';
import {
  ChannelsAdminQueries,
  newChannelOutput,
  streamerNumberFields,
  streamerTextFields,
  type ChannelForm,
  type StreamerForm,
} from '../../application/channels-admin';
import type { ChannelOutput } from '../../domain/channels';
import { useObservable, useService } from '../shared';
import { formGrid } from './form-grid';

const grid = formGrid(200);

const streamerLabels: Readonly<Record<keyof StreamerForm, string>> = {
  path: 'Path',
  config_file: 'Config file',
  params: 'Params',
  width: 'Width',
  height: 'Height',
  fps: 'Fps',
  interlaced: 'Interlaced',
  active: 'Active',
};

type Update = (fields: Partial<ChannelForm>) => void;

/** configuration.streamer (spec 2 §3): path, config_file, params, width, height, fps, interlaced, active. */
export const ChannelStreamerFields = ({ form, update }: { form: ChannelForm; update: Update }) => {
  const set = (fields: Partial<StreamerForm>): void => update({ streamer: { ...form.streamer, ...fields } });
  return (
    <div style={grid}>
      {[...streamerTextFields, ...streamerNumberFields].map((key) => (
        <Field key={key} label={`Streamer ${streamerLabels[key].toLowerCase()}`}>
          <Input
            value={form.streamer[key]}
            inputMode={key === 'width' || key === 'height' || key === 'fps' ? 'decimal' : undefined}
            data-testid={`channel-streamer-${key}`}
            onChange={(_, data) => set({ [key]: data.value })}
          />
        </Field>
      ))}
      <Checkbox
        label="Interlaced"
        checked={form.streamer.interlaced}
        onChange={(_, data) => set({ interlaced: data.checked === true })}
      />
      <Checkbox
        label="Streamer active"
        checked={form.streamer.active}
        onChange={(_, data) => set({ active: data.checked === true })}
      />
    </div>
  );
};

const OutputRow = ({
  output,
  index,
  onChange,
  onRemove,
}: {
  output: ChannelOutput;
  index: number;
  onChange: (output: ChannelOutput) => void;
  onRemove: () => void;
}) => (
  <div role="group" aria-label={`Output ${index + 1}`} style={{ display: 'flex', gap: 12, alignItems: 'end' }}>
    <Field label="Type">
      <Select
        value={output.type}
        data-testid="channel-output-type"
        onChange={(_, d) => onChange({ ...output, type: d.value })}
      >
        {['headend', 'srtla', ...(output.type === 'headend' || output.type === 'srtla' ? [] : [output.type])].map(
          (type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ),
        )}
      </Select>
    </Field>
    <Field label="Stream id (per-device stream)">
      <Input
        value={output.streamid ?? ''}
        onChange={(_, d) => {
          const { streamid: _old, ...rest } = output;
          onChange(d.value.trim() === '' ? rest : { ...rest, streamid: d.value });
        }}
      />
    </Field>
    <Checkbox
      label="Active"
      checked={output.active}
      data-testid="channel-output-active"
      onChange={(_, d) => onChange({ ...output, active: d.checked === true })}
    />
    <Button onClick={onRemove}>Remove</Button>
  </div>
);

/** configuration.output.outputs and the head-end instance: what the output state is made of (spec 2 §3, §4). */
export const ChannelOutputs = ({ form, update }: { form: ChannelForm; update: Update }) => {
  const choices = useObservable(useService(ChannelsAdminQueries).choices$, undefined);
  const replace = (index: number, output: ChannelOutput): void =>
    update({ outputs: form.outputs.map((current, at) => (at === index ? output : current)) });
  return (
    <>
      <Field label="Head-end instance" style={{ maxWidth: 320 }}>
        <Select
          value={form.headendInstance === undefined ? '' : String(form.headendInstance)}
          data-testid="channel-headend-instance"
          onChange={(_, d) => update({ headendInstance: d.value === '' ? undefined : Number(d.value) })}
        >
          <option value="">None</option>
          {choices?.headends.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label}
            </option>
          ))}
        </Select>
      </Field>
      {form.outputs.map((output, index) => (
        <OutputRow
          key={index}
          output={output}
          index={index}
          onChange={(changed) => replace(index, changed)}
          onRemove={() => update({ outputs: form.outputs.filter((_, at) => at !== index) })}
        />
      ))}
      <Button
        style={{ alignSelf: 'flex-start' }}
        data-testid="channel-output-add"
        onClick={() => update({ outputs: [...form.outputs, newChannelOutput()] })}
      >
        Add output
      </Button>
    </>
  );
};
