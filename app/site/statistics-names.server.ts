/**
 * What the visit statistics need of the blog to name every post by its current address: its old addresses and ids
 * as aliases (issue 48, item 5). Composed here, since the statistics' room may not import the blog's.
 */
import { postAddressAliases } from "#app/lib/blog/post-slugs.server.ts";
import type { Sql } from "#app/lib/store/sql.server.ts";
import { isServerBlog } from "#app/site/config.server.ts";

/** The aliases of the publishing blog's posts; none for SPEC's demo blog, whose addresses never change. */
export async function statisticsPageAliases(sql: Sql): Promise<ReadonlyMap<string, string> | undefined> {
  return isServerBlog() ? postAddressAliases(sql) : undefined;
}
