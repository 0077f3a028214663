// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { isOwnImageSource, sanitizePostHtml } from "#app/lib/blog/sanitize-html.ts";
import { seedPosts } from "#app/lib/blog/seed-posts.ts";

function dom(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = sanitizePostHtml(html);
  return root;
}

describe("sanitizePostHtml", () => {
  it("removes script elements", () => {
    const result = sanitizePostHtml("<p>Hi</p><script>window.__xss = 1</script>");
    expect(result).toBe("<p>Hi</p>");
  });

  it("removes event handlers and keeps the element", () => {
    const root = dom('<img src="/x.png" onerror="window.__xss=1" alt="chart"><p onclick="x()">t</p>');
    expect(root.querySelector("img")?.getAttribute("alt")).toBe("chart");
    expect(root.innerHTML).not.toMatch(/onerror|onclick/i);
  });

  it("removes javascript: and other script URLs but keeps safe links", () => {
    const root = dom(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><a href="data:text/html,<script>x</script>">c</a><a href="https://example.com/">d</a><a href="/documentation">e</a>',
    );
    const hrefs = [...root.querySelectorAll("a")].map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual([null, null, null, "https://example.com/", "/documentation"]);
  });

  it("drops SVG and MathML payloads entirely", () => {
    const root = dom(
      '<svg onload="window.__xss=1"><script>x</script><animate attributeName="href" values="javascript:alert(1)"/></svg><math><mtext><img src=x onerror=alert(1)></mtext></math><p>after</p>',
    );
    expect(root.querySelector("svg, math, script, animate")).toBeNull();
    expect(root.innerHTML).not.toMatch(/onload|onerror|javascript/i);
    expect(root.textContent).toContain("after");
  });

  it("drops iframes, objects, forms, styles and base elements", () => {
    const root = dom(
      '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x"><form action="https://evil.example"><input name="password"><button>Log in</button></form><style>body{display:none}</style><base href="https://evil.example/"><p style="position:fixed">text</p>',
    );
    expect(root.querySelector("iframe, object, embed, form, input, button, style, base")).toBeNull();
    expect(root.querySelector("p")?.hasAttribute("style")).toBe(false);
  });

  it("keeps no ids or names, so a post cannot shadow the page's own elements", () => {
    const root = dom('<h2 id="main-content">x</h2><a name="location">y</a>');
    expect(root.querySelector("[id], [name]")).toBeNull();
    expect(root.textContent).toBe("xy");
  });

  it("keeps only the allow-list: headings, paragraphs, lists, links, emphasis, code, quotes, own images", () => {
    const root = dom(
      '<h2>H</h2><p>a <strong>b</strong> <em>c</em> <code>d</code></p><blockquote>q</blockquote><ul><li>l</li></ul><table><tr><td>t</td></tr></table><iframe src="/x"></iframe><video src="/v.mp4"></video>',
    );
    expect([...root.querySelectorAll("*")].map((element) => element.tagName.toLowerCase())).toEqual([
      "h2",
      "p",
      "strong",
      "em",
      "code",
      "blockquote",
      "ul",
      "li",
    ]);
    expect(root.textContent).toContain("t");
  });

  it("gives every link rel=noopener and keeps only http(s), mailto and own paths", () => {
    const root = dom(
      '<a href="https://example.com/" target="_blank">a</a><a href="mailto:x@example.com">b</a><a href="ftp://x">c</a>',
    );
    expect(
      [...root.querySelectorAll("a")].map((a) => [
        a.getAttribute("href"),
        a.getAttribute("rel"),
        a.getAttribute("target"),
      ]),
    ).toEqual([
      ["https://example.com/", "noopener", null],
      ["mailto:x@example.com", "noopener", null],
      [null, "noopener", null],
    ]);
  });

  it("keeps images from this site only", () => {
    const root = dom(
      '<img src="/og/en.png" alt="ours"><img src="https://tracker.example/p.gif" alt="theirs"><img src="//cdn.example/x.png"><img src="data:image/png;base64,AAAA">',
    );
    expect([...root.querySelectorAll("img")].map((img) => img.getAttribute("alt"))).toEqual(["ours"]);
  });

  it("survives mutation XSS tricks", () => {
    const payloads = [
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
      "<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>",
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
      "<details open ontoggle=alert(1)>",
    ];
    for (const payload of payloads) {
      const root = dom(payload);
      for (const element of root.querySelectorAll("*")) {
        for (const attribute of element.attributes) {
          expect(attribute.name.startsWith("on"), `${payload}: ${attribute.name}`).toBe(false);
          expect(attribute.value, payload).not.toMatch(/^\s*javascript:/i);
        }
      }
    }
  });

  it("drops handlers in every spelling the tokenizer reads as one, before any parser sees them", () => {
    const root = dom(
      '<img src="/a.png" alt="a"/onerror=x()><img src="/b.png"alt="b"onload=x()><p\tONMOUSEOVER=x()>c</p><p\nOnClick="x()">d</p>',
    );
    expect(root.innerHTML).not.toMatch(/\son|"on|\/on|\uE000/i);
    expect([...root.querySelectorAll("img")].map((image) => image.alt)).toEqual(["a", "b"]);
  });

  it("gives back every other word beginning with 'on' exactly as written, in text and in values", () => {
    const html = '<p title="Turn \'on\' once">Online, on time and "on" the way / on <em>on</em></p>';
    expect(sanitizePostHtml(html)).toBe(html);
  });

  it("keeps links in the same tab: targets are dropped", () => {
    const root = dom('<a href="https://example.com" target="_blank">a</a><a href="/x" target="_top">b</a>');
    expect([...root.querySelectorAll("a")].map((a) => a.hasAttribute("target"))).toEqual([false, false]);
    expect(root.querySelectorAll("a[href]")).toHaveLength(2);
  });

  it("leaves the seeded sample bodies exactly as written (so the pre-rendered HTML is what DOMPurify would give)", () => {
    for (const post of seedPosts) expect(sanitizePostHtml(post.content)).toBe(post.content);
  });
});

describe("images in a post body", () => {
  const ours = "/blog/images/0123456789abcdef";

  it("keeps our image's srcset, sizes, width, height and alt, and loads it lazily", () => {
    const image = dom(
      `<img src="${ours}-960.webp" srcset="${ours}-480.webp 480w, ${ours}-960.webp 960w" sizes="(min-width: 48rem) 48rem, 100vw" width="960" height="540" alt="Chart" loading="eager">`,
    ).querySelector("img")!;
    expect(image.getAttribute("srcset")).toBe(`${ours}-480.webp 480w, ${ours}-960.webp 960w`);
    expect(image.getAttribute("sizes")).toBe("(min-width: 48rem) 48rem, 100vw");
    expect([image.getAttribute("width"), image.getAttribute("height"), image.alt]).toEqual(["960", "540", "Chart"]);
    expect(image.getAttribute("loading")).toBe("lazy");
  });

  it("drops a srcset naming another site's image, and a size that is no number", () => {
    const image = dom(
      `<img src="${ours}-960.webp" srcset="${ours}-480.webp 480w, https://tracker.example/p.gif 960w" width="100%" height="javascript:x" alt="a">`,
    ).querySelector("img")!;
    expect(image.hasAttribute("srcset")).toBe(false);
    expect(image.hasAttribute("width") || image.hasAttribute("height")).toBe(false);
    expect(
      dom(`<img src="${ours}-960.webp" srcset="//cdn.example/x.webp 1x">`).querySelector("img")?.hasAttribute("srcset"),
    ).toBe(false);
  });

  it("says which sources it keeps, for the editor's warning", () => {
    expect(isOwnImageSource(`${ours}-960.webp`)).toBe(true);
    expect(isOwnImageSource("https://example.com/x.png")).toBe(false);
    expect(isOwnImageSource("//cdn.example/x.png")).toBe(false);
    expect(isOwnImageSource("data:image/png;base64,AAAA")).toBe(false);
  });
});

describe("URLs in a post body, read as the browser reads them", () => {
  const sources = (html: string) => [...dom(html).querySelectorAll("img")].map((image) => image.getAttribute("src"));
  const hrefs = (html: string) => [...dom(html).querySelectorAll("a")].map((link) => link.getAttribute("href"));

  it.each([
    ["a tab after the first slash", "/&#9;/evil.example/x.png"],
    ["a line feed after the first slash", "/&#10;/evil.example/x.png"],
    ["a carriage return after the first slash", "/&#13;/evil.example/x.png"],
    ["a raw tab", "/\t/evil.example/x.png"],
    ["a raw line feed", "/\n/evil.example/x.png"],
    ["tabs everywhere", "&#9;/&#9;&#9;/&#9;evil.example/x.png"],
    ["a backslash after the first slash", "/\\evil.example/x.png"],
    ["a backslash as entity", "/&#92;evil.example/x.png"],
    ["two backslashes", "\\\\evil.example/x.png"],
    ["two backslashes as entities", "&#x5C;&#x5c;evil.example/x.png"],
    ["a leading space and two slashes", " //evil.example/x.png"],
    ["a leading control character and two slashes", "&#1;//evil.example/x.png"],
    ["an absolute URL", "https://evil.example/x.png"],
    ["an absolute URL with a tab in its scheme", "ht&#9;tps://evil.example/x.png"],
    ["a data: URL", "data:image/png;base64,AAAA"],
    ["a data: URL with a leading space", " data:image/svg+xml,<svg/>"],
    ["a javascript: URL", "java&#9;script:alert(1)"],
    ["a relative path without a slash", "evil.png"],
  ])("drops an image whose source leaves the site: %s", (_, src) => {
    expect(sources(`<img src="${src}" alt="x"><img src="/ok.png" alt="ok">`)).toEqual(["/ok.png"]);
    expect(
      isOwnImageSource(
        src.replace(/&#(x?[\da-f]+);/gi, (__, code: string) => String.fromCodePoint(Number(`0${code}`))),
      ),
    ).toBe(false);
  });

  it.each([
    ["/blog/images/a-960.webp", "/blog/images/a-960.webp"],
    ["/%2F%2Fevil.example/x.png", "/%2F%2Fevil.example/x.png"],
    ["/%09/evil.example/x.png", "/%09/evil.example/x.png"],
    ["/blog/im&#9;ages/a.webp", "/blog/images/a.webp"],
    ["\\blog\\images\\a.webp", "/blog/images/a.webp"],
    ["/blog/../og/en.png", "/og/en.png"],
    ["/blog/bild ä.png", "/blog/bild%20%C3%A4.png"],
  ])("keeps an image of this site as the browser would load it: %s", (src, loaded) => {
    expect(sources(`<img src="${src}" alt="x">`)).toEqual([loaded]);
  });

  it("keeps a srcset only if the browser would load every candidate from this site", () => {
    const srcset = (value: string) =>
      dom(`<img src="/a-960.webp" srcset="${value}" alt="x">`).querySelector("img")?.getAttribute("srcset");
    expect(srcset("/a-480.webp 480w, /a-960.webp 960w")).toBe("/a-480.webp 480w, /a-960.webp 960w");
    expect(srcset("/a-480.webp 480w, /\\evil.example/b.webp 960w")).toBeNull();
    expect(srcset("/a-480.webp 480w, /&#9;/evil.example/b.webp 960w")).toBeNull();
    expect(srcset("\\\\evil.example/b.webp 2x")).toBeNull();
  });

  it.each([
    ["a tab in the scheme", "java&#9;script:alert(1)"],
    ["a line feed in the scheme", "java&#10;script:alert(1)"],
    ["entities for every letter", "&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)"],
    ["a leading control character", "&#1;javascript:alert(1)"],
    ["leading spaces and upper case", "  JAVASCRIPT:alert(1)"],
    ["a data: URL", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["vbscript:", "vbscript:msgbox(1)"],
    ["a protocol-relative link made with a tab", "/&#9;/evil.example/"],
    ["a protocol-relative link made with a backslash", "/\\evil.example/"],
    ["a relative path without a slash", "evil.example"],
  ])("drops a link target that is no page of the web: %s", (_, href) => {
    expect(hrefs(`<a href="${href}">x</a><a href="/documentation">ok</a>`)).toEqual([null, "/documentation"]);
  });

  it("keeps http(s), mailto, own paths and fragments, in the parser's spelling", () => {
    expect(
      hrefs(
        '<a href="https://example.com">a</a><a href=" https://exa&#9;mple.com/p?q=1 ">b</a><a href="mailto:x@example.com">c</a><a href="/de/blog/x?y=1#z">d</a><a href="#section">e</a><a href="\\documentation">f</a>',
      ),
    ).toEqual([
      "https://example.com/",
      "https://example.com/p?q=1",
      "mailto:x@example.com",
      "/de/blog/x?y=1#z",
      "#section",
      "/documentation",
    ]);
  });
});
