import * as t from 'io-ts';
import type { ClipQuality } from '../../src/domain/clips';
import { jsonObject, listOf, optional, shape } from '../../src/infrastructure/wire/kit';
import type { Services } from '../services';
import { storedSetting } from '../storage/stored-settings';

/**
 * The qualities a cut is made in come from the clip settings: the setting named `clip_qualities` (type
 * post_process_configuration), `value.qualities: [{title, name, order_num, bitrate?}]`. Without it, these.
 */
export const clipQualitiesSettingName = 'clip_qualities';

export interface QualityPlan extends ClipQuality {
  readonly name: string;
  /** kbps; sets the simulated file size. */
  readonly bitrate: number;
}

export const defaultClipQualities: readonly QualityPlan[] = [
  { title: '1080p', name: 'hd1080', order_num: 1, bitrate: 6000 },
  { title: '720p', name: 'hd720', order_num: 2, bitrate: 3500 },
  { title: '540p', name: 'sd540', order_num: 3, bitrate: 1800 },
];

/** The part of the clip_qualities setting value the server reads; a quality that is not a plan is skipped. */
const ClipQualitiesValueCodec = shape({}, { qualities: optional(listOf(t.unknown)) });

const planOf = (quality: unknown, index: number): QualityPlan | undefined => {
  if (!jsonObject.is(quality)) return undefined;
  if (typeof quality.name !== 'string' || quality.name === '') return undefined;
  return {
    name: quality.name,
    title: typeof quality.title === 'string' ? quality.title : quality.name,
    order_num: typeof quality.order_num === 'number' ? quality.order_num : index + 1,
    bitrate: typeof quality.bitrate === 'number' && quality.bitrate > 0 ? quality.bitrate : 2500,
  };
};

export const clipQualities = async (services: Services): Promise<readonly QualityPlan[]> => {
  const setting = await storedSetting(
    services.store,
    (message) => services.log.error(message),
    clipQualitiesSettingName,
    { value: ClipQualitiesValueCodec },
  );
  const listed = setting?.value?.qualities ?? [];
  const plans = listed.map(planOf).filter((plan): plan is QualityPlan => plan !== undefined);
  return plans.length > 0 ? plans : defaultClipQualities;
};

/** The bitrate of a quality by name (file sizes of ready clips). */
export const qualityBitrate = (qualities: readonly QualityPlan[], name: unknown): number =>
  qualities.find((quality) => quality.name === name)?.bitrate ?? 2500;
