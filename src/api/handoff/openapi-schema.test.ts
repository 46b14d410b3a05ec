// The OpenAPI file the explorer hands off validates against the official OpenAPI 3.1 JSON Schema (the schema the
// OpenAPI Initiative publishes, bundled by @seriousme/openapi-schema-validator: no network), as Swagger UI, Scalar
// and Postman expect it; handoff.test.ts checks what it says (operations, parameters, codes).
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiFile } from './openapi';

async function validate(text: string) {
  const validator = new Validator();
  const result = await validator.validate(text);
  return { ...result, version: validator.version };
}

describe('the OpenAPI hand-off file', () => {
  it.each([
    { baseUrl: 'http://127.0.0.1:4173/gateway', companyApiType: 'company', productApiType: 'product' },
    { baseUrl: 'https://api.example.com/v2', companyApiType: '1688', productApiType: 'alibaba' },
  ])('is a valid OpenAPI 3.1 document for $baseUrl', async (input) => {
    const result = await validate(openApiFile(input));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(result.version).toBe('3.1');
  });

  it('the validator refuses what the 3.1 schema forbids (so the check above can fail)', async () => {
    const doc = JSON.parse(openApiFile({ baseUrl: 'http://127.0.0.1:4173/gateway', companyApiType: 'company', productApiType: 'product' })) as { paths: Record<string, { get: { responses?: unknown } }> };
    for (const path of Object.values(doc.paths)) path.get.responses = 'none';
    expect((await validate(JSON.stringify(doc))).valid).toBe(false);
  });
});
