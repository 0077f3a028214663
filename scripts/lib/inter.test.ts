/**
 * The web font and its fallback faces against the font files they come from
 * (decision 0027): the cut draws every character of the copy that Inter has,
 * in the weights the site uses, with kerning; each fallback face restores
 * Inter's vertical metrics and makes the home page's copy as wide as Inter
 * does; and it names the local fonts whose files were measured.
 */
import * as hb from "harfbuzzjs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { beforeAll, describe, expect, it } from "vitest";
import homeChatDe from "#app/content/home-chat/de.ts";
import homeChatEn from "#app/content/home-chat/en.ts";
import homeDe from "#app/content/home/de.ts";
import homeEn from "#app/content/home/en.ts";
import {
  copyStrings,
  cutInter,
  FALLBACK_FAMILIES,
  fallbackFaces,
  INTER_WEIGHTS,
  fontFacesCss,
  interCharacters,
  interInstance,
  latin1Supplement,
  openFont,
  siteCopy,
  textWidth,
  unicodeRange,
  type FallbackFace,
} from "./inter.ts";

const require = createRequire(import.meta.url);

let cut: Uint8Array;
let faces: FallbackFace[];

// Cutting and shaping the copy with HarfBuzz (WebAssembly) takes a few seconds on a busy machine.
beforeAll(async () => {
  cut = new Uint8Array(await cutInter(await interCharacters(), "sfnt"));
  faces = await fallbackFaces(cut, await siteCopy());
}, 120_000);

const hbFace = (bytes: Uint8Array) => new hb.Face(new hb.Blob(bytes));

/** hhea's ascender, descender and line gap in ems, read from the table's bytes. */
function hheaMetrics(bytes: Uint8Array) {
  const face = hbFace(bytes);
  const table = face.referenceTable("hhea")!;
  const view = new DataView(table.buffer, table.byteOffset, table.byteLength);
  return {
    ascent: view.getInt16(4) / face.upem,
    descent: -view.getInt16(6) / face.upem,
    lineGap: view.getInt16(8) / face.upem,
  };
}

describe("the web font", () => {
  it("is one variable font of weights 400–800 with kerning and every character of the copy that Inter has", async () => {
    const face = hbFace(cut);
    expect(face.getAxisInfos()).toEqual({ wght: expect.objectContaining({ min: 400, max: 800 }) });
    expect(face.getTableFeatureTags("GPOS")).toContain("kern");
    const full = openFont(new Uint8Array(await interInstance(400))).font;
    const web = openFont(cut).font;
    const copy = new Set((await siteCopy()).join(""));
    const missing = [...copy].filter((character) => {
      const codePoint = character.codePointAt(0)!;
      return full.nominalGlyph(codePoint) !== undefined && web.nominalGlyph(codePoint) === undefined;
    });
    expect(missing).toEqual([]);
    for (const character of "äöüÄÖÜß€„“‚‘–…→")
      expect(web.nominalGlyph(character.codePointAt(0)!), character).toBeDefined();
  });

  it("has a Latin-1 floor: a second face draws the rest of Latin-1 and names exactly those code points", async () => {
    const characters = await interCharacters();
    const supplement = latin1Supplement(characters);
    const both = new Set(characters + supplement);
    for (const character of "éèêçñøåæÿÅØÆÉ¿¡©®°±µ¼½¾") expect(both.has(character), character).toBe(true);
    expect([...supplement].filter((character) => characters.includes(character))).toEqual([]);
    const extra = openFont(new Uint8Array(await cutInter(supplement, "sfnt"))).font;
    for (const character of supplement) expect(extra.nominalGlyph(character.codePointAt(0)!), character).toBeDefined();
    expect(unicodeRange("éêëñ©")).toBe("U+A9, U+E9-EB, U+F1");
    const css = fontFacesCss("./a.woff2", [], { url: "./b.woff2", characters: "éñ" });
    expect(css.indexOf('url("./b.woff2")')).toBeGreaterThan(css.indexOf('url("./a.woff2")'));
    expect(css).toContain("unicode-range: U+E9, U+F1;");
  });
});

describe("the fallback faces", () => {
  it("give each local font Inter's ascent, descent and line gap at Inter's size", () => {
    const inter = hheaMetrics(cut);
    expect(faces).toHaveLength(FALLBACK_FAMILIES.length * INTER_WEIGHTS.length);
    for (const face of faces) {
      const scale = face.sizeAdjust / 1e4;
      expect(face.ascentOverride * scale, `${face.family} ${face.weight}`).toBeCloseTo(inter.ascent, 3);
      expect(face.descentOverride * scale).toBeCloseTo(inter.descent, 3);
      expect(face.lineGapOverride * scale).toBeCloseTo(inter.lineGap, 3);
    }
  });

  it.each([
    // The page's own copy and its hero chat's.
    ["English", [homeEn, homeChatEn]],
    ["German", [homeDe, homeChatDe]],
  ])("draw the %s home page as wide as Inter does, within 1 %, in every weight", async (_, home) => {
    const texts = copyStrings(home);
    for (const { family, regular, bold } of FALLBACK_FAMILIES) {
      for (const weight of INTER_WEIGHTS) {
        const file = new Uint8Array(await readFile(require.resolve((weight < 600 ? regular : bold).file)));
        const face = faces.find((candidate) => candidate.family === family && candidate.weight === weight)!;
        const inter = textWidth(openFont(cut, weight), texts);
        const fallback = (textWidth(openFont(file), texts) * face.sizeAdjust) / 100;
        expect(Math.abs(fallback / inter - 1), `${family} ${weight}`).toBeLessThan(0.01);
      }
    }
  });

  it("name the local fonts whose files were measured", async () => {
    for (const { family, regular, bold } of FALLBACK_FAMILIES) {
      for (const local of [regular, bold]) {
        const fullName = hbFace(new Uint8Array(await readFile(require.resolve(local.file)))).getName(4, "en");
        expect(local.names, family).toContain(fullName);
      }
    }
    // Regular faces for text and medium, bold ones for semibold and up: as a browser would pick from a family.
    for (const face of faces) {
      const { regular, bold } = FALLBACK_FAMILIES.find(({ family }) => family === face.family)!;
      expect(face.local).toEqual(face.weight < 600 ? regular.names : bold.names);
    }
  });
});
