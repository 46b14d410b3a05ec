// A `.http` file (VS Code REST Client and JetBrains HTTP Client syntax) for requests: `@base` and credential variables at
// the top, then one `###`-separated request each, `GET {{base}}/<api_type>/item_get/?…` on one line.
import { NO_CREDENTIALS_NOTE, queryParams, variablesOf, type HandoffRequest } from './handoff-request';

/** `@key = {{API_KEY}}`: the file's own variable names for each environment variable. */
const FILE_VARIABLE: Record<string, string> = { API_KEY: 'key', API_SECRET: 'secret', API_TIMESTAMP: 'timestamp', API_NONCE: 'nonceStr', API_SIGNATURE: 'signature', API_APIS: 'apis' };

/** A comment line cannot be broken out of: line breaks in a title become spaces. */
const commentText = (s: string) => s.replace(/[\r\n\u2028\u2029]+/g, ' ');

export function httpFile(requests: readonly HandoffRequest[], madeAt: Date = new Date()): string {
  const bases = [...new Set(requests.map((r) => r.baseUrl))];
  const lines = [
    `# Listing Explorer hand-off: ${requests.length} item_get request(s), made ${madeAt.toISOString()}`,
    `# ${NO_CREDENTIALS_NOTE}`,
    '# VS Code REST Client: define API_KEY and API_SECRET in an environment ("rest-client.environmentVariables");',
    '# JetBrains: in http-client.private.env.json. Every call is metered against your account.',
    '',
    ...bases.map((b, i) => `@base${i === 0 ? '' : i + 1} = ${b}`),
    ...variablesOf(requests).map((v) => `@${FILE_VARIABLE[v] ?? v} = {{${v}}}`),
  ];
  for (const r of requests) {
    const base = bases.indexOf(r.baseUrl);
    const query = queryParams(r)
      .map((p) => `${p.name}=${'variable' in p ? `{{${FILE_VARIABLE[p.variable] ?? p.variable}}}` : encodeURIComponent(p.value)}`)
      .join('&');
    lines.push('', `### ${commentText(`${r.params.operation} ${r.params.id}`)}`, `GET {{base${base === 0 ? '' : base + 1}}}/${encodeURIComponent(r.apiType)}/item_get/?${query}`);
  }
  return `${lines.join('\n')}\n`;
}
