import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodePng, filterScanlines, pngSize } from "./png.ts";

/** A test image whose rows differ, so every filter has something to predict. */
function pixels(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const x = i % width;
    const y = Math.floor(i / width);
    data.set([(x * 37 + y * 11) & 0xff, (x * x + 3 * y) & 0xff, (200 - 9 * y + x) & 0xff, (255 - x * y) & 0xff], i * 4);
  }
  return data;
}

/** The reference decoding of PNG filters (RFC 2083, section 6). */
function unfilter(scanlines: Uint8Array, width: number, height: number, channels: number): Uint8Array {
  const stride = width * channels;
  const out = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const type = scanlines[y * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const raw = scanlines[y * (stride + 1) + 1 + i]!;
      const a = i >= channels ? out[y * stride + i - channels]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + i]! : 0;
      const c = i >= channels && y > 0 ? out[(y - 1) * stride + i - channels]! : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const paeth = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      const predicted = [0, a, b, Math.floor((a + b) / 2), paeth][type];
      if (predicted === undefined) throw new Error(`unknown filter type ${type}`);
      out[y * stride + i] = (raw + predicted) & 0xff;
    }
  }
  return out;
}

function chunks(png: Buffer): { type: string; data: Buffer }[] {
  const list = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    list.push({ type: png.toString("latin1", at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return list;
}

const rgb = (rgba: Uint8Array) => rgba.filter((_, index) => index % 4 !== 3);

describe("PNG encoder", () => {
  for (const mode of [0, 1, 2, 3, 4, "adaptive"] as const) {
    it(`filter ${mode} decodes back to the pixels`, () => {
      const image = pixels(9, 6);
      expect(unfilter(filterScanlines(image, 9, 6, 4, mode), 9, 6, 4)).toEqual(image);
      expect(unfilter(filterScanlines(image, 9, 6, 3, mode), 9, 6, 3)).toEqual(rgb(image));
    });
  }

  it("writes a well-formed PNG: signature, IHDR, IDAT, IEND, each with its length", () => {
    const png = encodePng(pixels(9, 6), 9, 6);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const list = chunks(png);
    expect(list.map((chunk) => chunk.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(list.reduce((end, chunk) => end + 12 + chunk.data.length, 8)).toBe(png.length);
    const header = list[0]!.data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([9, 6, 8, 6]);
    expect(pngSize(png)).toEqual({ width: 9, height: 6 });
  });

  it("keeps every pixel, and drops only the alpha channel of an opaque image", () => {
    const image = pixels(9, 6);
    const idat = (png: Buffer) => inflateSync(chunks(png).find((chunk) => chunk.type === "IDAT")!.data);
    expect(unfilter(idat(encodePng(image, 9, 6)), 9, 6, 4)).toEqual(image);
    const opaque = encodePng(image, 9, 6, { opaque: true });
    expect(chunks(opaque)[0]!.data[9]).toBe(2);
    expect(unfilter(idat(opaque), 9, 6, 3)).toEqual(rgb(image));
  });

  it("refuses pixels that do not match the size", () => {
    expect(() => encodePng(new Uint8Array(10), 2, 2)).toThrow();
  });
});
