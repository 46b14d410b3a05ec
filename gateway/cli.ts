// `npm run gateway -- --port 8787`: runs the reference gateway on its own and prints how to call it.
import { parseArgs } from 'node:util';
import { createGateway } from './server';
import { createGatewayServer } from './standalone';

const USAGE = `Usage: npm run gateway -- [--port 8787] [--host 127.0.0.1] [--latency 300] [--upstream URL]
                           [--company-family company] [--product-family product] [--region Asia/Shanghai]`;

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let values: Record<string, string | boolean | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '8787' },
      host: { type: 'string', default: process.env.HOST ?? '127.0.0.1' },
      latency: { type: 'string', default: process.env.GATEWAY_LATENCY ?? '300' },
      upstream: { type: 'string' },
      'company-family': { type: 'string' },
      'product-family': { type: 'string' },
      region: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

const str = (name: string): string | undefined => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
const port = Number(str('port'));
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be 0-65535, got ${str('port')}`);
const latencyMs = Number(str('latency'));
if (!Number.isFinite(latencyMs) || latencyMs < 0) fail(`--latency must be a number of ms >= 0, got ${str('latency')}`);
const upstream = str('upstream');
if (upstream !== undefined && !/^https?:\/\/[^\s]+$/.test(upstream)) fail(`--upstream must be an http(s) URL, got ${upstream}`);
const host = str('host') ?? '127.0.0.1';

let gateway;
try {
  gateway = createGateway({
    latencyMs,
    ...(upstream ? { upstream } : {}),
    ...(str('company-family') ? { companyFamily: str('company-family') } : {}),
    ...(str('product-family') ? { productFamily: str('product-family') } : {}),
    ...(str('region') ? { region: str('region') } : {}),
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const gw = gateway;
const server = createGatewayServer(gw);

server.on('error', (error) => fail(`cannot listen on ${host}:${port}: ${error.message}`));
server.listen(port, host, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  const catalog = gw.catalog();
  const ok = catalog.accounts.find((a) => a.expect === '0000');
  const company = catalog.samples.find((s) => s.family === 'company')?.id ?? '';
  const product = catalog.samples.find((s) => s.family === 'product')?.id ?? '';
  const { company: cf, product: pf } = catalog.families;
  console.log(
    [
      '',
      `  Reference gateway  ${origin}/   (catalog: ${origin}/_catalog)${upstream ? `\n  Proxy mode         item_get calls go to ${upstream}` : ''}`,
      `  Sample account     key=${ok?.key ?? ''}  secret=${ok?.secret ?? ''}`,
      `  Sample company     item_id=${company}`,
      `  Sample product     num_iid=${product}`,
      `  Try                curl '${origin}/${cf}/item_get/?key=${ok?.key ?? ''}&secret=${ok?.secret ?? ''}&item_id=${company}'`,
      `                     curl '${origin}/${pf}/item_get/?key=${ok?.key ?? ''}&secret=${ok?.secret ?? ''}&num_iid=${product}&lang=en'`,
      '',
    ].join('\n'),
  );
});

for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    gw.close();
    server.close();
    process.exit(0);
  });
}
