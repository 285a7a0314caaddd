import { isRight } from 'fp-ts/lib/Either';
import * as t from 'io-ts';
import {
  contractItemTypes,
  type Contract,
  type ContractItem,
  type ContractItemData,
  type CustomerRef,
} from '../../../domain/billing';
import { listOf, numericId, oneOf, optional, shape } from '../kit';
import { amount, blankable } from '../schedule';

/** Unix seconds, as a number or an integer string; an empty date field is absent. */
const unixTime = blankable(numericId);

/** A list the content record may leave out or null: absent means none. */
const listOrNone = <A>(codec: t.Type<A, unknown, unknown>): t.Type<readonly A[], unknown, unknown> => {
  const list = listOf(codec);
  return new t.Type<readonly A[], unknown, unknown>(
    `listOrNone(${codec.name})`,
    list.is,
    (u, context) => (u === undefined || u === null ? t.success([]) : list.validate(u, context)),
    list.encode,
  );
};

export const ContractItemDataCodec: t.Type<ContractItemData, unknown, unknown> = shape({
  name: t.string,
  type: oneOf(contractItemTypes),
  price: amount,
});

export const ContractItemCodec: t.Type<ContractItem, unknown, unknown> = shape(
  { data: ContractItemDataCodec },
  { id: optional(numericId) },
);

const CustomerObjectCodec: t.Type<CustomerRef, unknown, unknown> = shape(
  { id: numericId },
  { name: optional(t.string) },
);

/** The contract's customer: `{id, name}`, or the bare customer id a content-select field stores. */
export const CustomerRefCodec: t.Type<CustomerRef, unknown, unknown> = new t.Type<CustomerRef, unknown, unknown>(
  'CustomerRef',
  CustomerObjectCodec.is,
  (u, context) => {
    if (typeof u !== 'number' && typeof u !== 'string') return CustomerObjectCodec.validate(u, context);
    const id = numericId.validate(u, context);
    return isRight(id) ? t.success({ id: id.right }) : id;
  },
  t.identity,
);

export const ContractCodec: t.Type<Contract, unknown, unknown> = shape(
  { id: numericId, title: t.string, billables: listOrNone(ContractItemCodec), expenses: listOrNone(ContractItemCodec) },
  {
    customer: blankable(CustomerRefCodec),
    last_billed: unixTime,
    start_date: unixTime,
    end_date: unixTime,
    include_open_before: optional(t.boolean),
  },
);

/** The answer of GET content_list/{contracts_list_id}. */
export const ContractListCodec: t.Type<readonly Contract[], unknown, unknown> = listOf(ContractCodec);
