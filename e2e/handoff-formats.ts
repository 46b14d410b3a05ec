// Strict readers for the hand-off files, used by the unit tests and e2e/handoff.spec.ts: a .http line grammar (REST
// Client / JetBrains), Postman Collection v2.1 and environment structure, and an OpenAPI 3.1 structural validation
// (required fields, parameter rules, every $ref resolves, unique operationIds). No OpenAPI validator package is
// installed in this project; these check what the OAS 3.1 schema requires of what we write.

import { scanForLeaks } from '../src/api/leak-check';

/**
 * What of a plain credential a written file holds, besides the leak check's own findings: the key and secret in every
 * form the tests look for by hand (as is, URL-encoded, JSON-escaped, \u escapes, numeric entities), as a token or after
 * `=`. Empty when it holds none; used by the hand-off tests in the browser and in the whole app alike.
 */
export function credentialsWritten(text: string, credential: { key: string; secret: string }): string[] {
  const found: string[] = scanForLeaks(text, { credentials: [{ mode: 'plain', ...credential }] }).findings.map((f) => `${f.what} (${f.form}, line ${f.line})`);
  if (text.includes(credential.secret)) found.push('the secret as is');
  const forms = new Set<string>();
  for (const v of [credential.secret, credential.key]) {
    forms.add(v);
    forms.add(encodeURIComponent(v));
    forms.add(JSON.stringify(v).slice(1, -1));
    forms.add([...v].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''));
    forms.add([...v].map((c) => `&#${c.charCodeAt(0)};`).join(''));
  }
  const tokens = new Set(text.split(/[^\w%\\&#;-]+/));
  for (const form of forms) if (tokens.has(form) || text.includes(`=${form}`)) found.push(form);
  return found;
}

export interface HttpRequestLine {
  method: string;
  url: string;
  title: string;
}

export interface HttpFile {
  variables: Map<string, string>;
  requests: HttpRequestLine[];
}

/** Reads a .http file strictly: every line is a comment, blank, a variable, a ### separator or one request line. */
export function parseHttpFile(text: string): HttpFile {
  if (!text.endsWith('\n')) throw new Error('.http: no final newline');
  const variables = new Map<string, string>();
  const requests: HttpRequestLine[] = [];
  let title: string | null = null;
  text
    .slice(0, -1)
    .split('\n')
    .forEach((line, i) => {
      const at = `.http line ${i + 1}`;
      if (line.includes('\r')) throw new Error(`${at}: carriage return`);
      if (line === '' || line.startsWith('# ')) return;
      let m = /^@([A-Za-z_][\w]*) = (\S.*)$/.exec(line);
      if (m) {
        if (requests.length > 0) throw new Error(`${at}: variable after the first request`);
        if (variables.has(m[1] as string)) throw new Error(`${at}: variable ${m[1]} defined twice`);
        variables.set(m[1] as string, m[2] as string);
        return;
      }
      m = /^### (\S.*)$/.exec(line);
      if (m) {
        if (title !== null) throw new Error(`${at}: separator without a request`);
        title = m[1] as string;
        return;
      }
      m = /^(GET|POST) (\S+)$/.exec(line);
      if (m) {
        if (title === null) throw new Error(`${at}: request without a ### separator`);
        const url = m[2] as string;
        for (const ref of url.matchAll(/\{\{([^}]*)\}\}/g)) if (!variables.has(ref[1] as string)) throw new Error(`${at}: unknown variable {{${ref[1]}}}`);
        if (!/^\{\{base\d*\}\}\/[^/?{}]+\/item_get\/\?([A-Za-z_]+=[^&\s]*)(&[A-Za-z_]+=[^&\s]*)*$/.test(url)) throw new Error(`${at}: request line does not read GET {{base}}/<api_type>/item_get/?…`);
        requests.push({ method: m[1] as string, url, title });
        title = null;
        return;
      }
      throw new Error(`${at}: not a comment, variable, separator or request: ${line.slice(0, 80)}`);
    });
  if (title !== null) throw new Error('.http: separator at the end without a request');
  return { variables, requests };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
function need(cond: boolean, what: string): asserts cond {
  if (!cond) throw new Error(what);
}

/** The Postman Collection v2.1 schema's required fields and the shapes we use (url object, query list, variables). */
export function checkPostmanCollection(text: string): Record<string, unknown> {
  const c: unknown = JSON.parse(text);
  need(isObject(c), 'collection: not an object');
  need(isObject(c.info), 'collection: info missing');
  need(typeof c.info.name === 'string' && c.info.name !== '', 'collection: info.name');
  need(c.info.schema === 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json', 'collection: info.schema is not v2.1');
  need(typeof c.info.description === 'string', 'collection: info.description');
  need(Array.isArray(c.item) && c.item.length > 0, 'collection: item');
  for (const it of c.item as unknown[]) {
    need(isObject(it) && typeof it.name === 'string', 'item: name');
    const r = it.request;
    need(isObject(r) && r.method === 'GET' && Array.isArray(r.header), 'item: request method/header');
    const u = r.url;
    need(isObject(u) && typeof u.raw === 'string' && Array.isArray(u.host) && Array.isArray(u.path) && Array.isArray(u.query), 'item: url object');
    for (const q of u.query as unknown[]) need(isObject(q) && typeof q.key === 'string' && typeof q.value === 'string', 'item: query entry');
    for (const ref of (u.raw as string).matchAll(/\{\{([^}]*)\}\}/g)) need(/^\w+$/.test(ref[1] as string), `item: variable {{${ref[1]}}}`);
  }
  need(Array.isArray(c.variable), 'collection: variable');
  for (const v of c.variable as unknown[]) need(isObject(v) && typeof v.key === 'string' && typeof v.value === 'string', 'collection: variable entry');
  return c;
}

export function checkPostmanEnvironment(text: string): Record<string, unknown> {
  const e: unknown = JSON.parse(text);
  need(isObject(e) && typeof e.name === 'string' && e._postman_variable_scope === 'environment', 'environment: name/scope');
  need(Array.isArray(e.values) && e.values.length > 0, 'environment: values');
  for (const v of e.values as unknown[]) need(isObject(v) && typeof v.key === 'string' && v.value === '' && v.enabled === true, 'environment: every value empty');
  return e;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** Structural OpenAPI 3.1 validation: what the OAS 3.1 schema requires of the parts the document uses. */
export function checkOpenApi31(text: string): Record<string, unknown> {
  const doc: unknown = JSON.parse(text);
  need(isObject(doc), 'openapi: not an object');
  need(typeof doc.openapi === 'string' && /^3\.1\.\d+(-.+)?$/.test(doc.openapi), 'openapi: version is not 3.1.x');
  need(isObject(doc.info) && typeof doc.info.title === 'string' && typeof doc.info.version === 'string', 'openapi: info.title/version');
  need(isObject(doc.paths) || isObject(doc.components) || isObject(doc.webhooks), 'openapi: one of paths, components, webhooks');
  if (doc.servers !== undefined) {
    need(Array.isArray(doc.servers), 'openapi: servers');
    for (const s of doc.servers as unknown[]) {
      need(isObject(s) && typeof s.url === 'string', 'server: url');
      for (const name of (s.url as string).matchAll(/\{([^}]+)\}/g)) need(isObject(s.variables) && isObject(s.variables[name[1] as string]) && typeof (s.variables[name[1] as string] as Record<string, unknown>).default === 'string', `server: variable ${name[1]} without default`);
    }
  }
  const resolve = (ref: string): unknown => {
    need(ref.startsWith('#/'), `$ref ${ref}: only local references`);
    let at: unknown = doc;
    for (const part of ref.slice(2).split('/')) {
      need(isObject(at) && Object.hasOwn(at, part), `$ref ${ref} does not resolve`);
      at = at[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return at;
  };
  // Every $ref anywhere resolves.
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (isObject(v)) {
      if (typeof v.$ref === 'string') resolve(v.$ref);
      Object.values(v).forEach(walk);
    }
  };
  walk(doc);
  const deref = (v: unknown) => (isObject(v) && typeof v.$ref === 'string' ? resolve(v.$ref) : v);
  const schemes = isObject(doc.components) && isObject(doc.components.securitySchemes) ? doc.components.securitySchemes : {};
  for (const [name, s] of Object.entries(schemes)) {
    need(isObject(s) && ['apiKey', 'http', 'mutualTLS', 'oauth2', 'openIdConnect'].includes(s.type as string), `securityScheme ${name}: type`);
    if (s.type === 'apiKey') need(typeof s.name === 'string' && ['query', 'header', 'cookie'].includes(s.in as string), `securityScheme ${name}: name/in`);
  }
  for (const req of (doc.security as unknown[]) ?? []) {
    need(isObject(req), 'security requirement');
    for (const name of Object.keys(req)) need(Object.hasOwn(schemes, name), `security requirement names unknown scheme ${name}`);
  }
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(isObject(doc.paths) ? doc.paths : {})) {
    need(path.startsWith('/'), `path ${path}: must start with /`);
    need(isObject(item), `path ${path}: not an object`);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      need(isObject(op), `${method} ${path}: not an object`);
      if (op.operationId !== undefined) {
        need(typeof op.operationId === 'string' && !operationIds.has(op.operationId), `${method} ${path}: operationId not unique`);
        operationIds.add(op.operationId as string);
      }
      need(isObject(op.responses) && Object.keys(op.responses).length > 0, `${method} ${path}: responses`);
      for (const [code, res] of Object.entries(op.responses)) {
        need(/^([1-5]XX|[1-5]\d\d|default)$/.test(code), `${method} ${path}: response code ${code}`);
        const r = deref(res);
        need(isObject(r) && typeof r.description === 'string', `${method} ${path} ${code}: description`);
        if (r.content !== undefined) need(isObject(r.content) && Object.values(r.content).every((m) => isObject(m)), `${method} ${path} ${code}: content`);
      }
      const seen = new Set<string>();
      for (const p of (op.parameters as unknown[]) ?? []) {
        const param = deref(p);
        need(isObject(param) && typeof param.name === 'string' && ['query', 'header', 'path', 'cookie'].includes(param.in as string), `${method} ${path}: parameter name/in`);
        need((param.schema !== undefined) !== (param.content !== undefined), `${method} ${path}: parameter ${param.name} needs schema or content`);
        if (param.in === 'path') need(param.required === true && templated.includes(param.name as string), `${method} ${path}: path parameter ${param.name}`);
        const id = `${param.in}:${param.name}`;
        need(!seen.has(id), `${method} ${path}: parameter ${id} twice`);
        seen.add(id);
      }
      for (const t of templated) need(seen.has(`path:${t}`), `${method} ${path}: template {${t}} has no parameter`);
    }
  }
  return doc;
}
