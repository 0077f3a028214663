/**
 * An ICO file whose images are PNGs, as every browser since IE 9 reads them:
 * a 6-byte header, a 16-byte directory entry per image, then the PNGs.
 */
import { pngSize } from "./png.ts";

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;
const TYPE_ICON = 1;

export function icoFromPngs(pngs: Uint8Array[]): Buffer {
  if (pngs.length === 0 || pngs.length > 0xffff) throw new Error("an ICO holds 1 to 65535 images");
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(TYPE_ICON, 2);
  header.writeUInt16LE(pngs.length, 4);
  const entries = Buffer.alloc(ENTRY_BYTES * pngs.length);
  let offset = HEADER_BYTES + entries.length;
  pngs.forEach((png, index) => {
    const { width, height } = pngSize(png);
    if (width > 256 || height > 256) throw new Error(`ICO images are at most 256×256, not ${width}×${height}`);
    const at = index * ENTRY_BYTES;
    entries.writeUInt8(width === 256 ? 0 : width, at); // 0 stands for 256
    entries.writeUInt8(height === 256 ? 0 : height, at + 1);
    entries.writeUInt8(0, at + 2); // no palette
    entries.writeUInt8(0, at + 3); // reserved
    entries.writeUInt16LE(1, at + 4); // color planes
    entries.writeUInt16LE(32, at + 6); // bits per pixel
    entries.writeUInt32LE(png.length, at + 8);
    entries.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, entries, ...pngs]);
}
