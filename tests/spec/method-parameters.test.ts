// Section 4.4 (and the limits of section 8): every payment-method parameter set in
// spec/schemas/method-parameters/ accepts a valid instance written from the source's text and rejects
// one invalid instance per constraint (length, enumeration, pattern, format, required member, stated
// condition, closedness). Each invalid instance is a valid one with one change, and each case names the
// keyword and the instance path that must fail, so no case can pass vacuously.
import type { ErrorObject, ValidateFunction } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAjv } from '../../packages/contract/ajv.mjs';
import { schemaFiles, walk } from '../../packages/contract/index.mjs';

type Json = any;
/** The files of spec/schemas/method-parameters/, through the model. */
const sets = schemaFiles('method-parameters');

// ---- building invalid instances from valid ones -------------------------------------------------

const DEL = Symbol('delete');
type Patch = Array<[string, unknown]>;
interface Case {
  name: string;
  patch: Patch;
  keyword: string;
  at: string;
  missing?: string;
}
interface Suite {
  valid: Json;
  alsoValid?: Json[];
  /** Base for the cases when it is not `valid`. */
  invalid: Case[];
}

const str = (n: number, ch = 'a') => ch.repeat(n);
const short = (v: unknown) => {
  const s = typeof v === 'string' ? `"${v.length > 24 ? `${v.slice(0, 8)}…(${v.length})` : v}"` : JSON.stringify(v);
  return s ?? String(v);
};
/** The member at `ptr` is removed: `required` fails at its parent. */
const missing = (ptr: string): Case => {
  const i = ptr.lastIndexOf('/');
  return { name: `without ${ptr}`, patch: [[ptr, DEL]], keyword: 'required', at: ptr.slice(0, i), missing: ptr.slice(i + 1) };
};
/** The member at `ptr` gets `value`: `keyword` fails at `at` (default `ptr`). */
const bad = (ptr: string, value: unknown, keyword: string, at = ptr): Case => ({
  name: `${ptr} = ${short(value)} fails ${keyword}`,
  patch: [[ptr, value]],
  keyword,
  at,
});
/** An unknown member at object `ptr`: the closing keyword fails there. */
const extra = (ptr = '', keyword = 'additionalProperties'): Case => ({
  name: `unknown member in ${ptr || 'the set'} fails ${keyword}`,
  patch: [[`${ptr}/unknown_member`, 'x']],
  keyword,
  at: ptr,
});
const many = (name: string, patch: Patch, keyword: string, at: string, miss?: string): Case => ({ name, patch, keyword, at, missing: miss });

function applyPatch(base: Json, patch: Patch): Json {
  const out = structuredClone(base);
  for (const [ptr, value] of patch) {
    const keys = ptr.split('/').slice(1);
    const last = keys.pop()!;
    const parent = keys.reduce((o: Json, k) => o[k], out);
    if (parent === undefined || parent === null) throw new Error(`no parent for ${ptr}`);
    if (value === DEL) delete parent[last];
    else parent[last] = value;
  }
  return out;
}

// ---- the sets, written from section 4.4 (and 8) ---------------------------------------------------

const shippingFull = {
  street1: 'Rua Augusta 1200',
  street2: 'Apto 51',
  houseNumber1: '1200',
  houseNumber2: '51',
  city: 'Sao Paulo',
  state: 'SP',
  postcode: '01304-001',
  country: 'BR',
  method: 'express',
  cost: '1500',
  comment: 'Leave at the door',
  expectedDate: '2026-03-01',
  logisticsProvider: 'Carrier',
  trackingNumber: 'TRK123',
  returnTrackingNumber: 'RTN123',
  normalized: 'yes',
  validationStatus: 'valid',
  warehouse: 'WH-1',
  preference: 'morning',
  middleName: 'Maria',
  companyName: 'ACME Ltda',
  phone: '+55 11 99999-0000',
  workPhone: '+55 11 3333-0000',
  mobile: '+55 11 99999-0001',
  email: 'ana@example.com',
  type: 'shipment',
};
const recipientFull = {
  salutation: 'Ms',
  firstName: 'Ana',
  middleName: 'Maria',
  lastName: 'Souza',
  apartment: '51',
  street: 'Rua Augusta',
  address: 'Rua Augusta 1200',
  city: 'Sao Paulo',
  state: 'SP',
  postcode: '01304-001',
  country: 'BR',
  phone: '5511999990000',
  email: 'ana@example.com',
};
const itemFull = {
  name: 'T-shirt',
  merchantItemId: 'SKU-1-ITEM',
  quantity: '2',
  type: 'physical',
  sku: 'TS-RED-M',
  currency: 'BRL',
  description: 'Red T-shirt, size M',
  commodityCode: '61091000',
  commodityDescription: 'T-shirts of cotton',
  originalPrice: '60.00',
  price: '5000',
  totalAmount: '10000',
  taxAmount: '1000',
  totalTaxAmount: '2000',
  tax: '10%',
  taxCategory: 'A',
  shipping: '15.50',
  discount: '500',
  giftMessage: 'Happy birthday',
  shippingMethod: 'express',
  shippingInstructions: 'Ring twice',
  shippingTrackingNumber: 'TRK123',
  quantityUnit: 'COUNT',
  productUrl: 'https://shop.example/p/ts-red-m',
  imageUrl: 'https://shop.example/img/ts-red-m.png',
  totalDiscountAmount: '5.00',
  productCode: 'TS',
  partNumber: 'P-1',
  itemNumber: '1',
  vatReferenceNumber: 'VAT-1',
  sellerId: 'seller-1',
  deliveryDate: '2026-03-01',
  recipient: recipientFull,
};
const paymentFull = { name: 'Gift card', type: 'GIFTCARD', amount: '20.00', currency: 'BRL', status: 'authorized', brand: 'House', primary: false };
const sellerFull = { id: 'seller-1', amount: '7000' };
const installments = { bnrg_installm_def: '00', bnrg_installm_months: '06', bnrg_installm_plan: '03' };
const taxIdentity = { document_type: 'cpf', document_number: '12345678909', social_name: 'Ana Souza', fiscal_country: 'BR', toBankAccountId: 'ba-1' };
const contactShipping = {
  customer_phone: '11999990000',
  customer_telnocc: '55',
  shipping_street1: 'Rua Augusta 1200',
  shipping_city: 'Sao Paulo',
  shipping_state: 'SP',
  shipping_postcode: '01304001',
  shipping_country: '076',
};
const senderReceiver = {
  payer_identity_type: 'passport',
  payer_identity_id: 'X1234567',
  payer_identity_country: 'BR',
  payer_identity_exp_date: '2030-01-01',
  payer_nationality: 'BR',
  payer_country_of_birth: 'BR',
  payee_first_name: 'Joao',
  payee_last_name: 'Lima',
  payee_middle_name: 'Carlos',
  payee_address: 'Rua B 2',
  payee_city: 'Rio de Janeiro',
  payee_state: 'RJ',
  payee_country: 'BR',
  payee_zip: '20000000',
  payee_phone: '21999990000',
  payee_birth_date: '1990-01-01',
  payee_identity_type: 'passport',
  payee_identity_id: 'Y7654321',
  payee_identity_country: 'BR',
  payee_identity_exp_date: '2031-01-01',
  payee_nationality: 'BR',
  payee_country_of_birth: 'BR',
};
const openBankingTypes = [
  'SORT_CODE', 'ACCOUNT_NUMBER', 'IBAN', 'BBAN', 'BIC', 'PAN', 'MASKED_PAN', 'MSISDN', 'BSB', 'NCC', 'ABA',
  'ABA_WIRE', 'ABA_ACH', 'EMAIL', 'ROLL_NUMBER', 'BLZ', 'IFS', 'CLABE', 'CTN', 'BRANCH_CODE', 'VIRTUAL_ACCOUNT_ID',
];
const collectionLink = {
  amount: 150.5,
  expiryDate: '2026-03-01T23:59:59Z',
  callbackUrl: 'https://merchant.example/callback',
  reference: 'ref-0001',
  merchantType: 'ecommerce',
  merchantName: 'ACME',
  accountId: 'acc-1',
  market: 'BR',
  type: 'OFFLINE',
  currency: 'BRL',
  redirectUrl: 'https://merchant.example/return',
};
const payoutBase = { paymentMethod: 'BANK', cashAccount: '0012345678' };

