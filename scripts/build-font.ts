/**
 * Cuts the web font from its source before every build and dev server
 * (decision 0027), so no font file lives in git and the cut always carries
 * the characters the copy writes:
 * - app/fonts/inter.woff2: Inter, weights 400–800, the site's characters;
 * - app/fonts/inter-latin1.woff2: the rest of Latin-1, fetched only by a page that shows one of its characters;
 * - app/fonts/inter.css: its @font-face, and the metric-matched fallback faces.
 * app.css imports the stylesheet; Vite names the font by its content hash
 * under /assets/, which the server caches as immutable.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { cutInter, fallbackFaces, fontFacesCss, interCharacters, latin1Supplement, siteCopy } from "./lib/inter.ts";

const out = join(import.meta.dirname, "..", "app", "fonts");
const started = performance.now();

const characters = await interCharacters();
const sfnt = await cutInter(characters, "sfnt");
const woff2 = await cutInter(characters, "woff2");
const supplement = latin1Supplement(characters);
const supplementWoff2 = await cutInter(supplement, "woff2");
const faces = await fallbackFaces(sfnt, await siteCopy());
const css = `/* Written by scripts/build-font.ts (npm run build, npm run dev): do not edit. */\n${fontFacesCss("./inter.woff2", faces, { url: "./inter-latin1.woff2", characters: supplement })}`;

await mkdir(out, { recursive: true });
await writeFile(join(out, "inter.woff2"), woff2);
await writeFile(join(out, "inter-latin1.woff2"), supplementWoff2);
await writeFile(join(out, "inter.css"), css);

const sizes = faces.map((face) => `${face.family} ${face.weight} ${face.sizeAdjust}%`).join(", ");
console.log(
  `build-font: inter.woff2 ${(woff2.length / 1024).toFixed(1)} KiB, ${[...characters].length} characters; ` +
    `inter-latin1.woff2 ${(supplementWoff2.length / 1024).toFixed(1)} KiB, ${[...supplement].length} characters; ` +
    `fallback size-adjust: ${sizes} (${Math.round(performance.now() - started)} ms)`,
);
