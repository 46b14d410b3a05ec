// The JSON file a shared answer is saved as, and its reader: Inspect opens it again and shows the same record.
// The file holds the body as received (already masked by whoever saved it), so reading it runs the same parsers.
import type { InspectFormat } from './parse/detect';
import { INSPECT_FORMATS } from './parse/detect';
import { OPERATIONS, type LookupResult, type Operation } from './types';
import { rawTextOf } from './raw-text';

export const ANSWER_FILE_KIND = 'listing-explorer-answer';

export interface AnswerFile {
  kind: typeof ANSWER_FILE_KIND;
  version: 1;
  /** The request URL with every credential masked. */
  displayUrl: string;
  operation: Operation;
  id: string;
  format: InspectFormat;
  /** Epoch ms the call started. */
  receivedAt: number;
  durationMs: number;
  http: { status: number; statusText: string; headers: Record<string, string> } | null;
  contentType: string;
  rawText: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The answer file in `text`, or null when the text is anything else (then it is an ordinary body). */
export function readAnswerFile(text: string): AnswerFile | null {
  // Cheap test first: a 2 MB body is not JSON.parsed twice unless it names our kind near its start.
  if (!text.trimStart().startsWith('{') || !text.slice(0, 200).includes(ANSWER_FILE_KIND)) return null;
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(v) || v.kind !== ANSWER_FILE_KIND || v.version !== 1 || typeof v.rawText !== 'string') return null;
  const http = isObject(v.http) && typeof v.http.status === 'number' ? { status: v.http.status, statusText: String(v.http.statusText ?? ''), headers: {} } : null;
  return {
    kind: ANSWER_FILE_KIND,
    version: 1,
    displayUrl: typeof v.displayUrl === 'string' ? v.displayUrl : '(saved answer)',
    operation: OPERATIONS.includes(v.operation as Operation) ? (v.operation as Operation) : 'company',
    id: typeof v.id === 'string' ? v.id : '',
    format: INSPECT_FORMATS.includes(v.format as InspectFormat) ? (v.format as InspectFormat) : 'json',
    receivedAt: typeof v.receivedAt === 'number' ? v.receivedAt : 0,
    durationMs: typeof v.durationMs === 'number' ? v.durationMs : 0,
    http,
    contentType: typeof v.contentType === 'string' ? v.contentType : '',
    rawText: v.rawText,
  };
}

/** The file for a result that is already safe to share (masked); headers are left out, they can carry cookies. */
export function writeAnswerFile(result: LookupResult): string {
  const { params } = result.request;
  const file: AnswerFile = {
    kind: ANSWER_FILE_KIND,
    version: 1,
    displayUrl: result.request.displayUrl,
    operation: params.operation,
    id: params.id,
    format: params.resultType,
    receivedAt: result.startedAt,
    durationMs: Math.round(result.durationMs),
    http: result.http ? { status: result.http.status, statusText: result.http.statusText, headers: {} } : null,
    contentType: result.contentType,
    rawText: rawTextOf(result),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}
