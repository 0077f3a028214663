/**
 * Inter, the site's typeface, cut from one source for the pages and the share
 * images: the variable font of inter-ui (Inter 4.1, SIL Open Font License 1.1).
 * - `cutInter`: the web font, one variable woff2 with the characters the site
 *   writes and the weights its classes use (decision 0027);
 * - `interInstance`: a static TrueType instance of one weight, for resvg,
 *   which reads neither woff2 nor variable fonts (scripts/build-images.ts);
 * - `fallbackFaces`: the `@font-face` rules over local fonts whose size and
 *   vertical metrics are set to Inter's, computed from the font files, so that
 *   text in the fallback takes the room Inter takes.
 * Everything here is deterministic: the same sources give the same bytes.
 */
import * as hb from "harfbuzzjs";
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const appDir = join(import.meta.dirname, "..", "..", "app");

export const INTER_SOURCE = "inter-ui/variable/InterVariable.woff2";

/** font-normal … font-extrabold: the weights the site's classes use (400 for text, 500–800 for emphasis and headings). */
export const INTER_WEIGHTS = [400, 500, 600, 700, 800] as const;

/**
 * Inter 4's optical-size axis pinned at 14 (its text design, the Inter of
 * Google Fonts' static files): keeping the axis for headings in Inter Display
 * would add half again to the file (41 KB instead of 27 KB, measured).
 */
const OPTICAL_SIZE = 14;

/**
 * The layout features a browser applies to running text by default (HarfBuzz's
 * defaults: composition, localized forms, marks, kerning, contextual
 * alternates and ligatures), and tabular figures for `tabular-nums`. Inter's
 * stylistic sets and character variants, fractions and superscripts are not
 * used and would double the file (44 KB instead of 27 KB, measured).
 */
const LAYOUT_FEATURES = ["ccmp", "locl", "mark", "mkmk", "kern", "calt", "clig", "liga", "rlig", "rclt", "tnum"];

/**
 * Characters every page may show whatever the copy says: printable ASCII (what
 * a visitor types, code samples), the spaces Intl's formatting writes (no-break,
 * thin, narrow no-break), German quotes, dashes, the ellipsis, the euro and arrows.
 */
const ALWAYS =
  " !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~" +
  "\u00a0\u2009\u202f\u2011–—‘’‚“”„…€←→↑↓×·";

/** The printable rest of Latin-1 (U+00A1–U+00FF but the soft hyphen): "Zoë", "Ångström", "Søn", "½", "©". */
const LATIN_1 = Array.from({ length: 0xff - 0xa1 + 1 }, (_, index) => String.fromCodePoint(0xa1 + index)).filter(
  (character) => character !== "\u00ad",
);

/**
 * The Latin-1 floor: the characters of LATIN_1 the main cut lacks (what an operator's post may write though no page
 * of ours does). Cut into a second, small file whose face names exactly these code points (`unicode-range`), so a
 * browser fetches it only for a page that shows one of them.
 */
export function latin1Supplement(characters: string): string {
  const main = new Set(characters);
  return LATIN_1.filter((character) => !main.has(character)).join("");
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The characters the web font carries: ALWAYS, and every other character the
 * site's source writes (its copy lives in app/content, a few symbols in
 * components). A character Inter lacks is left out by the cut and drawn in
 * the fallback, so is one a visitor types that no page writes.
 */
export async function interCharacters(): Promise<string> {
  const characters = new Set(ALWAYS);
  for (const file of await sourceFiles(appDir)) {
    for (const character of await readFile(file, "utf8")) {
      if (character.codePointAt(0)! > 0x7e) characters.add(character);
    }
  }
  return [...characters].sort().join("");
}

/** Every string of the site's copy in both languages (app/content/<page>/{en,de}.ts): what text looks like here. */
export async function siteCopy(): Promise<string[]> {
  const files = (await sourceFiles(join(appDir, "content"))).filter((file) => /[\\/](en|de)\.ts$/.test(file));
  const strings: string[] = [];
  for (const file of files) {
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default?: unknown };
    strings.push(...copyStrings(module.default));
  }
  return strings;
}

/** Every string in a content module's value, however deep. */
export function copyStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(copyStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(copyStrings);
  return [];
}

async function interSource(): Promise<Buffer> {
  return readFile(require.resolve(INTER_SOURCE));
}

/** The web font: Inter cut to `characters`, weights 400–800 as one variable font. */
export async function cutInter(characters: string, format: "woff2" | "sfnt"): Promise<Buffer> {
  return subsetFont(await interSource(), characters, {
    targetFormat: format,
    keepFeatures: LAYOUT_FEATURES,
    variationAxes: {
      opsz: OPTICAL_SIZE,
      wght: { min: INTER_WEIGHTS[0], max: INTER_WEIGHTS.at(-1)!, default: INTER_WEIGHTS[0] },
    },
  });
}

