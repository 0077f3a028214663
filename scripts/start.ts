/** `npm start`: builds when there is no build yet, then runs the production server. */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

const buildDir = process.env.BUILD_DIR ?? join(import.meta.dirname, "..", "build");
if (!existsSync(join(buildDir, "server", "index.js"))) {
  console.log("No build found: building first (npm run build).");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../server/index.ts");
