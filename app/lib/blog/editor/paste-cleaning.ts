/**
 * Pasted HTML as the editor takes it (issue 33, item 1): from Google Docs, Word or a web page, headings, lists,
 * links and emphasis stay, the rest goes. The editor's schema (post-editor-extensions.ts) then keeps only what it
 * knows, and the server's sanitizer (sanitize-html.ts) has the last word when the post is saved. What is done
 * here is what neither can: Word writes its lists as paragraphs, Google Docs wraps everything in a bold that is
 * not bold, and a pasted page brings its own <h1> (a post's one <h1> is its title).
 */
const OWN_PATH = /^\/(?![/\\])/;

/** Cleans pasted HTML in the document of the editor (a DOM is needed: the browser's, or jsdom's in tests). */
export function cleanPastedHtml(html: string, document: Document): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  const root = template.content;
  removeAll(root, "style, meta, link, script, title, xml, o\\:p");
  removeComments(root, document);
  unwrapGoogleDocsWrapper(root);
  wordListsToLists(root, document);
  renameHeadings(root, document);
  stylesToEmphasis(root, document);
  removeForeignImages(root);
  for (const element of root.querySelectorAll("[style], [class], [id], [dir], [role]")) {
    for (const name of ["style", "class", "id", "dir", "role"]) element.removeAttribute(name);
  }
  const container = document.createElement("div");
  container.append(root);
  return container.innerHTML;
}

function removeAll(root: ParentNode, selector: string) {
  for (const element of root.querySelectorAll(selector)) element.remove();
}

/** Comments, and Word's conditional ones (`<![if !supportLists]>`), which the parser reads as comments. */
function removeComments(root: Node, document: Document) {
  const walker = document.createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
}

function unwrap(element: Element) {
  element.replaceWith(...element.childNodes);
}

/** `<b style="font-weight:normal" id="docs-internal-guid-…">` around the whole paste: no bold at all. */
function unwrapGoogleDocsWrapper(root: ParentNode) {
  for (const wrapper of root.querySelectorAll('b[id^="docs-internal-guid"]')) unwrap(wrapper);
}

const MSO_LIST = /mso-list:\s*(l\d+)\s+level(\d+)/i;
const listLevel = (paragraph: Element) => Number(MSO_LIST.exec(paragraph.getAttribute("style") ?? "")?.[2] ?? 0);
const listId = (paragraph: Element) => MSO_LIST.exec(paragraph.getAttribute("style") ?? "")?.[1];

/**
 * Word's list items are paragraphs (`style="mso-list:l0 level1 lfo1"`) whose bullet or number is text in a span
 * marked `mso-list:Ignore`: consecutive ones become a list, nested by their level, numbered when the marker is.
 */
function wordListsToLists(root: ParentNode, document: Document) {
  const items = [...root.querySelectorAll("p")].filter((paragraph) => listLevel(paragraph) > 0);
  let lists: HTMLElement[] = [];
  for (const paragraph of items) {
    const marker = paragraph.querySelector('span[style*="mso-list:Ignore" i], span[style*="mso-list: Ignore" i]');
    const ordered = /^\s*[\da-z]{1,3}[.)]/i.test(marker?.textContent ?? "");
    marker?.remove();
    const level = listLevel(paragraph);
    const previous = paragraph.previousElementSibling;
    const continues =
      lists.length > 0 && previous?.hasAttribute("data-word-list") === true && listId(previous) === listId(paragraph);
    if (!continues) lists = [];
    lists = lists.slice(0, level);
    if (lists.length < level) {
      const list = document.createElement(ordered ? "ol" : "ul");
      const parentItem = lists.at(-1)?.lastElementChild;
      if (parentItem) parentItem.append(list);
      else paragraph.before(list);
      lists.push(list);
    }
    const item = document.createElement("li");
    item.append(...paragraph.childNodes);
    lists.at(-1)!.append(item);
    // The paragraph stays until the next one is placed, as the marker of where the list goes on.
    paragraph.setAttribute("data-word-list", "");
  }
  removeAll(root, "p[data-word-list]");
}

/** `<h1>` becomes `<h2>` (the title is the post's `<h1>`), `<h4>`–`<h6>` become `<h3>`, the editor's smallest. */
function renameHeadings(root: ParentNode, document: Document) {
  for (const heading of root.querySelectorAll("h1, h4, h5, h6")) {
    const renamed = document.createElement(heading.tagName === "H1" ? "h2" : "h3");
    renamed.append(...heading.childNodes);
    heading.replaceWith(renamed);
  }
}

/**
 * Bold and italic written as styles (Google Docs' spans): made elements before the styles go. A weight of 400 or
 * "normal" is no bold.
 */
function stylesToEmphasis(root: ParentNode, document: Document) {
  for (const element of root.querySelectorAll<HTMLElement>("span[style]")) {
    const weight = element.style.fontWeight;
    const bold = weight === "bold" || weight === "bolder" || Number(weight) >= 600;
    const italic = element.style.fontStyle === "italic";
    for (const [on, tag] of [
      [bold, "strong"],
      [italic, "em"],
    ] as const) {
      if (!on) continue;
      const wrapper = document.createElement(tag);
      wrapper.append(...element.childNodes);
      element.append(wrapper);
    }
  }
}

/** Images of other sites would be dropped when the post is saved: better at once, where the author sees it. */
function removeForeignImages(root: ParentNode) {
  for (const image of root.querySelectorAll("img")) {
    if (!OWN_PATH.test(image.getAttribute("src")?.trim() ?? "")) image.remove();
  }
}
