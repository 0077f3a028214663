/**
 * A small PNG encoder for the build's generated images. resvg writes its PNGs
 * fast rather than small; encoding its pixels again with the best row filter
 * and zlib at level 9 halves a share image, and opaque images drop the alpha
 * channel.
 */
import { constants, crc32, deflateSync } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOR_RGB = 2;
const COLOR_RGBA = 6;

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(4 + body.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 4 + body.length);
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/**
 * PNG scanlines of RGBA pixels (keeping `channels` of each), every row led by
 * its filter type: one type for all rows (0 none … 4 Paeth), or per row the
 * one with the smallest residuals.
 */
export function filterScanlines(
  pixels: Uint8Array,
  width: number,
  height: number,
  channels: number,
  mode: number | "adaptive",
) {
  const stride = width * channels;
  const out = Buffer.alloc(height * (stride + 1));
  const candidates = Array.from({ length: 5 }, () => Buffer.alloc(stride));
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(stride);
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < channels; c++) row[x * channels + c] = pixels[(y * width + x) * 4 + c]!;
    }
    const types = mode === "adaptive" ? [0, 1, 2, 3, 4] : [mode];
    let best = types[0]!;
    let bestScore = Infinity;
    for (const type of types) {
      const candidate = candidates[type]!;
      let score = 0;
      for (let i = 0; i < stride; i++) {
        const a = i >= channels ? row[i - channels]! : 0;
        const b = previous[i]!;
        const c = i >= channels ? previous[i - channels]! : 0;
        const predicted = type === 0 ? 0 : type === 1 ? a : type === 2 ? b : type === 3 ? (a + b) >> 1 : paeth(a, b, c);
        const value = (row[i]! - predicted) & 0xff;
        candidate[i] = value;
        score += value < 128 ? value : 256 - value;
      }
      if (score < bestScore) [best, bestScore] = [type, score];
    }
    out[y * (stride + 1)] = best;
    candidates[best]!.copy(out, y * (stride + 1) + 1);
    previous = row;
  }
  return out;
}

/**
 * A PNG of RGBA pixels (as resvg renders them). With `opaque` the alpha
 * channel is left out. Tries each filter strategy and keeps the smallest file.
 */
export function encodePng(pixels: Uint8Array, width: number, height: number, { opaque = false } = {}): Buffer {
  if (pixels.length !== width * height * 4) throw new Error(`expected ${width}×${height} RGBA pixels`);
  const channels = opaque ? 3 : 4;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = opaque ? COLOR_RGB : COLOR_RGBA;
  // [10..12]: deflate, standard filters, no interlace: all zero.
  let smallest: Buffer | undefined;
  for (const mode of [0, 1, 2, 4, "adaptive"] as const) {
    const data = deflateSync(filterScanlines(pixels, width, height, channels, mode), {
      level: 9,
      memLevel: 9,
      strategy: constants.Z_DEFAULT_STRATEGY,
    });
    if (!smallest || data.length < smallest.length) smallest = data;
  }
  return Buffer.concat([SIGNATURE, chunk("IHDR", header), chunk("IDAT", smallest!), chunk("IEND", Buffer.alloc(0))]);
}

/** Width and height from a PNG's header, for checks. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (!bytes.subarray(0, 8).equals(SIGNATURE) || bytes.toString("latin1", 12, 16) !== "IHDR") {
    throw new Error("not a PNG");
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
