import * as t from 'io-ts';
import type { Customer } from '../../../domain/billing';
import { listOf, numericId, shape } from '../kit';

export const CustomerCodec: t.Type<Customer, unknown, unknown> = shape({ id: numericId, name: t.string });

/** The answer of GET content_list/{customers_list_id}. */
export const CustomerListCodec: t.Type<readonly Customer[], unknown, unknown> = listOf(CustomerCodec);
