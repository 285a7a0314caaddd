import {
  Field,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Textarea,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { ContentCells } from '../../application/content';
import { DeviceFeed, DevicesQueries, deviceLogUndidText } from '../../application/devices';
import type { DeviceLog } from '../../domain/devices';
import { Loading, useService, useQuery } from '../shared';

/**
 * The Log tab (spec 3 §2.6, §3 'Device log'): entries newest first with status, location, account and time, and a
 * new entry's comment, which the next Save sends as device_log.
 */
export const DeviceLogTab = ({
  id,
  comment,
  onComment,
}: {
  id: number;
  comment: string;
  onComment: (comment: string) => void;
}): React.JSX.Element => {
  const queries = useService(DevicesQueries);
  const feed = useService(DeviceFeed);
  const cells = useService(ContentCells);
  useEffect(() => feed.open(id), [feed, id]);
  const logs = useQuery(() => queries.logs$(id), [queries, id], undefined as readonly DeviceLog[] | undefined);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid="device-log">
      <Field label="New log entry" hint="Saved with the device (Save or Save and close).">
        <Textarea
          value={comment}
          resize="vertical"
          data-testid="device-log-comment"
          onChange={(_, data) => onComment(data.value)}
        />
      </Field>
      {logs === undefined ? (
        <Loading label="Loading the log…" />
      ) : logs.length === 0 ? (
        <Text>No log entries yet.</Text>
      ) : (
        <Table size="small" aria-label="Device log">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Time</TableHeaderCell>
              <TableHeaderCell>Status</TableHeaderCell>
              <TableHeaderCell>Location</TableHeaderCell>
              <TableHeaderCell>Account</TableHeaderCell>
              <TableHeaderCell>Comment</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {logs.map((log) => (
              <TableRow key={log.id} data-testid="device-log-row">
                <TableCell>{cells.isoTime(log.updated_at)}</TableCell>
                <TableCell>{log.device_data?.status ?? ''}</TableCell>
                <TableCell>{log.device_data?.location ?? ''}</TableCell>
                <TableCell>{queries.accountName(log.account_id)}</TableCell>
                <TableCell>
                  {log.meta.undid
                    ? deviceLogUndidText(cells.isoTime(log.meta.undid.saved_at))
                    : (log.meta.comment ?? '')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
};