/** `U+E9, U+F1-F3`: the code points of these characters, runs joined. */
export function unicodeRange(characters: string): string {
  const points = [...new Set([...characters].map((character) => character.codePointAt(0)!))].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

/** A static TrueType Inter of one weight with every glyph (resvg reads neither woff2 nor variations). */
export async function interInstance(weight: number): Promise<Buffer> {
  return subsetFont(await interSource(), undefined, {
    targetFormat: "sfnt",
    keepAllGlyphs: true,
    variationAxes: { opsz: OPTICAL_SIZE, wght: weight },
  });
}

/** A local font a fallback face may use, and the file whose metrics stand for it. */
type LocalFont = { names: string[]; file: string };

/**
 * The fallback families, tried in this order. Arial (Windows, macOS) is not
 * ours to ship, so Arimo stands for it: Arimo (Chrome OS) and Liberation Sans 2
 * (many Linux desktops) are drawn to Arial's metrics, advance widths and
 * vertical metrics alike. DejaVu Sans is the sans-serif of Debian and Ubuntu.
 * Local fonts are matched by full name, and Arial also by its PostScript name
 * (Safari). No face exists for Roboto (Android) or San Francisco: they keep
 * their own metrics.
 */
export const FALLBACK_FAMILIES: { family: string; regular: LocalFont; bold: LocalFont }[] = [
  {
    family: "Inter Fallback",
    regular: {
      names: ["Arial", "ArialMT", "Arimo", "Arimo Regular", "Liberation Sans"],
      file: "@expo-google-fonts/arimo/400Regular/Arimo_400Regular.ttf",
    },
    bold: {
      names: ["Arial Bold", "Arial-BoldMT", "Arimo Bold", "Liberation Sans Bold"],
      file: "@expo-google-fonts/arimo/700Bold/Arimo_700Bold.ttf",
    },
  },
  {
    family: "Inter Fallback DejaVu",
    regular: { names: ["DejaVu Sans"], file: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf" },
    bold: { names: ["DejaVu Sans Bold"], file: "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf" },
  },
];

export type FallbackFace = {
  family: string;
  weight: number;
  local: string[];
  /** Percentages, as the descriptors take them. */
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
};

/** A font file opened by HarfBuzz, at one weight when it is variable. */
export function openFont(bytes: Uint8Array, weight?: number): { font: hb.Font; upem: number } {
  const face = new hb.Face(new hb.Blob(bytes));
  const font = new hb.Font(face);
  if (weight !== undefined) font.setVariations([new hb.Variation("wght", weight)]);
  return { font, upem: face.upem };
}

/** The advance of all of `texts` shaped as a browser shapes them (kerning included), in ems. */
export function textWidth({ font, upem }: { font: hb.Font; upem: number }, texts: string[]): number {
  let units = 0;
  for (const text of texts) {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    for (const position of buffer.getGlyphPositions()) units += position.xAdvance;
  }
  return units / upem;
}

const percent = (value: number) => Math.round(value * 1e4) / 100;

/**
 * For each fallback family and each weight the site uses: a face over the
 * family's regular font (400, 500) or bold one (600–800), scaled so that the
 * site's copy takes as much width as in Inter of that weight, with Inter's
 * ascent, descent and line gap. The overrides are fractions of the adjusted
 * size, so each is Inter's metric divided by size-adjust.
 */
export async function fallbackFaces(interSfnt: Uint8Array, copy: string[]): Promise<FallbackFace[]> {
  const characters = new Set(await interCharacters());
  // Only what Inter draws: a character it lacks is in the fallback either way.
  const texts = copy.map((text) => [...text].filter((character) => characters.has(character)).join(""));
  const inter = openFont(interSfnt);
  const extents = inter.font.hExtents();
  const faces: FallbackFace[] = [];
  for (const { family, regular, bold } of FALLBACK_FAMILIES) {
    for (const weight of INTER_WEIGHTS) {
      const local = weight < 600 ? regular : bold;
      const fallback = openFont(await readFile(require.resolve(local.file)));
      const adjust = textWidth(openFont(interSfnt, weight), texts) / textWidth(fallback, texts);
      faces.push({
        family,
        weight,
        local: local.names,
        sizeAdjust: percent(adjust),
        ascentOverride: percent(extents.ascender / inter.upem / adjust),
        descentOverride: percent(-extents.descender / inter.upem / adjust),
        lineGapOverride: percent(extents.lineGap / inter.upem / adjust),
      });
    }
  }
  return faces;
}

/** The stylesheet of the web font: Inter itself at `url`, and the fallback faces. */
export function fontFacesCss(
  url: string,
  faces: FallbackFace[],
  supplement?: { url: string; characters: string },
): string {
  const face = (src: string, range?: string) => [
    "@font-face {",
    '  font-family: "Inter";',
    "  font-style: normal;",
    `  font-weight: ${INTER_WEIGHTS[0]} ${INTER_WEIGHTS.at(-1)};`,
    // Used when it is there before the first paint (from the cache), never swapped in later: no layout shift.
    "  font-display: optional;",
    `  src: url("${src}") format("woff2");`,
    ...(range ? [`  unicode-range: ${range};`] : []),
    "}",
  ];
  // The supplement comes last: for its own code points a browser asks it first, and for no other.
  const inter = [
    ...face(url),
    ...(supplement?.characters ? face(supplement.url, unicodeRange(supplement.characters)) : []),
  ];
  const fallbacks = faces.flatMap((face) => [
    "@font-face {",
    `  font-family: "${face.family}";`,
    `  font-weight: ${face.weight};`,
    `  src: ${face.local.map((name) => `local("${name}")`).join(", ")};`,
    `  size-adjust: ${face.sizeAdjust}%;`,
    `  ascent-override: ${face.ascentOverride}%;`,
    `  descent-override: ${face.descentOverride}%;`,
    `  line-gap-override: ${face.lineGapOverride}%;`,
    "}",
  ]);
  return [...inter, ...fallbacks].join("\n") + "\n";
}