const suites: Record<string, Suite> = {
  CardInstallments: {
    valid: installments,
    alsoValid: [{ bnrg_installm_def: '01', bnrg_installm_months: '12', bnrg_installm_plan: '05' }, { ...installments, bnrg_installm_plan: '07' }],
    invalid: [
      missing('/bnrg_installm_def'),
      missing('/bnrg_installm_months'),
      missing('/bnrg_installm_plan'),
      bad('/bnrg_installm_def', '02', 'enum'),
      bad('/bnrg_installm_months', '6', 'pattern'),
      bad('/bnrg_installm_months', '123', 'pattern'),
      bad('/bnrg_installm_plan', '04', 'enum'),
    ],
  },
  CardTaxIdentity: {
    valid: taxIdentity,
    alsoValid: [{ document_type: 'cpf', document_number: '12345678909', social_name: 'Ana Souza', fiscal_country: 'BR' }],
    invalid: [
      missing('/document_type'),
      missing('/document_number'),
      missing('/social_name'),
      missing('/fiscal_country'),
      bad('/document_type', 'cnpj', 'enum'),
      bad('/document_number', '', 'minLength'),
      bad('/social_name', '', 'minLength'),
      bad('/fiscal_country', 'BRA', 'pattern'),
      bad('/toBankAccountId', 7, 'type'),
    ],
  },
  CardDescriptor: {
    valid: { descriptor: 'ACME*ORDER 12345' },
    alsoValid: [{}, { descriptor: str(20) }],
    invalid: [bad('/descriptor', str(21), 'maxLength')],
  },
  CardContactShipping: {
    valid: contactShipping,
    alsoValid: [{}, { shipping_postcode: '123456789' }],
    invalid: [
      bad('/shipping_postcode', '1234567890', 'pattern'),
      bad('/shipping_postcode', '01304-001', 'pattern'),
      bad('/shipping_country', '76', 'pattern'),
      bad('/shipping_country', 'BRA', 'pattern'),
      bad('/customer_phone', 11999990000, 'type'),
    ],
  },
  CardSenderReceiverIdentity: {
    valid: senderReceiver,
    alsoValid: [{}],
    invalid: [bad('/payer_identity_id', 1234567, 'type'), bad('/payee_zip', 20000000, 'type')],
  },
  CardShipping: {
    valid: shippingFull,
    alsoValid: [{}, { type: 'return' }],
    invalid: [
      bad('/street1', str(101), 'maxLength'),
      bad('/street2', str(101), 'maxLength'),
      bad('/houseNumber1', str(101), 'maxLength'),
      bad('/houseNumber2', str(101), 'maxLength'),
      bad('/city', str(81), 'maxLength'),
      bad('/state', str(51), 'maxLength'),
      bad('/postcode', str(17), 'maxLength'),
      bad('/country', 'BRA', 'pattern'),
      bad('/method', str(31), 'maxLength'),
      bad('/cost', str(14, '1'), 'pattern'),
      bad('/cost', '15.00', 'pattern'),
      bad('/comment', str(161), 'maxLength'),
      bad('/expectedDate', '2026-03-01T10', 'maxLength'),
      bad('/logisticsProvider', str(256), 'maxLength'),
      bad('/trackingNumber', str(256), 'maxLength'),
      bad('/returnTrackingNumber', str(256), 'maxLength'),
      bad('/normalized', str(256), 'maxLength'),
      bad('/validationStatus', str(256), 'maxLength'),
      bad('/warehouse', str(101), 'maxLength'),
      bad('/preference', str(22), 'maxLength'),
      bad('/companyName', str(61), 'maxLength'),
      bad('/phone', str(26, '1'), 'maxLength'),
      bad('/workPhone', str(26, '1'), 'maxLength'),
      bad('/mobile', str(26, '1'), 'maxLength'),
      bad('/email', `${str(120)}@ex.com.br`, 'maxLength'),
      bad('/type', 'pickup', 'enum'),
      bad('/type', 'shipments', 'maxLength'),
      bad('/middleName', 5, 'type'),
      extra(),
    ],
  },
  CardCartItemRecipient: {
    valid: recipientFull,
    alsoValid: [{}, { country: '076' }],
    invalid: [
      bad('/salutation', str(6), 'maxLength'),
      bad('/firstName', str(49), 'maxLength'),
      bad('/middleName', str(51), 'maxLength'),
      bad('/lastName', str(49), 'maxLength'),
      bad('/apartment', str(101), 'maxLength'),
      bad('/street', str(101), 'maxLength'),
      bad('/address', str(101), 'maxLength'),
      bad('/city', str(81), 'maxLength'),
      bad('/state', str(51), 'maxLength'),
      bad('/postcode', str(17), 'maxLength'),
      bad('/country', 'BRA', 'pattern'),
      bad('/country', '76', 'pattern'),
      bad('/phone', '+5511999990000', 'pattern'),
      bad('/phone', str(26, '1'), 'pattern'),
      bad('/email', str(129), 'maxLength'),
      extra(),
    ],
  },
  CardCartItem: {
    valid: itemFull,
    alsoValid: [{}, { quantityUnit: 'M' }, { quantityUnit: 'CM' }, { quantityUnit: 'KG' }, { quantityUnit: 'G' }, { shipping: '1234567890.99' }],
    invalid: [
      bad('/name', str(256), 'maxLength'),
      bad('/merchantItemId', str(256), 'maxLength'),
      bad('/quantity', '123456', 'pattern'),
      bad('/quantity', '2.5', 'pattern'),
      bad('/type', str(256), 'maxLength'),
      bad('/sku', str(256), 'maxLength'),
      bad('/currency', 'brl', 'pattern'),
      bad('/description', str(2049), 'maxLength'),
      bad('/commodityCode', '123456789', 'pattern'),
      bad('/commodityDescription', str(51), 'maxLength'),
      bad('/originalPrice', str(256), 'maxLength'),
      bad('/price', str(14, '1'), 'pattern'),
      bad('/totalAmount', str(14, '1'), 'pattern'),
      bad('/taxAmount', '10.00', 'pattern'),
      bad('/totalTaxAmount', str(14, '1'), 'pattern'),
      bad('/tax', '10.000%', 'maxLength'),
      bad('/taxCategory', 'ABC', 'maxLength'),
      bad('/shipping', '12345678901.00', 'pattern'),
      bad('/shipping', '15.505', 'pattern'),
      bad('/discount', str(14, '1'), 'pattern'),
      bad('/giftMessage', str(256), 'maxLength'),
      bad('/shippingMethod', str(256), 'maxLength'),
      bad('/shippingInstructions', str(256), 'maxLength'),
      bad('/shippingTrackingNumber', str(256), 'maxLength'),
      bad('/quantityUnit', 'LB', 'enum'),
      bad('/productUrl', 'not a url', 'format'),
      bad('/imageUrl', 'not a url', 'format'),
      bad('/totalDiscountAmount', '5.001', 'pattern'),
      bad('/productCode', str(31), 'maxLength'),
      bad('/partNumber', str(31), 'maxLength'),
      bad('/itemNumber', '1000', 'pattern'),
      bad('/vatReferenceNumber', str(31), 'maxLength'),
      bad('/sellerId', str(256), 'maxLength'),
      bad('/deliveryDate', str(11), 'maxLength'),
      bad('/recipient/firstName', str(49), 'maxLength'),
      extra(),
    ],
  },
  CardCartPayment: {
    valid: paymentFull,
    alsoValid: [{}, { type: 'PROMOTION', status: 'pending', primary: true }, { status: 'captured' }],
    invalid: [
      bad('/name', str(256), 'maxLength'),
      bad('/type', 'COUPON', 'enum'),
      bad('/type', str(256, 'G'), 'maxLength'),
      bad('/amount', '20.001', 'pattern'),
      bad('/amount', '12345678901', 'pattern'),
      bad('/currency', 'EURO', 'pattern'),
      bad('/status', 'settled', 'enum'),
      bad('/status', str(256, 'p'), 'maxLength'),
      bad('/brand', str(256), 'maxLength'),
      bad('/primary', 'true', 'type'),
      extra(),
    ],
  },
  CardMarketplaceSeller: {
    valid: sellerFull,
    alsoValid: [{}],
    invalid: [bad('/id', str(256), 'maxLength'), bad('/amount', '70.00', 'pattern'), bad('/amount', str(14, '1'), 'pattern'), extra()],
  },
  CardCart: {
    valid: { items: [itemFull], payments: [paymentFull] },
    alsoValid: [{}, { items: [] }],
    invalid: [bad('/items', itemFull, 'type'), bad('/items/0/quantityUnit', 'LB', 'enum'), bad('/payments/0/type', 'COUPON', 'enum'), extra()],
  },
  CardMarketplace: {
    valid: { sellers: [sellerFull, { id: 'seller-2', amount: '3000' }] },
    alsoValid: [{}],
    invalid: [bad('/sellers/1/id', str(256), 'maxLength'), bad('/sellers', sellerFull, 'type'), extra()],
  },
  CardMethodParameters: {
    valid: {
      ...installments,
      ...taxIdentity,
      descriptor: 'ACME*ORDER 12345',
      ...contactShipping,
      ...senderReceiver,
      shipping: shippingFull,
      cart: { items: [itemFull], payments: [paymentFull] },
      marketPlace: { sellers: [sellerFull] },
    },
    alsoValid: [{}, { descriptor: 'ACME' }, installments, { ...contactShipping, shipping: { city: 'Sao Paulo' } }],
    invalid: [
      missing('/bnrg_installm_months'),
      missing('/bnrg_installm_plan'),
      bad('/bnrg_installm_def', '02', 'enum'),
      missing('/social_name'),
      many(
        'toBankAccountId alone brings in the tax identity set',
        [['/document_type', DEL], ['/document_number', DEL], ['/social_name', DEL], ['/fiscal_country', DEL]],
        'required',
        '',
        'document_type',
      ),
      bad('/document_type', 'rg', 'enum'),
      bad('/descriptor', str(21), 'maxLength'),
      bad('/shipping_postcode', '1234567890', 'pattern'),
      bad('/payee_zip', 20000000, 'type'),
      bad('/shipping/street1', str(101), 'maxLength'),
      bad('/cart/items/0/quantityUnit', 'LB', 'enum'),
      bad('/cart/payments/0/status', 'settled', 'enum'),
      bad('/marketPlace/sellers/0/amount', '70.00', 'pattern'),
      extra('', 'unevaluatedProperties'),
      extra('/cart'),
      extra('/marketPlace'),
    ],
  },
  CryptoMethod: {
    valid: { network_type: 'tron', bech32: true, crypto_type: 'USDT', accountId: 'acc-1' },
    alsoValid: [{ crypto_type: 'BTC' }, { crypto_type: 'USDT', network_type: 'eth', bech32: false }],
    invalid: [missing('/crypto_type'), bad('/crypto_type', '', 'minLength'), bad('/network_type', 'bsc', 'enum'), bad('/bech32', 'false', 'type'), extra()],
  },
  CryptoCurrencyMethod: {
    valid: { cryptoCurrency: 'BTC' },
    invalid: [missing('/cryptoCurrency'), bad('/cryptoCurrency', '', 'minLength'), extra()],
  },
  CryptoConversionMethod: {
    valid: { toCurrency: 'EUR' },
    invalid: [missing('/toCurrency'), bad('/toCurrency', 'eur', 'pattern'), extra()],
  },
  TradingPlatformDeposit: {
    valid: { paymentGatewayName: 'gateway', paymentCurrency: 'USD', tradingAccountLogin: '100200' },
    alsoValid: [{ paymentGatewayName: 'gateway', paymentCurrency: 'USD' }],
    invalid: [missing('/paymentGatewayName'), missing('/paymentCurrency'), bad('/paymentGatewayName', '', 'minLength'), bad('/paymentCurrency', '', 'minLength'), extra()],
  },
  TradingPlatformWithdrawal: {
    valid: { withdrawCurrency: 'USD', address: 'wallet-address-1', tradingAccountLogin: '100200' },
    alsoValid: [{ withdrawCurrency: 'USD', address: 'wallet-address-1' }],
    invalid: [missing('/withdrawCurrency'), missing('/address'), bad('/withdrawCurrency', '', 'minLength'), bad('/address', '', 'minLength'), extra()],
  },
  BankDetail: {
    valid: { bank_code: '001', bank_account_number: '12345678' },
    invalid: [missing('/bank_code'), missing('/bank_account_number'), bad('/bank_code', '', 'minLength'), bad('/bank_account_number', '', 'minLength'), extra()],
  },
  IdentityDocumentNumber: {
    valid: { document_number: '12345678' },
    alsoValid: [{}],
    invalid: [bad('/document_number', 12345678, 'type'), extra()],
  },
  IdentityTypedDocument: {
    valid: { document_number: '12345678', document_type: 'DNI' },
    alsoValid: [{}],
    invalid: [bad('/document_type', 1, 'type'), bad('/document_number', 12345678, 'type'), extra()],
  },
  IdentityPersonalId: {
    valid: { personal_id: '1234567890' },
    alsoValid: [{}],
    invalid: [bad('/personal_id', 1234567890, 'type'), extra()],
  },
  IdentityMemberId: {
    valid: { memberId: 'member-1' },
    alsoValid: [{}],
    invalid: [bad('/memberId', 1, 'type'), extra()],
  },
  IdentityBankCuil: {
    valid: { bank_cuil: '20123456789' },
    alsoValid: [{}],
    invalid: [bad('/bank_cuil', 20123456789, 'type'), extra()],
  },
  IdentityBankCurp: {
    valid: { bank_curp: 'GODE561231HDFRRN04' },
    alsoValid: [{}],
    invalid: [bad('/bank_curp', 1, 'type'), extra()],
  },
  IdentityBankAccount: {
    valid: { orgCode: '0046', accountName: 'Ayse Yilmaz', accountNumber: 'TR330006100519786457841326' },
    alsoValid: [{}, { accountName: 'A' }, { accountName: str(64) }],
    invalid: [bad('/accountName', '', 'minLength'), bad('/accountName', str(65), 'maxLength'), bad('/accountNumber', 1, 'type'), bad('/orgCode', 46, 'type'), extra()],
  },
  UpiStyleMethod: {
    valid: { upi_id: 'payer@bank' },
    alsoValid: [{ upiAddress: 'payer@bank' }],
    invalid: [
      many('neither upi_id nor upiAddress fails minProperties', [['/upi_id', DEL]], 'minProperties', ''),
      many('both upi_id and upiAddress fail maxProperties', [['/upiAddress', 'payer@bank']], 'maxProperties', ''),
      bad('/upi_id', '', 'minLength'),
      extra(),
    ],
  },
  InstalmentBuyLater: {
    valid: {
      category: 'electronics',
      buyer_registered_since: '2024-05-01T10:00:00Z',
      buyer_loyalty_level: 3,
      shipping_amount: '10.00',
      tax_amount: '5.00',
      product_reference_id: 'prod-1',
      product_type: 'physical',
      product_sku: 'SKU-1',
      product_amount: '100.00',
    },
    alsoValid: [
      {
        category: 'electronics',
        buyer_registered_since: '2024-05-01T10:00:00+00:00',
        buyer_loyalty_level: 0,
        shipping_amount: 10,
        tax_amount: 5,
        product_reference_id: 'prod-1',
        product_type: 'physical',
        product_sku: 'SKU-1',
        product_amount: 100,
      },
    ],
    invalid: [
      missing('/category'),
      missing('/buyer_registered_since'),
      missing('/buyer_loyalty_level'),
      missing('/shipping_amount'),
      missing('/tax_amount'),
      missing('/product_reference_id'),
      missing('/product_type'),
      missing('/product_sku'),
      missing('/product_amount'),
      bad('/category', '', 'minLength'),
      bad('/buyer_registered_since', '2024-05-01T10:00:00+02:00', 'pattern'),
      bad('/buyer_registered_since', '2024-05-01 10:00Z', 'format'),
      bad('/buyer_loyalty_level', '3', 'type'),
      bad('/buyer_loyalty_level', 1.5, 'type'),
      bad('/buyer_loyalty_level', -1, 'minimum'),
      bad('/product_amount', true, 'type'),
      extra(),
    ],
  },
  HostedPageProductData: {
    valid: {
      product_reference_id: 'prod-1',
      product_name: 'Headphones',
      product_quantity: 2,
      product_sku: 'SKU-1',
      product_category: 'audio',
      product_url: 'https://shop.example/p/1',
      product_image_url: 'https://shop.example/i/1.png',
      product_type: 'physical',
    },
    alsoValid: [{}, { product_reference_id: str(64), product_name: str(255), product_quantity: 9999 }],
    invalid: [
      bad('/product_reference_id', str(65), 'maxLength'),
      bad('/product_name', str(256), 'maxLength'),
      bad('/product_quantity', 10000, 'maximum'),
      bad('/product_quantity', '2', 'type'),
      bad('/product_quantity', -1, 'minimum'),
      extra(),
    ],
  },
  MessageTransfer: {
    valid: { SecurityQuestion: 'Name of the first pet?', SecurityQuestionAnswer: 'Rex' },
    alsoValid: [{}, { SecurityQuestionAnswer: str(25) }],
    invalid: [
      bad('/SecurityQuestionAnswer', 'ab', 'minLength'),
      bad('/SecurityQuestionAnswer', str(26), 'maxLength'),
      bad('/SecurityQuestionAnswer', 'my answer', 'pattern'),
      extra(),
    ],
  },
  MessageTransferPayout: {
    valid: {
      payer_first_name: 'Ana',
      payer_email: 'ana@example.com',
      order_amount: '100.00',
      order_currency: 'CAD',
      order_description: 'Payout 1001',
      'parameters[SecurityQuestion]': 'Name of the first pet?',
      'parameters[SecurityQuestionAnswer]': 'Rex',
      account_uuid: '0b9a0e8e-3c1f-4a57-9d5d-2f4a1c9b6e21',
      fee_calculation_method: 'account_level',
    },
    alsoValid: [],
    invalid: [
      missing('/payer_first_name'),
      missing('/payer_email'),
      missing('/order_amount'),
      missing('/order_currency'),
      missing('/order_description'),
      missing('/parameters[SecurityQuestion]'),
      missing('/parameters[SecurityQuestionAnswer]'),
      missing('/account_uuid'),
      missing('/fee_calculation_method'),
      bad('/payer_first_name', '', 'minLength'),
      bad('/payer_email', 'a', 'minLength'),
      bad('/payer_email', `${str(50)}@example.com`, 'maxLength'),
      bad('/order_amount', '100,00', 'pattern'),
      bad('/order_currency', 'cad', 'pattern'),
      bad('/order_description', 'Pay1', 'minLength'),
      bad('/order_description', str(201), 'maxLength'),
      bad('/parameters[SecurityQuestion]', 'Pet name?', 'minLength'),
      bad('/parameters[SecurityQuestion]', str(41), 'maxLength'),
      bad('/parameters[SecurityQuestionAnswer]', 'ab', 'minLength'),
      bad('/parameters[SecurityQuestionAnswer]', str(41), 'maxLength'),
      bad('/parameters[SecurityQuestionAnswer]', 'my answer', 'pattern'),
      bad('/account_uuid', '', 'minLength'),
      bad('/fee_calculation_method', 'order_level', 'enum'),
    ],
  },
  OpenBankingPayeeIdentification: {
    valid: { type: 'IBAN', identification: 'GB33BUKB20201555555555' },
    alsoValid: openBankingTypes.map((type) => ({ type, identification: 'x' })),
    invalid: [missing('/type'), missing('/identification'), bad('/type', 'SWIFT', 'enum'), bad('/type', 'iban', 'enum'), bad('/identification', '', 'minLength'), extra()],
  },
  OpenBankingMethod: {
    valid: {
      payee_name: 'ACME Ltd',
      payee_country: 'GB',
      payee_identifications: [
        { type: 'SORT_CODE', identification: '202015' },
        { type: 'ACCOUNT_NUMBER', identification: '55555555' },
      ],
    },
    alsoValid: [{ payee_name: 'ACME Ltd', payee_country: 'GB', payee_identifications: openBankingTypes.map((type) => ({ type, identification: 'x' })) }],
    invalid: [
      missing('/payee_name'),
      missing('/payee_country'),
      missing('/payee_identifications'),
      bad('/payee_name', '', 'minLength'),
      bad('/payee_country', '', 'minLength'),
      bad('/payee_identifications', { type: 'IBAN', identification: 'x' }, 'type'),
      bad('/payee_identifications/0/type', 'SWIFT', 'enum'),
      missing('/payee_identifications/1/identification'),
      missing('/payee_identifications/1/type'),
      extra('/payee_identifications/0'),
      extra(),
    ],
  },
  MobileMoneyMethod: {
    valid: {
      AccountProviderCode: 'provider-1',
      NarrativeFileName: 'narrative.txt',
      NarrativeFileBase64: 'SGVsbG8gd29ybGQ=',
      ProviderReferenceText: 'Order 1001',
      Reference: 'ORDER-1001',
    },
    // "Mobile-money method (all O strings)": NarrativeFileBase64 is a string; no encoding or alphabet is shown.
    alsoValid: [{}, { NarrativeFileName: 'narrative.txt' }, { Reference: str(8) }, { NarrativeFileName: 'narrative.txt', NarrativeFileBase64: 'not base64!' }],
    invalid: [bad('/Reference', str(7), 'minLength'), bad('/NarrativeFileBase64', 1, 'type'), bad('/AccountProviderCode', 1, 'type'), extra()],
  },
  PayoutWithdrawal: {
    valid: payoutBase,
    invalid: [
      missing('/paymentMethod'),
      missing('/cashAccount'),
      bad('/paymentMethod', str(7, 'B'), 'maxLength'),
      bad('/paymentMethod', '', 'minLength'),
      bad('/cashAccount', str(33, '1'), 'maxLength'),
      bad('/cashAccount', '', 'minLength'),
    ],
  },
  PayoutIndia: {
    valid: { ...payoutBase, ifscCode: 'HDFC0000001' },
    alsoValid: [{ paymentMethod: str(6, 'B'), cashAccount: str(32, '1'), ifscCode: str(16, 'H') }],
    invalid: [missing('/ifscCode'), missing('/paymentMethod'), bad('/ifscCode', str(17, 'H'), 'maxLength'), bad('/ifscCode', '', 'minLength'), bad('/cashAccount', str(33, '1'), 'maxLength'), extra('', 'unevaluatedProperties')],
  },
  PayoutIndonesia: {
    valid: { ...payoutBase, name: 'Budi Santoso', accountNo: '1234567890' },
    alsoValid: [payoutBase],
    invalid: [missing('/cashAccount'), bad('/name', 1, 'type'), bad('/accountNo', 1234567890, 'type'), extra('', 'unevaluatedProperties')],
  },
  PayoutBrazil: {
    valid: { ...payoutBase, taxNumber: '12345678909' },
    alsoValid: [{ ...payoutBase, taxNumber: '12345678000195' }],
    invalid: [
      missing('/taxNumber'),
      missing('/paymentMethod'),
      bad('/taxNumber', '123456789012', 'pattern'),
      bad('/taxNumber', '123.456.789-09', 'pattern'),
      extra('', 'unevaluatedProperties'),
    ],
  },
  PayoutColombia: {
    valid: { ...payoutBase, cashAccountType: 'AHORROS', idType: 'CC', identity: '1020304050' },
    alsoValid: [{ ...payoutBase, cashAccountType: 'CORRIENTE', idType: 'CE', identity: '1020304050' }],
    invalid: [
      missing('/cashAccountType'),
      missing('/idType'),
      missing('/identity'),
      missing('/cashAccount'),
      bad('/cashAccountType', 'SAVINGS', 'enum'),
      bad('/idType', 'DNI', 'enum'),
      bad('/identity', '', 'minLength'),
      many('cci_ (Peru only) fails unevaluatedProperties', [['/cci_', '00212345678901234567']], 'unevaluatedProperties', ''),
    ],
  },
  PayoutPeru: {
    valid: {
      ...payoutBase,
      cashAccountType: 'CORRIENTE',
      idType: 'DNI',
      identity: '12345678',
      cci_: '00212345678901234567',
      name: 'Luis Quispe',
      email: 'luis@example.com',
      phone: '51987654321',
    },
    alsoValid: ['CE', 'PAS', 'RUC'].map((idType) => ({
      ...payoutBase,
      cashAccountType: 'AHORROS',
      idType,
      identity: '12345678',
      cci_: '00212345678901234567',
      name: 'Luis Quispe',
      email: 'luis@example.com',
      phone: '51987654321',
    })),
    invalid: [
      missing('/cashAccountType'),
      missing('/idType'),
      missing('/identity'),
      missing('/cci_'),
      missing('/name'),
      missing('/email'),
      missing('/phone'),
      missing('/paymentMethod'),
      bad('/cashAccountType', 'SAVINGS', 'enum'),
      bad('/idType', 'CC', 'enum'),
      bad('/cci_', str(21, '0'), 'maxLength'),
      bad('/cci_', '', 'minLength'),
      bad('/identity', '', 'minLength'),
      bad('/name', '', 'minLength'),
      bad('/email', '', 'minLength'),
      bad('/phone', '', 'minLength'),
      extra('', 'unevaluatedProperties'),
    ],
  },
  WithdrawalToAccount: {
    valid: {
      ToAccountNumber: '1234567890',
      ToAccountName: 'Nguyen Van A',
      ToProvince: 'Ha Noi',
      ToCity: 'Ha Noi',
      ToBranch: 'Main',
      ToAddress: '1 Street',
      Email: 'a@example.com',
      Phone: '84901234567',
    },
    alsoValid: [{}],
    invalid: [bad('/ToAccountNumber', 1234567890, 'type'), bad('/Phone', 84901234567, 'type'), extra()],
  },
  InstantPaymentKeyPayin: {
    valid: { branch_identifier: '0001', source_account_number: '123456', type_document: 'CPF', debtor_document: '12345678909', debtor_name: 'Ana Souza' },
    alsoValid: [{}, { type_document: 'CNPJ', debtor_document: '12345678000195', debtor_name: str(25) }],
    invalid: [
      bad('/branch_identifier', '001', 'pattern'),
      bad('/branch_identifier', '00001', 'pattern'),
      bad('/type_document', 'RG', 'enum'),
      bad('/debtor_document', '1234567890', 'pattern'),
      bad('/debtor_document', '123456789012', 'pattern'),
      bad('/debtor_name', str(26), 'maxLength'),
      extra(),
    ],
  },
  InstantPaymentKeyPayinRequest: {
    valid: { order: { amount: '100.00', currency: 'BRL' }, fine: '2.00', merchant_key: 'mk' },
    invalid: [missing('/order'), missing('/fine'), missing('/order/amount'), bad('/order/amount', '100,00', 'pattern')],
  },
  InstantPaymentKeyPayinResponse: {
    valid: { qr_code_id: 'qr-1', status: 'pending', base_64_image: 'iVBORw0KGgo=', pix_copy_and_paste: '00020126580014' },
    // Section 4.4 names base_64_image only (no encoding, alphabet or padding is stated), so no pattern applies to it;
    // it is still a string.
    invalid: [missing('/qr_code_id'), missing('/status'), missing('/base_64_image'), missing('/pix_copy_and_paste'), bad('/base_64_image', 42, 'type'), bad('/qr_code_id', '', 'minLength')],
  },
  InstantPaymentKeyPayout: {
    valid: { key: '123e4567-e89b-12d3-a456-426614174000', source_account_number: '123456', branch_identifier: '0001' },
    alsoValid: [
      { key: '12345678909', source_account_number: '123456', branch_identifier: '0001' },
      { key: '12345678000195', source_account_number: '123456', branch_identifier: '0001' },
      { key: `${str(160)}@example.com`, source_account_number: '123456', branch_identifier: '0001' },
      { key: '5511999990000', source_account_number: '123456', branch_identifier: '0001' },
    ],
    invalid: [
      missing('/key'),
      missing('/source_account_number'),
      missing('/branch_identifier'),
      bad('/key', '', 'minLength'),
      bad('/key', str(37), 'anyOf'),
      bad('/key', `${str(170)}@example.com`, 'anyOf'),
      bad('/source_account_number', '', 'minLength'),
      bad('/branch_identifier', '', 'minLength'),
      extra(),
    ],
  },
  InstantPaymentKeyPayoutRequest: {
    valid: { order: { amount: '100.00' } },
    invalid: [missing('/order'), missing('/order/amount'), bad('/order/amount', 'ten', 'pattern')],
  },
  CollectionLink: {
    valid: collectionLink,
    alsoValid: ['PIX', 'OFFLINE_SERVICE_PAYMENT', 'SPEI', 'PULL'].map((type) => ({ ...collectionLink, type })),
    invalid: [
      ...['amount', 'expiryDate', 'callbackUrl', 'reference', 'merchantType', 'merchantName', 'accountId', 'market', 'type', 'currency'].map((m) => missing(`/${m}`)),
      bad('/amount', '150.50', 'type'),
      bad('/type', 'CARD', 'enum'),
      bad('/type', 'pix', 'enum'),
      bad('/callbackUrl', 'not a url', 'format'),
      bad('/redirectUrl', 'not a url', 'format'),
      bad('/reference', '', 'minLength'),
      many('bankDetails.cbu without alias fails dependentRequired', [['/bankDetails', { cbu: '0110599520000001234567' }]], 'dependentRequired', '/bankDetails'),
      extra(),
    ],
  },
  CollectionLinkBankDetails: {
    valid: { cbu: '0110599520000001234567', alias: 'ana.souza.mp' },
    // "bankDetails.phoneNumber and bankDetails.otp (collected on interaction)": neither requires the other.
    alsoValid: [{}, { phoneNumber: '5491155551234', otp: '123456' }, { phoneNumber: '5491155551234' }, { otp: '123456' }],
    invalid: [
      many('cbu without alias fails dependentRequired', [['/alias', DEL]], 'dependentRequired', '', 'alias'),
      many('alias without cbu fails dependentRequired', [['/cbu', DEL]], 'dependentRequired', '', 'cbu'),
      bad('/phoneNumber', '', 'minLength'),
      extra(),
    ],
  },
  CollectionLinkTaxId: {
    valid: { ...collectionLink, clientTaxId: '20123456789' },
    invalid: [missing('/clientTaxId'), missing('/amount'), bad('/clientTaxId', '', 'minLength'), extra()],
  },
  CollectionLinkClientName: {
    valid: { ...collectionLink, clientname: 'Maria Gonzalez' },
    invalid: [missing('/clientname'), missing('/currency'), bad('/clientname', '', 'minLength'), extra()],
  },
  CollectionLinkPull: {
    valid: { ...collectionLink, type: 'PULL', bankDetails: { cbu: '0110599520000001234567', alias: 'ana.souza.mp' } },
    // The phone pair is collected on interaction: a pull request may carry it whole, in part, or not yet.
    alsoValid: [
      { ...collectionLink, type: 'PULL', bankDetails: { phoneNumber: '5491155551234', otp: '123456' } },
      { ...collectionLink, type: 'PULL', bankDetails: { phoneNumber: '5491155551234' } },
      { ...collectionLink, type: 'PULL', bankDetails: {} },
    ],
    invalid: [
      missing('/bankDetails'),
      missing('/type'),
      bad('/type', 'SPEI', 'const'),
      bad('/bankDetails', 'cbu', 'type'),
      many('bankDetails with alias but no cbu fails dependentRequired', [['/bankDetails/cbu', DEL]], 'dependentRequired', '/bankDetails'),
    ],
  },
  VoucherAuthorizationHeader: {
    valid: { authorization: 'token-abc', 'content-type': 'application/json' },
    invalid: [missing('/authorization'), bad('/authorization', '', 'minLength')],
  },
  VoucherReferenceRequest: {
    valid: { order: { amount: 100.5 }, public_id: 'pub-00000001', reference_type: true },
    alsoValid: [{ order: { amount: 100 }, public_id: str(40), reference_type: false }],
    invalid: [
      missing('/order'),
      missing('/order/amount'),
      missing('/public_id'),
      missing('/reference_type'),
      bad('/order/amount', '100.50', 'type'),
      bad('/public_id', str(41), 'maxLength'),
      bad('/public_id', '', 'minLength'),
      bad('/reference_type', 'true', 'type'),
    ],
  },
  VoucherPaymentRequest: {
    valid: { gateway_id: 'gw-1' },
    invalid: [missing('/gateway_id'), bad('/gateway_id', '', 'minLength')],
  },
  TwoStepIdentitySession: {
    valid: {
      order: { number: 'o-1', amount: '10.00', currency: 'EUR', description: 'Order 1' },
      customer: { name: 'Ana Souza', email: 'ana@example.com' },
      billing_address: { phone: '+351912345678', country: 'PT', address: 'Rua A 1', city: 'Lisboa', zip: '1000-001' },
    },
    // "customer.name (first and last name)": the source gives no format, so the contract imposes none.
    alsoValid: [
      {
        order: { number: 'o-1', amount: '10.00', currency: 'EUR', description: 'Order 1' },
        customer: { name: 'Souza', email: 'ana@example.com' },
        billing_address: { phone: '+351912345678', country: 'PT', address: 'Rua A 1', city: 'Lisboa', zip: '1000-001' },
      },
    ],
    invalid: [
      missing('/customer'),
      missing('/billing_address'),
      missing('/customer/name'),
      missing('/customer/email'),
      missing('/billing_address/phone'),
      missing('/billing_address/country'),
      missing('/billing_address/address'),
      missing('/billing_address/city'),
      missing('/billing_address/zip'),
      bad('/customer/name', '', 'minLength'),
      bad('/customer/email', '', 'minLength'),
      bad('/billing_address/country', 'Portugal', 'pattern'),
      bad('/billing_address/phone', '', 'minLength'),
    ],
  },
  WalletCardSession: {
    valid: {
      order: { number: 'o-1', amount: '10.00', currency: 'EUR', description: 'Order 1' },
      success_url: 'https://merchant.example/success',
      error_url: 'https://merchant.example/error',
      billing_address: { country: 'DE', city: 'Berlin', address: 'Str. 1', zip: '10115', state: 'BE' },
      customer: { name: 'Anna Schmidt', email: 'anna@example.com' },
    },
    alsoValid: [
      {
        order: { amount: '10.00', currency: 'EUR' },
        success_url: 'https://merchant.example/success',
        error_url: 'https://merchant.example/error',
        billing_address: { country: 'DE', city: 'Berlin', address: 'Str. 1', zip: '10115' },
        customer: { name: 'Anna Schmidt', email: 'anna@example.com' },
      },
    ],
    invalid: [
      missing('/order'),
      missing('/order/amount'),
      missing('/order/currency'),
      missing('/success_url'),
      missing('/error_url'),
      missing('/billing_address'),
      missing('/customer'),
      missing('/customer/name'),
      missing('/customer/email'),
      bad('/order/currency', 'eur', 'pattern'),
      bad('/success_url', 'http://merchant.example/success', 'pattern'),
      bad('/error_url', 'not a url', 'format'),
      bad('/billing_address/state', 1, 'type'),
    ],
  },
  InstantPaymentQrSession: {
    valid: { order: { number: 'o-1', amount: '100.00', currency: 'RSD', description: 'Order 1' } },
    alsoValid: ['EUR', 'BAM', 'MKD'].map((currency) => ({ order: { currency } })),
    invalid: [missing('/order'), missing('/order/currency'), bad('/order/currency', 'USD', 'enum'), bad('/order/currency', 'rsd', 'enum')],
  },
  InstantPaymentQrResponse: {
    valid: { result: 'redirect', redirect_params: { qr_code: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==' } },
    invalid: [missing('/redirect_params'), missing('/redirect_params/qr_code'), bad('/redirect_params/qr_code', 'not base64!', 'pattern')],
    // No length is given for qr_code (sections 4.3, 4.4): the contract sets no minimum.
  },
  ApiKeySecretHeaders: {
    valid: { 'X-API-Key': 'key-1', 'X-API-Secret': 'secret-1' },
    invalid: [missing('/X-API-Key'), missing('/X-API-Secret'), bad('/X-API-Key', '', 'minLength'), bad('/X-API-Secret', '', 'minLength')],
  },
  WalletTokenAdminSettings: {
    valid: {
      merchantIdentifier: 'merchant.example',
      certificate: '-----BEGIN CERTIFICATE-----',
      privateKey: '-----BEGIN PRIVATE KEY-----',
      processingPrivateKey: '-----BEGIN PRIVATE KEY-----',
      environment: 'TEST',
      allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
      supportedNetworks: ['network-1'],
      gatewayName: 'gateway',
      gatewayMerchantId: 'gw-merchant-1',
    },
    alsoValid: [{}, { environment: 'PRODUCTION', allowedAuthMethods: ['CRYPTOGRAM_3DS'] }],
    invalid: [
      bad('/environment', 'SANDBOX', 'enum'),
      bad('/allowedAuthMethods/0', 'TOKEN', 'enum'),
      bad('/allowedAuthMethods/1', 'PAN_ONLY', 'uniqueItems', '/allowedAuthMethods'),
      bad('/allowedAuthMethods', 'PAN_ONLY', 'type'),
      extra(),
    ],
  },
};

// ---- validators ---------------------------------------------------------------------------------

const validators = new Map<string, ValidateFunction>();

// One ajv for every set (each set's schema is checked against the 2020-12 meta-schema as it is compiled; the
// meta-schema is compiled once, not once per set).
beforeAll(async () => {
  const ajv = createAjv();
  for (const set of sets) validators.set(set.name, ajv.compile(await set.dereferenced()) as ValidateFunction);
});

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  JSON.stringify((errors ?? []).map((e) => `${e.instancePath || '/'} ${e.keyword} ${JSON.stringify(e.params)}`));

describe('method-parameter set files', () => {
  it('has one file per set, and each has a suite of cases here', () => {
    expect(sets.length).toBeGreaterThan(40);
    expect(sets.map((f) => f.name).sort()).toEqual(Object.keys(suites).sort());
  });

  it.each(sets.map((f) => [f.name, f.schema] as const))('%s: 2020-12 object schema, title is the file name, x-source, no $id', (name, schema) => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.title).toBe(name);
    expect(typeof schema.description).toBe('string');
    expect(schema.description.trim().length).toBeGreaterThan(0);
    const sections = Array.isArray(schema['x-source']) ? schema['x-source'] : [schema['x-source']];
    expect(sections.length).toBeGreaterThan(0);
    for (const s of sections) expect(s).toMatch(/^[1-9][0-9]*(\.[0-9]+)*$/);
    expect(sections).toContain('4.4');
    expect(schema.type).toBe('object');
    expect(schema.properties).toBeTypeOf('object');
    expect(Array.isArray(schema.required)).toBe(true);
    const ids: string[] = [];
    const gaps: unknown[] = [];
    walk(schema, (node: Json, pointer: string) => {
      if ('$id' in node) ids.push(pointer || '/');
      if ('x-gap' in node) gaps.push(node['x-gap']);
    });
    expect(ids).toEqual([]);
    for (const g of gaps) {
      expect(typeof g).toBe('string');
      expect((g as string).trim()).not.toBe('');
      expect(g as string).not.toMatch(/\n/);
    }
  });

  it('refers only to schema files beside it or in spec/schemas', () => {
    let count = 0;
    for (const { name, schema } of sets) {
      walk(schema, (node: Json, pointer: string) => {
        if (typeof node.$ref !== 'string') return;
        count++;
        expect(node.$ref, `${name}#${pointer}`).toMatch(/^\.\.?\/[A-Za-z0-9]+\.yaml$/);
      });
    }
    expect(count, 'some sets reuse shared schemas').toBeGreaterThan(0);
  });

  it('open banking lists exactly the 21 identification types of the source', () => {
    const schema = sets.find((f) => f.name === 'OpenBankingPayeeIdentification')!.schema;
    expect(schema.properties.type.enum).toEqual(openBankingTypes);
  });
});

