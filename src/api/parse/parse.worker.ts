// Parses large bodies off the main thread (see off-thread.ts). One request in, one answer out, in order.
import { answerRequest } from './worker-answer';

// The project's type library is the DOM one; a dedicated worker's scope needs only these two members here.
const scope = self as unknown as { onmessage: ((event: MessageEvent) => void) | null; postMessage(message: unknown, transfer: Transferable[]): void };

scope.onmessage = (event) => {
  const { answer, transfer } = answerRequest(event.data);
  scope.postMessage(answer, transfer);
};
