// Every label and message of sharing (the share panel and the HTML report) in English; the Chinese twin is strings.zh.ts.
export const en = {
  open: 'Share',
  heading: 'Share this answer',
  intro: 'Downloads stay on this computer until you send them. The key is masked everywhere; the secret is never in a result.',
  keepClientIp: 'Keep client_ip (the caller address) in the files',
  html: 'Download HTML report',
  htmlHelp: 'One self-contained file: record, description (no scripts, nothing loads), envelope explained, raw body. Opens offline.',
  json: 'Download answer file (JSON)',
  jsonHelp: 'Inspect opens it again and shows the same record.',
  print: 'Print',
  close: 'Close',
  report: {
    title: (what: string) => `Listing Explorer report: ${what}`,
    generated: (when: string) => `Saved ${when}. Key masked; the secret is never part of a result.`,
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
    descriptionNote: 'Shown in a sandboxed frame: no script runs and nothing loads, images included.',
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
