import { releaseStatuses } from '../../src/domain/cms';
import { demoUuid } from './demo-ids';
import type { SeedRow } from './bulk-insert';

// The list types of the demo (spec 3 §3 List type): fields as the content editor reads them.

const text = (name: string, title: string, extra: Record<string, unknown> = {}) => ({
  name,
  title,
  type: 'text',
  position: 'left',
  ...extra,
});

const releaseStatusField = {
  name: 'status',
  title: 'Status',
  type: 'select',
  position: 'left',
  options: releaseStatuses,
};

export const listTypeKeys = [
  'customers',
  'contracts',
  'releases',
  'broadcaster',
  'names',
  'locations',
  'series',
  'teams',
  'graphics',
  'models',
  'media',
] as const;
export type ListTypeKey = (typeof listTypeKeys)[number];

export const listTypeUuid = (key: ListTypeKey): string => demoUuid(`list_type:${key}`);

/** `customersListId` is the list the contract's customer picker points at (known once the lists exist). */
export const listTypeRows = (customersListId: number | undefined): SeedRow[] => {
  const types: Record<ListTypeKey, Record<string, unknown>> = {
    customers: {
      name: 'Billing customers',
      fields: [
        text('name', 'Name'),
        text('contact', 'Contact person', { position: 'right' }),
        text('email', 'E-mail', { position: 'right' }),
      ],
      list_fields: ['name', 'contact'],
    },
    contracts: {
      name: 'Billing contracts',
      fields: [
        text('title', 'Title'),
        { name: 'customer', title: 'Customer', type: 'content_select', content_id: customersListId, position: 'left' },
        // Unix seconds, as billing reads them (a day's start, an end date's last second): datetime fields, so
        // the generic record editor writes them back as seconds too (a date field holds an ISO day).
        { name: 'start_date', title: 'Start date', type: 'datetime', position: 'right' },
        { name: 'end_date', title: 'End date', type: 'datetime', position: 'right' },
        { name: 'last_billed', title: 'Last billed', type: 'datetime', position: 'right' },
        {
          name: 'include_open_before',
          title: 'Bill Open Before',
          type: 'checkbox',
          'true-text': 'Yes',
          'false-text': 'No',
        },
        { name: 'billables', title: 'Billables', type: 'group' },
        { name: 'expenses', title: 'Expenses', type: 'group' },
      ],
      list_fields: ['title', 'customer', 'end_date'],
    },
    // Release records (spec 3 §3): the key names the package in the bucket; the status is one of the eight.
    releases: {
      name: 'Streamer releases',
      fields: [
        text('version', 'Version'),
        text('key', 'Package key'),
        releaseStatusField,
        text('unit_ids', 'Unit ids', { position: 'right' }),
        { name: 'notes', title: 'Notes', type: 'markdown' },
      ],
      meta: { system: true },
    },
    broadcaster: {
      name: 'Broadcaster releases',
      fields: [
        text('version', 'Version'),
        text('key', 'Image key'),
        releaseStatusField,
        text('unit_ids', 'Unit ids', { position: 'right' }),
        text('os_version', 'OS version', { position: 'right' }),
      ],
      meta: { system: true },
    },
    names: {
      name: 'Named records',
      fields: [text('name', 'Name'), { name: 'description', title: 'Description', type: 'multiline', 'table-rows': 3 }],
    },
    locations: { name: 'Locations', fields: [text('name', 'Name'), text('address', 'Address', { position: 'right' })] },
    series: {
      name: 'Series',
      fields: [
        text('name', 'Name'),
        { name: 'start_time', title: 'Start', type: 'datetime' },
        { name: 'end_time', title: 'End', type: 'datetime' },
      ],
    },
    teams: {
      name: 'Teams',
      fields: [
        text('name', 'Name'),
        { name: 'logo', title: 'Logo', type: 's3file', position: 'right' },
        { name: 'kind', title: 'Kind', type: 'text' },
        { name: 'league', title: 'League', type: 'text', show: { kind: ['club', 'academy'] } },
        { name: 'internal_code', title: 'Internal code', type: 'text', admin_only: true },
        { name: 'uuid', title: 'Uuid', type: 'uuid' },
        {
          name: 'active',
          title: 'Active',
          type: 'checkbox',
          'true-text': 'Yes',
          'false-text': 'No',
          'true-icon': 'check',
          'false-icon': 'close',
        },
      ],
      list_fields: ['name', 'league'],
      import_json: true,
      meta: { upload_config: 'graphics_upload', system: false },
    },
    graphics: {
      name: 'Graphics',
      fields: [
        text('title', 'Title'),
        { name: 'image', title: 'Image', type: 's3file' },
        { name: 'notes', title: 'Notes', type: 'multiline' },
      ],
      meta: { upload_config: 'graphics_upload' },
    },
    // Imported media (spec 2 §7: content-list items of type import-mp4 or import-png carry a key): the forms'
    // content_select fields over this list offer each item by name and store its key (issue 29).
    media: {
      name: 'Imported media',
      fields: [
        text('name', 'Name'),
        {
          name: 'type',
          title: 'Type',
          type: 'select',
          options: [
            { value: 'import-mp4', label: 'Video (mp4)' },
            { value: 'import-png', label: 'Picture (png)' },
          ],
          position: 'right',
        },
        text('key', 'Storage key'),
      ],
      list_fields: ['name', 'type', 'key'],
    },
    models: {
      name: 'Device models',
      fields: [text('product_id', 'Product id'), text('model', 'Model'), text('manufacturer', 'Manufacturer')],
      list_fields: ['product_id', 'model'],
    },
  };
  return listTypeKeys.map((key) => ({ uuid: listTypeUuid(key), body: types[key] }));
};
