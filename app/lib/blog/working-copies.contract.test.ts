/**
 * The editor's working copies and who has a post open, one contract run against SQLite and against PostgreSQL
 * (which needs TEST_DATABASE_URL; without it that half is skipped, and says so).
 */
import { expect, it } from "vitest";
import { onEachStore } from "#test/store-contract.ts";
import privacyDe from "#app/content/privacy-policy/de.ts";
import privacyEn from "#app/content/privacy-policy/en.ts";
import { PRESENCE_BEAT_SECONDS, WORKING_COPY_DAYS } from "#app/lib/blog/editor/working-copy.ts";
import { createOperator } from "#app/lib/admin/operators.server.ts";
import { saveAuthorProfile } from "#app/lib/blog/authors.server.ts";
import { createPost, deletePost, getPost, type PostFields } from "#app/lib/blog/posts.server.ts";
import {
  forgetWorkingCopy,
  keepWorkingCopy,
  markGone,
  markPresent,
  nameOfOperator,
  othersPresent,
  pruneWorkingCopies,
  workingCopy,
  workingCopyKey,
} from "#app/lib/blog/working-copies.server.ts";

const fields: PostFields = {
  locale: "de",
  title: "Kennzahlen im Gespräch",
  author: "Jörg Müller",
  summary: "Kurz.",
  content: "<p>Veröffentlicht.</p>",
  tags: [],
  status: "published",
};

const at = (day: number, minute = 0) => new Date(Date.UTC(2026, 10, day, 9, minute));
const typed = (content: string) => ({ title: "Kennzahlen im Gespräch", content });

it("is described in the privacy policy with the time it is kept, in both languages", () => {
  expect(JSON.stringify(privacyEn.sections)).toContain(`after ${WORKING_COPY_DAYS} days at the latest`);
  expect(JSON.stringify(privacyDe.sections)).toContain(`spätestens aber nach ${WORKING_COPY_DAYS} Tagen`);
  expect(JSON.stringify(privacyEn.sections)).toContain(`every ${PRESENCE_BEAT_SECONDS} seconds`);
  expect(JSON.stringify(privacyDe.sections)).toContain(`alle ${PRESENCE_BEAT_SECONDS} Sekunden`);
});

