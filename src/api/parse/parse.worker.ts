// Parses large bodies off the main thread (see off-thread.ts). One request in, one answer out, in order.
import { answerParseRequest } from './worker-answer';

// The project's type library is the DOM one; a dedicated worker's scope needs only these two members here.
const scope = self as unknown as { onmessage: ((event: MessageEvent) => void) | null; postMessage(message: unknown): void };

scope.onmessage = (event) => {
  scope.postMessage(answerParseRequest(event.data));
};
