/**
 * Draws the site's images at build time, so no binary lives in git:
 * - og/en.png, og/de.png: the share image of each language (1200×630), with the
 *   logo mark, the brand name and the home page's heading and eyebrow;
 * - favicon.ico, icon-192.png, icon-512.png: the logo mark from public/favicon.svg;
 * - apple-touch-icon.png, icon-maskable-512.png: the mark on an opaque brand tile;
 * - site.webmanifest, which names the icons.
 * Run after `react-router build` (it writes into build/client) and before compress.
 */
import { initWasm, Resvg, type ResvgRenderOptions } from "@resvg/resvg-wasm";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import homeDe from "#app/content/home/de.ts";
import homeEn from "#app/content/home/en.ts";
import footerEn from "#app/content/footer/en.ts";
import siteEn from "#app/content/site/en.ts";
import { escapeMarkup } from "#app/lib/text/escape-markup.ts";
import { shareImage, shareImagePath } from "#app/lib/seo/share-image.ts";
import { icoFromPngs } from "./lib/ico.ts";
import { interInstance } from "./lib/inter.ts";
import { encodePng } from "./lib/png.ts";

const root = join(import.meta.dirname, "..");
const out = process.argv[2] ?? join(root, "build", "client");
const require = createRequire(import.meta.url);

const INDIGO = "#4f46e5";
const VIOLET = "#7c3aed";
// Tailwind's indigo-100: 4.6:1 or more on the gradient, enough for large text (3:1).
const SOFT_WHITE = "#e0e7ff";
// The family name of Inter's variable source, which the instances keep.
const FONT = "Inter Variable";

const takes = { en: homeEn, de: homeDe } as const;

