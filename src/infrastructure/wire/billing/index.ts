export { billingHttpCalls } from './billing.http';
export {
  ContractCodec,
  ContractItemCodec,
  ContractItemDataCodec,
  ContractListCodec,
  CustomerRefCodec,
} from './contract.codec';
export { CustomerCodec, CustomerListCodec } from './customer.codec';
