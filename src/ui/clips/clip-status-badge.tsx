import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { ClipStatus } from '../../domain/clips';

const colour: Readonly<Record<ClipStatus, BadgeProps['color']>> = {
  new: 'informative',
  processing: 'brand',
  error: 'danger',
  ready: 'success',
};

/** A clip, quality or export status as a badge (the text is the status, so it reads without colour). */
export const ClipStatusBadge = ({ status, label }: { status: ClipStatus; label?: string }): React.JSX.Element => (
  <Badge appearance="tint" color={colour[status]} data-status={status} style={{ whiteSpace: 'nowrap' }}>
    {label ? `${label}: ${status}` : status}
  </Badge>
);