await initWasm(await readFile(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
// The pages' Inter from the same source (scripts/lib/inter.ts), as static TrueType instances of the two weights
// drawn here: resvg reads neither woff2 nor variable fonts.
const fontBuffers = await Promise.all([600, 700].map(async (weight) => new Uint8Array(await interInstance(weight))));
const renderOptions: ResvgRenderOptions = { font: { fontBuffers, defaultFontFamily: FONT } };

function render(svg: string): { pixels: Uint8Array; width: number; height: number } {
  const resvg = new Resvg(svg, renderOptions);
  const image = resvg.render();
  const result = { pixels: image.pixels, width: image.width, height: image.height };
  image.free();
  resvg.free();
  return result;
}

type TextStyle = { size: number; weight: 600 | 700 };

function textElement(text: string, x: number, y: number, style: TextStyle, fill: string): string {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${style.size}" font-weight="${style.weight}" fill="${fill}">${escapeMarkup(text)}</text>`;
}

/** The drawn box of a text (ink, not advance), as resvg lays it out with our fonts. */
function measure(text: string, style: TextStyle) {
  const resvg = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="400">${textElement(text, 0, 200, style, "#000")}</svg>`,
    renderOptions,
  );
  const box = resvg.getBBox();
  const result = box ? { width: box.width, height: box.height } : { width: 0, height: 0 };
  box?.free();
  resvg.free();
  return result;
}

/**
 * Fails the build when a character would be drawn as the font's empty box
 * (.notdef), e.g. after new copy with a symbol Inter lacks. A code point no
 * font has shows what .notdef looks like.
 */
function assertGlyphs(text: string, style: TextStyle) {
  const notdef = measure("\u{10FFFD}", style);
  for (const char of new Set(text.replace(/\s/g, ""))) {
    const box = measure(char, style);
    if (box.width === notdef.width && box.height === notdef.height) {
      throw new Error(`build-images: the font has no glyph for "${char}" (U+${char.codePointAt(0)!.toString(16)})`);
    }
  }
}

/** Lines no wider than maxWidth; every sentence starts a line of its own. */
function wrap(text: string, style: TextStyle, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    let line = "";
    for (const word of sentence.split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && measure(candidate, style).width > maxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}

/**
 * The fewest lines (at most maxLines) of at most maxWidth, at the largest of
 * `sizes` that allows them: a smaller heading rather than one with an orphan.
 */
function fit(text: string, weight: TextStyle["weight"], sizes: number[], maxWidth: number, maxLines: number) {
  for (let lineCount = 1; lineCount <= maxLines; lineCount++) {
    for (const size of sizes) {
      const style = { size, weight };
      const lines = wrap(text, style, maxWidth);
      if (lines.length <= lineCount && lines.every((line) => measure(line, style).width <= maxWidth)) {
        return { style, lines };
      }
    }
  }
  throw new Error(`build-images: "${text}" does not fit the share image`);
}

// The logo mark from public/favicon.svg, placed into other drawings as a nested <svg>.
const favicon = (await readFile(join(root, "public", "favicon.svg"), "utf8")).replace(/^\s*<\?xml[^>]*>\s*/, "");
if (!favicon.startsWith("<svg")) throw new Error("build-images: public/favicon.svg should start with <svg");

/** The SVG drawn as a size×size square at (x, y). */
function placed(svg: string, x: number, y: number, size: number): string {
  return svg.replace(/^<svg\b([^>]*)>/, (_, attributes: string) => {
    const rest = attributes.replace(/\s(width|height|x|y)="[^"]*"/g, "");
    return `<svg${rest} x="${x}" y="${y}" width="${size}" height="${size}">`;
  });
}

/**
 * The mark for the brand gradient: the bubble white and the bars indigo,
 * the reverse of the favicon's gradient bubble with white bars.
 */
function reversedMark(svg: string): string {
  let bubbles = 0;
  let bars = 0;
  const reversed = svg.replace(/fill="(url\(#[^)]+\)|#fff|#ffffff|white)"/gi, (_, fill: string) => {
    if (fill.startsWith("url(")) {
      bubbles += 1;
      return `fill="#fff"`;
    }
    bars += 1;
    return `fill="${INDIGO}"`;
  });
  if (bubbles === 0 || bars === 0) {
    throw new Error(
      "build-images: public/favicon.svg no longer has a gradient fill and white bars; update reversedMark",
    );
  }
  return reversed;
}

const gradient = (id: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${INDIGO}"/><stop offset="1" stop-color="${VIOLET}"/></linearGradient>`;

function shareImageSvg(locale: keyof typeof takes): string {
  const { width, height } = shareImage;
  const home = takes[locale];
  const left = 80;
  const textWidth = width - 2 * left;
  const brandStyle: TextStyle = { size: 40, weight: 700 };
  const eyebrowStyle: TextStyle = { size: 34, weight: 600 };
  const heading = fit(home.heading, 700, [80, 76, 72, 68, 64, 60, 56], textWidth, 3);
  assertGlyphs(siteEn.brand.name, brandStyle);
  assertGlyphs(home.heading, heading.style);
  assertGlyphs(home.hero.eyebrow, eyebrowStyle);
  if (measure(home.hero.eyebrow, eyebrowStyle).width > textWidth) {
    throw new Error(`build-images: the eyebrow "${home.hero.eyebrow}" is too wide for the share image`);
  }

  // Heading and eyebrow sit as one block in the space below the brand row.
  const lineHeight = Math.round(heading.style.size * 1.15);
  const gap = 36;
  const blockHeight = heading.lines.length * lineHeight + gap + eyebrowStyle.size;
  const top = 200 + Math.round((height - 60 - 200 - blockHeight) / 2);
  const capHeight = Math.round(heading.style.size * 0.73);
  const headingLines = heading.lines.map((line, index) =>
    textElement(line, left - 3, top + capHeight + index * lineHeight, heading.style, "#fff"),
  );
  const eyebrowY = top + heading.lines.length * lineHeight + gap + Math.round(eyebrowStyle.size * 0.73);

  const markSize = 72;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>${gradient("background")}</defs>
  <rect width="${width}" height="${height}" fill="url(#background)"/>
  <circle cx="${width - 90}" cy="-30" r="300" fill="#fff" fill-opacity="0.07"/>
  <circle cx="${width + 20}" cy="${height + 40}" r="230" fill="#fff" fill-opacity="0.06"/>
  ${placed(reversedMark(favicon), left - 6, 64, markSize)}
  ${textElement(siteEn.brand.name, left + markSize + 10, 64 + markSize / 2 + 15, brandStyle, "#fff")}
  ${headingLines.join("\n  ")}
  ${textElement(home.hero.eyebrow, left, eyebrowY, eyebrowStyle, SOFT_WHITE)}
</svg>`;
}

/** The reversed mark on an opaque gradient square: home-screen icons. */
function tileSvg(size: number, markSize: number): string {
  const offset = (size - markSize) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs>${gradient("background")}</defs>
  <rect width="${size}" height="${size}" fill="url(#background)"/>
  ${placed(reversedMark(favicon), offset, offset, markSize)}
</svg>`;
}

function png(svg: string, opaque: boolean): Buffer {
  const image = render(svg);
  return encodePng(image.pixels, image.width, image.height, { opaque });
}

const icon = (size: number) => png(placed(favicon, 0, 0, size), false);

const written: string[] = [];
async function write(path: string, body: Buffer | string) {
  const file = join(out, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, body);
  written.push(`${path} ${(Buffer.byteLength(body) / 1024).toFixed(1)} KiB`);
}

for (const locale of ["en", "de"] as const) {
  await write(shareImagePath(locale).slice(1), png(shareImageSvg(locale), true));
}

await write("favicon.ico", icoFromPngs([icon(32)]));
await write("icon-192.png", icon(192));
await write("icon-512.png", icon(512));
// iOS rounds the corners itself and shows transparency as black: an opaque tile with room around the mark.
await write("apple-touch-icon.png", png(tileSvg(180, 124), true));
// Maskable: launchers may cut the icon down to a circle of 80 % of its width; the mark stays inside it.
await write("icon-maskable-512.png", png(tileSvg(512, 340), true));

const manifest = {
  id: "/",
  name: siteEn.brand.name,
  short_name: "Conv. BI",
  description: footerEn.tagline,
  lang: "en",
  dir: "ltr",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: INDIGO,
  background_color: "#ffffff",
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};
await write("site.webmanifest", `${JSON.stringify(manifest, null, 2)}\n`);

console.log(`build-images: ${written.join(", ")}`);
