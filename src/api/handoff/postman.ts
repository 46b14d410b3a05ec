// A Postman Collection v2.1 of requests, with `{{baseUrl}}` as a collection variable and the credentials as variables an
// environment fills; plus that environment as a template whose values are empty.
import { NO_CREDENTIALS_NOTE, queryParams, variablesOf, type HandoffRequest } from './handoff-request';

export const POSTMAN_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

/** Postman's ids are UUIDs; a random one is enough (crypto.randomUUID needs a secure context, loopback http is not always one). */
function uuid(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function postmanCollection(requests: readonly HandoffRequest[], name = 'Listing Explorer hand-off'): string {
  const bases = [...new Set(requests.map((r) => r.baseUrl))];
  const baseVar = (r: HandoffRequest) => (bases.indexOf(r.baseUrl) === 0 ? 'baseUrl' : `baseUrl${bases.indexOf(r.baseUrl) + 1}`);
  const item = requests.map((r) => {
    const query = queryParams(r).map((p) => ({ key: p.name, value: 'variable' in p ? `{{${p.variable}}}` : encodeURIComponent(p.value) }));
    const path = [r.apiType, 'item_get', ''];
    return {
      name: `${r.params.operation} ${r.params.id}`,
      request: {
        method: 'GET',
        header: [],
        url: {
          raw: `{{${baseVar(r)}}}/${path.map(encodeURIComponent).join('/')}?${query.map((q) => `${q.key}=${q.value}`).join('&')}`,
          host: [`{{${baseVar(r)}}}`],
          path: path.map(encodeURIComponent),
          query,
        },
        description: `${r.params.operation === 'company' ? 'Company' : 'Product'} detail (item_get). Metered: every send is a billed call.`,
      },
      response: [],
    };
  });
  const collection = {
    info: { _postman_id: uuid(), name, description: `${NO_CREDENTIALS_NOTE} Import the environment template beside it and fill in its values in Postman (type "secret").`, schema: POSTMAN_SCHEMA },
    item,
    variable: bases.map((b, i) => ({ key: i === 0 ? 'baseUrl' : `baseUrl${i + 1}`, value: b, type: 'string' })),
  };
  return `${JSON.stringify(collection, null, 2)}\n`;
}

/** The environment the collection's credential variables come from: every value empty, to be filled in Postman. */
export function postmanEnvironment(requests: readonly HandoffRequest[], name = 'Listing Explorer credentials (empty template, holds no credentials)'): string {
  const environment = {
    id: uuid(),
    name,
    values: variablesOf(requests).map((key) => ({ key, value: '', type: 'secret', enabled: true })),
    _postman_variable_scope: 'environment',
  };
  return `${JSON.stringify(environment, null, 2)}\n`;
}
