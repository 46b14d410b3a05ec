// Parses large bodies off the main thread (see off-thread.ts). One request in, one answer out, in order (a large body's head and long arrays' runs ahead of it).
import { WorkerDesk } from './worker-answer';

// The project's type library is the DOM one; a dedicated worker's scope needs only these two members here.
const scope = self as unknown as { onmessage: ((event: MessageEvent) => void) | null; postMessage(message: unknown, transfer: Transferable[]): void };

const desk = new WorkerDesk();

scope.onmessage = (event) => {
  const done = desk.take(event.data, (ahead) => scope.postMessage(ahead, []));
  if (done) scope.postMessage(done.answer, done.transfer);
};