await onEachStore("working copies and presence", "workcopy", (store) => {
  async function people() {
    const sql = store.db().sql;
    const jana = await createOperator(sql, "jana@example.com", "correct horse battery staple", { role: "editor" });
    const omar = await createOperator(sql, "omar@example.com", "correct horse battery staple", { role: "editor" });
    return { sql, jana, omar };
  }

  it("keeps one working copy per operator and post, replaced by the next, and leaves the post as it was", async () => {
    const { sql, jana, omar } = await people();
    const post = await createPost(sql, fields, jana.email, at(1));
    const key = workingCopyKey({ id: post.id });
    await keepWorkingCopy(
      sql,
      { operatorId: jana.id, postKey: key, baseRevision: 1, body: typed("<p>Erst</p>") },
      at(2),
    );
    await keepWorkingCopy(
      sql,
      { operatorId: jana.id, postKey: key, baseRevision: 1, body: typed("<p>Dann</p>") },
      at(2, 1),
    );
    await keepWorkingCopy(
      sql,
      { operatorId: omar.id, postKey: key, baseRevision: 1, body: typed("<p>Omar</p>") },
      at(2, 2),
    );
    expect(await workingCopy(sql, jana.id, key, at(3))).toEqual({
      baseRevision: 1,
      body: typed("<p>Dann</p>"),
      savedAt: at(2, 1),
    });
    expect((await workingCopy(sql, omar.id, key, at(3)))?.body).toEqual(typed("<p>Omar</p>"));
    // The published post stays as published, at its revision: a working copy is no save.
    expect(await getPost(sql, post.id)).toMatchObject({ content: "<p>Veröffentlicht.</p>", revision: 1 });
    const count = await sql.get<{ n: unknown }>("SELECT count(*) AS n FROM post_revisions WHERE post_id = ?", [
      post.id,
    ]);
    expect(Number(count?.n)).toBe(0);
  });

  it("keeps a new post's copy under its language, apart from the other language's", async () => {
    const { sql, jana } = await people();
    const de = workingCopyKey({ newIn: "de" });
    const en = workingCopyKey({ newIn: "en" });
    await keepWorkingCopy(sql, { operatorId: jana.id, postKey: de, baseRevision: 0, body: typed("<p>Neu</p>") }, at(2));
    expect((await workingCopy(sql, jana.id, de, at(2)))?.body).toEqual(typed("<p>Neu</p>"));
    expect(await workingCopy(sql, jana.id, en, at(2))).toBeUndefined();
  });

  it("removes the operator's copy when they save or discard it, and every copy when the post is deleted", async () => {
    const { sql, jana, omar } = await people();
    const post = await createPost(sql, fields, jana.email, at(1));
    const key = workingCopyKey({ id: post.id });
    for (const operator of [jana, omar])
      await keepWorkingCopy(sql, { operatorId: operator.id, postKey: key, baseRevision: 1, body: typed("x") }, at(2));
    await forgetWorkingCopy(sql, jana.id, key);
    expect(await workingCopy(sql, jana.id, key, at(2))).toBeUndefined();
    expect(await workingCopy(sql, omar.id, key, at(2))).toBeDefined();
    await markPresent(sql, post.id, omar.id, at(2));
    expect(await deletePost(sql, post.id)).toBe(true);
    expect(await workingCopy(sql, omar.id, key, at(2))).toBeUndefined();
    expect(await othersPresent(sql, post.id, jana.id, at(2))).toEqual([]);
  });

  it("lets a working copy expire after 30 days", async () => {
    const { sql, jana, omar } = await people();
    const key = workingCopyKey({ newIn: "en" });
    await keepWorkingCopy(sql, { operatorId: jana.id, postKey: key, baseRevision: 0, body: typed("alt") }, at(1));
    expect(await workingCopy(sql, jana.id, key, new Date(at(1).getTime() + 29 * 86_400_000))).toBeDefined();
    expect(await workingCopy(sql, jana.id, key, new Date(at(1).getTime() + 30 * 86_400_000))).toBeUndefined();
    // The next copy kept by anyone removes it from the store.
    await keepWorkingCopy(sql, { operatorId: omar.id, postKey: key, baseRevision: 0, body: typed("neu") }, at(1 + 30));
    const left = await sql.all("SELECT post_key FROM post_working_copies WHERE operator_id = ?", [jana.id]);
    expect(left).toEqual([]);
    expect(await pruneWorkingCopies(sql, at(1 + 61))).toBe(1);
  });

  it("names the others who have a post open in the last minute, by their profile's name or address", async () => {
    const { sql, jana, omar } = await people();
    await saveAuthorProfile(sql, omar.id, { displayName: "Omar Schäfer", bio: "", picture: null });
    const post = await createPost(sql, fields, jana.email, at(1));
    await markPresent(sql, post.id, jana.id, at(2));
    await markPresent(sql, post.id, omar.id, at(2, 1));
    expect(await othersPresent(sql, post.id, jana.id, at(2, 1))).toEqual([{ name: "Omar Schäfer", at: at(2, 1) }]);
    const halfAMinute = new Date(at(2).getTime() + 30_000);
    expect(await othersPresent(sql, post.id, omar.id, halfAMinute)).toEqual([{ name: "jana@example.com", at: at(2) }]);
    // Quiet for a minute, or gone: no longer there.
    expect(await othersPresent(sql, post.id, jana.id, at(2, 2))).toEqual([]);
    await markPresent(sql, post.id, omar.id, at(2, 3));
    await markGone(sql, post.id, omar.id);
    expect(await othersPresent(sql, post.id, jana.id, at(2, 3))).toEqual([]);
    expect(await nameOfOperator(sql, omar.email)).toBe("Omar Schäfer");
    expect(await nameOfOperator(sql, jana.email)).toBe("jana@example.com");
  });
});
