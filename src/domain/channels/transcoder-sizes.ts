// Transcoder size options of an output channel (spec 1 §9): the vCPU count of the cloud machine, from 4x to 72x
// on the default family, plus AMD Gen 6 and 7 and GPU Gen 5 and 6 families up to 192x.

export interface TranscoderSizeOption {
  /** Stored in channel meta.transcoder_size. */
  readonly value: string;
  readonly label: string;
}

interface Family {
  readonly prefix: string;
  readonly label: string;
  readonly sizes: readonly number[];
}

const families: readonly Family[] = [
  { prefix: '', label: '', sizes: [4, 8, 16, 36, 48, 72] },
  { prefix: 'amd-gen6-', label: 'AMD Gen 6 ', sizes: [4, 8, 16, 32, 48, 64, 96, 128, 192] },
  { prefix: 'amd-gen7-', label: 'AMD Gen 7 ', sizes: [4, 8, 16, 32, 48, 64, 96, 128, 192] },
  { prefix: 'gpu-gen5-', label: 'GPU Gen 5 ', sizes: [4, 8, 16, 32, 48, 64, 96, 192] },
  { prefix: 'gpu-gen6-', label: 'GPU Gen 6 ', sizes: [4, 8, 16, 32, 48, 64, 96, 192] },
];

export const transcoderSizeOptions: readonly TranscoderSizeOption[] = families.flatMap((family) =>
  family.sizes.map((size) => ({ value: `${family.prefix}${size}x`, label: `${family.label}${size}x` })),
);

/** The label of a stored size; an unknown value is shown as stored. */
export const transcoderSizeLabel = (value: string | undefined): string =>
  transcoderSizeOptions.find((option) => option.value === value)?.label ?? value ?? '';
