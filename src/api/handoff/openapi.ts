// The OpenAPI 3.1 description of the two item_get operations, from the specification: every parameter, the five
// result types, the envelope, both records and every error code (with its billing), as one JSON document that Swagger
// UI, Scalar and Postman open. Credentials are security schemes (query apiKeys): the document holds no value of any.
import { ERROR_CODES } from '../error-catalog';
import { NO_CREDENTIALS_NOTE, UNKNOWN_BASE } from './handoff-request';

export interface OpenApiInput {
  baseUrl: string;
  companyApiType: string;
  productApiType: string;
}

const str = (description: string) => ({ type: 'string', description });
const arr = (description: string, items: object = {}) => ({ type: 'array', description, items });

const CONTENT_TYPES: Record<string, string> = {
  'application/json': 'result_type=json (non-ASCII as \\uXXXX) and result_type=jsonu (UTF-8 as is)',
  'application/xml': 'result_type=xml: root <response>, object keys as child elements, array elements as <li>',
  'text/plain': 'result_type=serialize (PHP serialize() of the envelope) and result_type=var_export (PHP var_export())',
};

function errorTable(): string {
  const rows = ERROR_CODES.map((e) => `| ${e.code} | ${e.message} | ${e.meaning} | ${e.billing === 'ignored' ? 'ignored' : 'not stated'} |`);
  return ['| error_code | Message | Meaning | Billing (whether charged) |', '|---|---|---|---|', ...rows].join('\n');
}

function parameter(name: string, description: string, schema: object, required = false) {
  return { name, in: 'query', required, description, schema };
}

function operation(kind: 'company' | 'product', apiType: string) {
  const idName = kind === 'company' ? 'item_id' : 'num_iid';
  const envelopeRef = { $ref: `#/components/schemas/${kind === 'company' ? 'CompanyEnvelope' : 'ProductEnvelope'}` };
  return {
    get: {
      operationId: `${kind}ItemGet`,
      summary: kind === 'company' ? 'Company detail' : 'Product detail by ID',
      description: `Returns one ${kind} listing record in the envelope (API family segment \`${apiType}\`). Every call is metered; an error is an envelope with error_code (HTTP status not stated by the specification). Sending the identifier as a JSON body with POST (key and secret in the URL) is shown by one client example; whether the service accepts it is not stated.`,
      tags: [kind],
      parameters: [
        { $ref: `#/components/parameters/${idName}` },
        { $ref: '#/components/parameters/cache' },
        { $ref: '#/components/parameters/result_type' },
        { $ref: '#/components/parameters/lang' },
        { $ref: '#/components/parameters/version' },
        { $ref: '#/components/parameters/timestamp' },
        { $ref: '#/components/parameters/nonceStr' },
        { $ref: '#/components/parameters/apis' },
      ],
      responses: {
        '200': {
          description: `The envelope with the ${kind} record (item) on success (error_code 0000), or an error envelope (see ErrorEnvelope and the error codes). Format by result_type.`,
          content: Object.fromEntries(
            Object.entries(CONTENT_TYPES).map(([type, description]) => [type, type === 'application/json' ? { schema: { oneOf: [envelopeRef, { $ref: '#/components/schemas/ErrorEnvelope' }] } } : { schema: { type: 'string', description } }]),
          ),
        },
      },
    },
  };
}

