// Reference gateway: the listing-detail API of the specification, over the built-in data set. (Placeholder: being built.)
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where `npm start` and `npm run dev` mount the gateway on the app's origin. */
export const GATEWAY_MOUNT = '/gateway';

export interface GatewayOptions {
  latencyMs?: number;
  upstream?: string;
  companyFamily?: string;
  productFamily?: string;
}

export interface CatalogAccount {
  key: string;
  secret: string;
  expect: string;
  note: string;
}
export interface CatalogSample {
  id: string;
  family: 'company' | 'product';
  note: string;
}
export interface Catalog {
  accounts: CatalogAccount[];
  samples: CatalogSample[];
  families: { company: string; product: string };
}

export interface Gateway {
  handle(req: IncomingMessage, res: ServerResponse): void;
  catalog(): Catalog;
  close(): void;
}

export function createGateway(_options: GatewayOptions = {}): Gateway {
  const catalog: Catalog = { accounts: [], samples: [], families: { company: 'company', product: 'product' } };
  return {
    handle(_req, res) {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(catalog));
    },
    catalog: () => catalog,
    close() {},
  };
}
