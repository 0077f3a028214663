/**
 * A deliberately small markdown-like format for the copy of the documentation
 * and the legal pages, parsed into a tree that React renders as elements. Text
 * never becomes HTML: `<b>` in the copy is shown as the characters `<b>`.
 *
 * Blocks are separated by blank lines:
 * - `## Title` (one to three `#`): a heading, one level per `#` below the level the page chooses;
 *   `## Title {#anchor}` gives it an id that links can lead to
 * - lines starting with `- ` or `* `: a bulleted list; `1. `: a numbered list
 * - anything else: a paragraph; a single line break inside it is kept as a line break
 * Inline: `**strong**`, `*emphasis*`, `` `code` ``, `[text](href)`. Links lead only
 * to https, mailto and tel addresses, site paths (`/…`) and anchors (`#…`);
 * any other link is shown as its text.
 */

export type Inline =
  | { type: "text"; text: string }
  | { type: "strong"; children: Inline[] }
  | { type: "em"; children: Inline[] }
  | { type: "code"; text: string }
  | { type: "link"; href: string; children: Inline[] }
  | { type: "break" };

export type Block =
  | { type: "heading"; depth: 1 | 2 | 3; children: Inline[]; id?: string }
  | { type: "paragraph"; children: Inline[] }
  | { type: "list"; ordered: boolean; items: Inline[][] };

const BULLET = /^\s{0,3}[-*]\s+/;
const NUMBER = /^\s{0,3}\d+[.)]\s+/;
const HEADING = /^(#{1,3})\s+(.*)$/;
const ANCHOR = /^(.*?)\s+\{#([a-z0-9][a-z0-9-]*)\}$/;
// Order matters: `**` before `*`, so strong text is not read as two emphases.
const INLINE = /\*\*(.+?)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*([^*\s](?:[^*]*[^*\s])?)\*/g;

/** True for link targets the renderer may turn into a real link. */
export function isSafeHref(href: string): boolean {
  if (href.startsWith("/")) return !href.startsWith("//") && !href.startsWith("/\\");
  if (href.startsWith("#")) return href.length > 1;
  return /^(https:\/\/|mailto:|tel:)/i.test(href);
}

export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const lines = value.split("\n");
    lines.forEach((line, index) => {
      if (index > 0) nodes.push({ type: "break" });
      if (line) nodes.push({ type: "text", text: line });
    });
  };
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, strong, code, linkText, href, em] = match;
    pushText(text.slice(last, match.index));
    last = match.index + whole.length;
    if (strong !== undefined) nodes.push({ type: "strong", children: parseInline(strong) });
    else if (code !== undefined) nodes.push({ type: "code", text: code });
    else if (linkText !== undefined && href !== undefined) {
      const children = parseInline(linkText);
      if (isSafeHref(href)) nodes.push({ type: "link", href, children });
      else nodes.push(...children);
    } else if (em !== undefined) nodes.push({ type: "em", children: parseInline(em) });
  }
  pushText(text.slice(last));
  return nodes;
}

type Segment = { kind: "paragraph" | "bullet" | "number"; lines: string[] };

/** Splits a block into runs of paragraph lines and list items, so a list may follow its lead-in line directly. */
function segments(lines: string[]): Segment[] {
  const result: Segment[] = [];
  for (const line of lines) {
    const kind = BULLET.test(line) ? "bullet" : NUMBER.test(line) ? "number" : "paragraph";
    const current = result.at(-1);
    if (kind === "paragraph" && current && current.kind !== "paragraph" && /^\s/.test(line)) {
      // An indented line continues the list item above it.
      current.lines[current.lines.length - 1] += ` ${line.trim()}`;
    } else if (current && current.kind === kind) {
      current.lines.push(kind === "paragraph" ? line.trim() : line);
    } else {
      result.push({ kind, lines: [kind === "paragraph" ? line.trim() : line] });
    }
  }
  return result;
}

export function parseBlocks(source: string): Block[] {
  const blocks: Block[] = [];
  const chunks = source
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .filter((chunk) => chunk.trim());
  for (const chunk of chunks) {
    const lines = chunk
      .split("\n")
      .map((line) => line.trimEnd())
      .filter(Boolean);
    const heading = lines.length === 1 ? HEADING.exec(lines[0]!.trim()) : null;
    if (heading) {
      const depth = heading[1]!.length as 1 | 2 | 3;
      const text = heading[2]!.trim();
      const anchor = ANCHOR.exec(text);
      blocks.push(
        anchor
          ? { type: "heading", depth, children: parseInline(anchor[1]!), id: anchor[2]! }
          : { type: "heading", depth, children: parseInline(text) },
      );
      continue;
    }
    for (const segment of segments(lines.map((line, index) => (index === 0 ? line.trimStart() : line)))) {
      if (segment.kind === "paragraph") {
        blocks.push({ type: "paragraph", children: parseInline(segment.lines.join("\n")) });
      } else {
        const marker = segment.kind === "bullet" ? BULLET : NUMBER;
        blocks.push({
          type: "list",
          ordered: segment.kind === "number",
          items: segment.lines.map((line) => parseInline(line.trim().replace(marker, "").trim())),
        });
      }
    }
  }
  return blocks;
}

/** The plain text of inline nodes, e.g. for an accessible name or structured data. */
export function plainText(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case "text":
        case "code":
          return node.text;
        case "break":
          return "\n";
        default:
          return plainText(node.children);
      }
    })
    .join("");
}

/** The copy without its markup, blocks separated by blank lines, e.g. for structured data. */
export function markdownToPlainText(source: string): string {
  return parseBlocks(source)
    .map((block) =>
      block.type === "list"
        ? block.items.map((item, index) => `${block.ordered ? `${index + 1}.` : "–"} ${plainText(item)}`).join("\n")
        : plainText(block.children),
    )
    .join("\n\n");
}
