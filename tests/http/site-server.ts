import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startServer, type RunningServer } from "#test/server.ts";
import { requestContext, type RequestContext } from "./request.ts";

/**
 * The production server for the tests of one file: started before them in a
 * data directory of its own (the contact rate limit off unless `env` says
 * otherwise), stopped and removed after them. Returns the client that sends to it.
 */
export function siteServerForThisFile(name: string, env: Record<string, string> = {}): RequestContext {
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  let client: RequestContext | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), `http-${name}-`));
    server = await startServer({ DATA_DIR: dataDir, CONTACT_RATE_LIMIT: "0", ...env });
    client = requestContext(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  const started = () => {
    if (!client) throw new Error("the server starts before the file's tests (beforeAll)");
    return client;
  };
  return {
    fetch: (path, options) => started().fetch(path, options),
    get: (path, options) => started().get(path, options),
    head: (path, options) => started().head(path, options),
    post: (path, options) => started().post(path, options),
    delete: (path, options) => started().delete(path, options),
  };
}
