import { can, uiFeatureRights, type UiFeature } from '../rights';

/** Whether an account type sees a UI part (the declaration: src/domain/rights/feature-rights.ts). */
export const canSeeFeature = (feature: UiFeature, type: string | undefined): boolean =>
  can(uiFeatureRights[feature].capability, { type });
