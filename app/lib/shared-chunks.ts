/**
 * The chunks every page loads (vite.config.ts names them), in dependency
 * order: each imports only chunks before it. The client evaluates them one at
 * a time, a task each (app/lib/defer-bootstrap.ts), so that no single task
 * evaluates React DOM, React Router and the site shell together; on a slow
 * phone that one task would block input for a noticeable moment.
 */
export const sharedChunks = ["react-dom", "framework", "shell"] as const;

export type SharedChunk = (typeof sharedChunks)[number];