const cases = Object.entries(suites).flatMap(([name, suite]) => [
  ...[suite.valid, ...(suite.alsoValid ?? [])].map((instance, i) => ({ label: `${name}: valid instance ${i}`, name, instance, c: undefined as Case | undefined })),
  ...suite.invalid.map((c) => ({ label: `${name}: ${c.name}`, name, instance: applyPatch(suite.valid, c.patch), c })),
]);

describe('method-parameter sets', () => {
  it.each(cases.map((x) => [x.label, x] as const))('%s', (_label, x) => {
    const validate = validators.get(x.name);
    expect(validate, `no schema file for ${x.name}`).toBeDefined();
    const ok = validate!(x.instance);
    if (!x.c) {
      expect(describeErrors(validate!.errors)).toBe('[]');
      expect(ok).toBe(true);
      return;
    }
    const c = x.c;
    // The invalid instance differs from the valid one.
    expect(JSON.stringify(x.instance)).not.toBe(JSON.stringify(suites[x.name].valid));
    expect(ok).toBe(false);
    const hit = (validate!.errors ?? []).find(
      (e) => e.keyword === c.keyword && e.instancePath === c.at && (c.missing === undefined || (e.params as Json).missingProperty === c.missing),
    );
    expect(hit, `expected ${c.keyword} at "${c.at}"${c.missing ? ` (${c.missing})` : ''}; got ${describeErrors(validate!.errors)}`).toBeTruthy();
  });
});
