// Every label and message of sharing (the share panel and the HTML report) in English; the Chinese twin is strings.zh.ts.
export const en = {
  open: 'Share',
  heading: 'Share this answer',
  intro: 'Downloads stay on this computer until you send them. The key is masked everywhere; the secret is never in a result.',
  keepClientIp: 'Keep client_ip (the caller address) in the files',
  html: 'Download HTML report',
  htmlHelp: 'One self-contained file: record, description (no scripts, nothing loads), envelope explained, the gateway\'s pictures embedded. Opens offline.',
  reportTitle: 'Report title',
  vendor: 'Vendor name (optional)',
  includeRaw: 'Include the raw body',
  making: 'Making the report…',
  json: 'Download answer file (JSON)',
  jsonHelp: 'Inspect opens it again and shows the same record.',
  print: 'Print',
  close: 'Close',
  handoff: {
    heading: 'Hand off to another tool',
    intro: 'Files for the tools your team uses, made from this request. None holds a credential: key and secret are variables you fill in there. Nothing is sent.',
    http: '.http file',
    httpHelp: 'VS Code REST Client and JetBrains HTTP Client: @base, {{API_KEY}}, {{API_SECRET}}.',
    postman: 'Postman collection',
    postmanHelp: 'Postman Collection v2.1 with a baseUrl variable; credentials come from the environment template.',
    postmanEnv: 'Postman environment (empty)',
    postmanEnvHelp: 'The environment template: API_KEY and API_SECRET with empty values, to fill in Postman.',
    openapi: 'OpenAPI 3.1',
    openapiHelp: 'Both operations, every parameter, the five result types, the envelope and every error code. Opens in Swagger UI, Scalar and Postman.',
  },
  report: {
    title: (what: string) => `Listing Explorer report: ${what}`,
    generated: (when: string) => `Saved ${when}. Key masked; the secret is never part of a result.`,
    vendor: 'Prepared by',
    operations: { company: 'company', product: 'product' },
    billing: 'Billing',
    pictureMissing: (host: string) => `Picture not included: ${host} — link below`,
    picturesMissing: 'Pictures not included',
    picturesMissingNote: 'Only the gateway\'s own pictures (and pictures you chose to load) are embedded; these stay links, and opening one contacts its host.',
    request: 'Request',
    received: 'Received at',
    status: 'HTTP status',
    noResponse: 'no response',
    time: 'Time',
    size: 'Size',
    format: 'result_type',
    record: 'Record',
    noRecord: 'No record in this answer.',
    description: 'Description',
    descriptionNote: 'Shown in a sandboxed frame: no script runs and nothing loads; pictures are embedded or listed below.',
    descriptionCut: (shown: string, total: string) => `The description is cut after ${shown} of ${total} characters, so the report stays quick to make and open. The whole text is in the answer file (and in the raw body, when you include it).`,
    stepsCut: (shown: string, total: string) => `Only the first ${shown} of ${total} steps are in this file, so it stays quick to make and open; export a shorter playlist for the rest.`,
    noDescription: 'No description.',
    envelope: 'Envelope explained',
    raw: 'Raw body',
    failure: 'How it went',
  },
};

export type Strings = typeof en;

// This namespace registers itself with the interface-language layer (no shared code imports a feature).
declare module '../../../i18n/catalogs' {
  interface Catalogs {
    share: Strings;
  }
}