export function openApiDocument(input: OpenApiInput): object {
  const known = input.baseUrl !== UNKNOWN_BASE;
  const codes = ERROR_CODES.map((e) => ({ const: e.code, title: e.message, description: `${e.meaning} Billing: ${e.billing === 'ignored' ? 'ignored' : 'not stated'}.` }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Listing-detail retrieval API (company detail and product detail)',
      version: '1.0.0',
      summary: 'Two read-only item_get operations of a B2B directory: a company listing (item_id) and a product listing (num_iid).',
      description: `${NO_CREDENTIALS_NOTE}\n\nEvery response, successful or not, carries error_code, error and reason. Error codes:\n\n${errorTable()}\n\nLimits: a daily maximum and an expiry date (reported in api_info), a concurrency limit (4008) and a call-count limit (4013). Signed alternative: key, timestamp, nonceStr, signature and apis instead of secret.`,
    },
    servers: [{ url: known ? input.baseUrl : '{base_url}', description: known ? 'The gateway this file was made from' : 'Your gateway', ...(known ? {} : { variables: { base_url: { default: UNKNOWN_BASE } } }) }],
    tags: [
      { name: 'company', description: 'Company detail' },
      { name: 'product', description: 'Product detail by ID' },
    ],
    security: [
      { key: [], secret: [] },
      { key: [], signature: [] },
    ],
    paths: {
      [`/${encodeURIComponent(input.companyApiType)}/item_get/`]: operation('company', input.companyApiType),
      [`/${encodeURIComponent(input.productApiType)}/item_get/`]: operation('product', input.productApiType),
    },
    components: {
      securitySchemes: {
        key: { type: 'apiKey', in: 'query', name: 'key', description: 'Caller key (API_KEY). Must be in the URL query string.' },
        secret: { type: 'apiKey', in: 'query', name: 'secret', description: 'Caller secret (API_SECRET).' },
        signature: { type: 'apiKey', in: 'query', name: 'signature', description: 'Signed alternative (API_SIGNATURE): lowercase hex HMAC-SHA256(secret, canonical text); send with timestamp, nonceStr and apis.' },
      },
      parameters: {
        item_id: parameter('item_id', 'Company listing identifier (a word, an underscore, then digits in the sample).', { type: 'string', minLength: 1, maxLength: 128 }, true),
        num_iid: parameter('num_iid', 'Product identifier (a string of digits in the sample).', { type: 'string', minLength: 1, maxLength: 128 }, true),
        cache: parameter('cache', 'yes: cached data may be returned (faster); no: cached data is not used.', { type: 'string', enum: ['yes', 'no'], default: 'yes' }),
        result_type: parameter('result_type', 'Response format: json, jsonu (Chinese text readable, not escaped), xml, serialize (PHP), var_export (PHP).', { type: 'string', enum: ['json', 'jsonu', 'xml', 'serialize', 'var_export'], default: 'json' }),
        lang: parameter('lang', 'Translation language; cn is simplified Chinese.', { type: 'string', enum: ['cn', 'en', 'ru'], default: 'cn' }),
        version: parameter('version', 'API version (allowed values and default not stated).', { type: 'string' }),
        timestamp: parameter('timestamp', 'Signed mode: Unix seconds as a string.', { type: 'string', pattern: '^[0-9]+$' }),
        nonceStr: parameter('nonceStr', 'Signed mode: 16–32 characters [A-Za-z0-9].', { type: 'string', pattern: '^[A-Za-z0-9]{16,32}$' }),
        apis: parameter('apis', 'Signed mode: the interface names the config covers, comma-joined (e.g. company.item_get,product.item_get).', { type: 'string' }),
      },
      schemas: {
        ErrorCode: { type: 'string', description: 'Four digits; 0000 is success.', anyOf: [...codes, { type: 'string', pattern: '^[0-9]{4}$', description: 'A code the specification does not list.' }] },
        Envelope: {
          type: 'object',
          required: ['error_code', 'error', 'reason'],
          properties: {
            error_code: { $ref: '#/components/schemas/ErrorCode' },
            error: str('Empty on success; an error key on failure (item-not-found for 2000).'),
            reason: str('Empty on success; a human-readable reason on failure.'),
            secache: str('Cache key of the stored response.'),
            secache_time: { type: 'integer', description: 'Cache time, Unix seconds.' },
            secache_date: str('Cache time as local date-time text, YYYY-MM-DD HH:MM:SS.'),
            translate_status: str('Translation status; empty when no translation.'),
            translate_time: { type: 'number', description: 'Translation time; 0 when no translation.' },
            language: { type: 'object', properties: { default_lang: str('A lang value.'), current_lang: str('A lang value.') } },
            cache: { type: 'integer', description: '0 when not served from the cache.' },
            api_info: str('Account usage: today counter, daily max and expiry date, e.g. today:12 max:10000 all[12=10+2+0];expires:2027-12-31.'),
            execution_time: { type: ['string', 'number'], description: 'Execution time in seconds.' },
            server_time: str('Server time, <region>/<YYYY-MM-DD HH:MM:SS>.'),
            client_ip: str('Caller address as seen by the service.'),
            call_args: { type: ['object', 'array'], description: 'Echo of the call parameters; an empty list on the error response.' },
            api_type: str('API family code of the call.'),
            server_memory: str('Memory used, with unit.'),
            last_id: { type: ['boolean', 'string'], description: 'false in the sample.' },
            request_id: str('Request id (error responses; some successes).'),
          },
        },
        ErrorEnvelope: {
          allOf: [{ $ref: '#/components/schemas/Envelope' }],
          type: 'object',
          required: ['error', 'reason', 'error_code', 'success', 'cache', 'api_info', 'execution_time', 'server_time', 'call_args', 'api_type', 'request_id'],
          properties: { success: { type: 'integer', const: 0 } },
        },
        CompanyEnvelope: { allOf: [{ $ref: '#/components/schemas/Envelope' }], type: 'object', properties: { item: { $ref: '#/components/schemas/CompanyRecord' } } },
        ProductEnvelope: { allOf: [{ $ref: '#/components/schemas/Envelope' }], type: 'object', properties: { item: { $ref: '#/components/schemas/ProductRecord' } } },
        CompanyRecord: {
          type: 'object',
          properties: {
            num_iid: str('Listing identifier (the requested item_id).'),
            title: str('Listing title; may contain control characters.'),
            desc: str('Description; may contain HTML, including a hidden tracking image.'),
            desc_img: arr('Description images.'),
            detail_url: str('URL of the listing page.'),
            location: str('Regions separated by » (country, province, city).'),
            nick: str('Contact nickname of the seller.'),
            price: { type: 'number', description: 'Price; -1 appears in the sample (meaning not stated).' },
            seller_info: { type: 'object', properties: { company_id: str('Company id.'), company_name: str('Company name.'), shop_type: str('Membership-type label.'), zhuy: str("URL of the company's page.") } },
            props_img: arr('Property images.'),
            _ddf: str('Internal marker equal to the API family code.'),
            format_check: str('Format check result; ok in the sample.'),
            sales: { type: 'integer', description: 'Sales figure.' },
            shop_item: arr('Items of the shop (structure not shown).'),
            relate_items: arr('Related items (structure not shown).'),
          },
        },
        ProductRecord: {
          type: 'object',
          properties: {
            num_iid: str('Product identifier.'),
            title: str('Product title.'),
            desc_short: str('Short description.'),
            price: { type: ['number', 'string'], description: 'Price.' },
            nick: str('Seller nickname.'),
            detail_url: str('Product page URL.'),
            pic_url: str('Main picture URL.'),
            location: str('Region.'),
            props: arr('Product properties.', { type: 'object', properties: { name: { type: 'string' }, value: { type: 'string' } } }),
            min_num: { type: ['integer', 'string'], description: 'Minimum order quantity.' },
            priceRange: { type: ['object', 'array'], description: 'Price ranges: quantity threshold to price.' },
            item_imgs: arr('Product pictures.', { type: 'object', properties: { url: { type: 'string' } } }),
            desc: str('Description.'),
            seller_info: { type: 'object', properties: { title: str('Title.'), shop_name: str('Shop name.'), nick: str('Nick.'), user_num_id: str('User id.'), zhuy: str('Seller page URL.') } },
            props_img: { type: 'object', properties: { prop_img: arr('Property pictures.') } },
            desc_img: arr('Description picture URLs.', { type: 'string' }),
            sales: { type: ['integer', 'string'], description: 'Sales figure.' },
            shop_item: arr('Shop items (structure not shown).'),
            relate_items: arr('Related items (structure not shown).'),
          },
        },
      },
    },
  };
}

export function openApiFile(input: OpenApiInput): string {
  return `${JSON.stringify(openApiDocument(input), null, 2)}\n`;
}
