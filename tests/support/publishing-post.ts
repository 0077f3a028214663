/**
 * A publishing blog (BLOG_STORE=server) holding one post per language as an editor makes it: a cover image, a
 * body with headings, a list and an image below the fold, uploaded through the editor's own endpoints. For
 * measuring scripts (perf:lighthouse --publishing) that need a post page with images to look at.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import type { UploadedImage } from "#app/lib/blog/post-images.ts";
import { adminCli } from "#test/admin-cli.ts";
import { startServer, type RunningServer } from "#test/server.ts";

const EMAIL = "redaktion@example.com";
const PASSWORD = "correct horse battery staple";

const POSTS = {
  en: {
    title: "Three questions your sales team asks every Monday",
    summary: "What a week's numbers look like when a team asks for them in plain words.",
    heading: "Ask the way you talk",
    paragraph:
      "Every Monday the same questions reach the analysts: how last week went, which region fell behind, and " +
      "which deals are stuck. A team that asks the data directly gets those answers before the meeting starts.",
    list: ["Revenue by region, week over week", "Deals without activity for ten days", "New customers by channel"],
    alt: ["A chart of weekly revenue by region", "The answer to a question, drawn as a bar chart"],
  },
  de: {
    title: "Drei Fragen, die Ihr Vertrieb jeden Montag stellt",
    summary: "Wie die Zahlen einer Woche aussehen, wenn ein Team in eigenen Worten danach fragt.",
    heading: "Fragen, wie man spricht",
    paragraph:
      "Jeden Montag erreichen die Analyse dieselben Fragen: Wie lief die Woche, welche Region liegt zurück, " +
      "welche Abschlüsse stocken? Wer die Daten direkt fragt, hat die Antworten vor Beginn der Besprechung.",
    list: ["Umsatz nach Region im Wochenvergleich", "Angebote ohne Aktivität seit zehn Tagen", "Neukunden nach Kanal"],
    alt: ["Ein Diagramm des Wochenumsatzes nach Region", "Die Antwort auf eine Frage als Balkendiagramm"],
  },
} as const;

export type PublishingBlog = { server: RunningServer; paths: string[] };

/** Starts a publishing server on a fresh store and publishes the two posts; the caller stops the server. */
export async function startPublishingBlogWithImages(shareImages: { en: string; de: string }): Promise<PublishingBlog> {
  const dataDir = await mkdtemp(join(tmpdir(), "publishing-post-"));
  const made = await adminCli("create", EMAIL, PASSWORD, { DATA_DIR: dataDir });
  if (made.code !== 0) throw new Error(`admin:create failed: ${made.output}`);
  const server = await startServer({ DATA_DIR: dataDir, BLOG_STORE: "server" });
  try {
    const signIn = await fetch(`${server.url}/api/blog/session?lang=en`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/json" },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers.getSetCookie()[0]!.split(";")[0]!;
    const headers = { Origin: server.url, Cookie: cookie };
    const upload = async (bytes: Buffer, type: string): Promise<UploadedImage> => {
      const response = await fetch(`${server.url}/api/blog/images`, {
        method: "POST",
        headers: { ...headers, "Content-Type": type },
        body: new Uint8Array(bytes),
      });
      if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
      return (await response.json()) as UploadedImage;
    };
    const paths: string[] = [];
    for (const locale of ["en", "de"] as const) {
      const copy = POSTS[locale];
      // A large photo-sized cover (the share image, enlarged) and a body image as an editor drops them in.
      const cover = await upload(await sharp(shareImages[locale]).resize(2400).jpeg().toBuffer(), "image/jpeg");
      const figure = await upload(await sharp(shareImages[locale]).png().toBuffer(), "image/png");
      const body =
        `<p>${copy.paragraph}</p><h2>${copy.heading}</h2><p>${copy.paragraph}</p>` +
        `<ul>${copy.list.map((item) => `<li><p>${item}</p></li>`).join("")}</ul><p>${copy.paragraph}</p>` +
        `<img src="${figure.src}" srcset="${figure.srcset}" width="${figure.width}" height="${figure.height}" alt="${copy.alt[1]}">` +
        `<p>${copy.paragraph}</p>`;
      const created = await fetch(`${server.url}/api/blog/posts?lang=${locale}`, {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({
          title: copy.title,
          author: "Miriam Albers",
          summary: copy.summary,
          content: body,
          tags: "Vertrieb, Analyse",
          status: "published",
          cover: { image: cover.id, alt: copy.alt[0] },
        }),
      });
      if (created.status !== 201) throw new Error(`post failed: ${created.status} ${await created.text()}`);
      const post = (await created.json()) as { slug?: string; id: number };
      const page = await fetch(`${server.url}${locale === "de" ? "/de" : ""}/blog/${post.id}`, { redirect: "manual" });
      paths.push(new URL(page.headers.get("location") ?? "", server.url).pathname);
    }
    return { server, paths };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
