/**
 * The allow-list of sanitize-html.ts on the server: a post is sanitized when
 * it is stored and again when it is rendered. A body of 100 000 characters
 * takes jsdom a few hundred milliseconds, and an import brings up to 200 of
 * them, so the work runs on worker threads (sanitize-worker.server.ts) and
 * the event loop keeps answering everyone else (issue 28, decision 0016).
 * Two threads, started on first use: an import keeps one busy, a visitor's
 * post page gets the other. A thread holds the process open only while it
 * has work.
 */
import { Worker } from "node:worker_threads";
import type { SanitizeAnswer, SanitizeRequest } from "#app/lib/blog/sanitize-worker.server.ts";

const THREADS = 2;

type Task = { resolve: (html: string) => void; reject: (error: Error) => void };
type Thread = { worker: Worker; tasks: Map<number, Task> };

const threads: Thread[] = [];
let lastId = 0;

/*
 * Resolved through package.json's `imports` at run time: from the source in
 * development and tests, and from build/server/ in production, where the
 * bundle's own location says nothing about where app/ is.
 */
const workerUrl = () => new URL(import.meta.resolve("#app/lib/blog/sanitize-worker.server.ts"));

function startThread(): Thread {
  const thread: Thread = { worker: new Worker(workerUrl()), tasks: new Map() };
  thread.worker.unref();
  thread.worker.on("message", ({ id, ...answer }: SanitizeAnswer) => {
    const task = thread.tasks.get(id);
    thread.tasks.delete(id);
    if (thread.tasks.size === 0) thread.worker.unref();
    if ("error" in answer) task?.reject(new Error(`sanitizing failed: ${answer.error}`));
    else task?.resolve(answer.html);
  });
  const fail = (error: Error) => {
    const index = threads.indexOf(thread);
    if (index >= 0) threads.splice(index, 1);
    for (const task of thread.tasks.values()) task.reject(error);
    thread.tasks.clear();
  };
  thread.worker.on("error", fail);
  thread.worker.on("exit", (code) => fail(new Error(`the sanitizing thread exited (${code})`)));
  threads.push(thread);
  return thread;
}

/** An idle thread, a new one while there are fewer than THREADS, else the one with the shortest queue. */
function freeThread(): Thread {
  const idle = threads.find((thread) => thread.tasks.size === 0);
  if (idle) return idle;
  if (threads.length < THREADS) return startThread();
  return threads.reduce((best, thread) => (thread.tasks.size < best.tasks.size ? thread : best));
}

export function sanitizePostHtmlOnServer(html: string): Promise<string> {
  const thread = freeThread();
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    thread.tasks.set(id, { resolve, reject });
    // Work under way keeps the process alive, as any I/O would (a start that seeds the blog awaits it).
    thread.worker.ref();
    thread.worker.postMessage({ id, html } satisfies SanitizeRequest);
  });
}

/** On shutdown, after the last request: the threads end (a later call would start new ones). */
export async function stopSanitizing(): Promise<void> {
  await Promise.all(threads.splice(0).map((thread) => thread.worker.terminate()));
}
