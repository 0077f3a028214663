import { describe, expect, it } from "vitest";
import { icoFromPngs } from "./ico.ts";
import { encodePng } from "./png.ts";

const png = (size: number) => encodePng(new Uint8Array(size * size * 4).fill(200), size, size);

describe("ICO writer", () => {
  it("writes the header and a directory entry that points at the PNG", () => {
    const image = png(32);
    const ico = icoFromPngs([image]);
    expect(ico.readUInt16LE(0)).toBe(0); // reserved
    expect(ico.readUInt16LE(2)).toBe(1); // 1 = icon (2 would be a cursor)
    expect(ico.readUInt16LE(4)).toBe(1); // one image
    expect(ico[6]).toBe(32); // width
    expect(ico[7]).toBe(32); // height
    expect(ico[8]).toBe(0); // no palette
    expect(ico[9]).toBe(0); // reserved
    expect(ico.readUInt16LE(10)).toBe(1); // color planes
    expect(ico.readUInt16LE(12)).toBe(32); // bits per pixel
    expect(ico.readUInt32LE(14)).toBe(image.length);
    expect(ico.readUInt32LE(18)).toBe(22); // right after the 6-byte header and one 16-byte entry
    expect(ico.subarray(22)).toEqual(image);
  });

  it("lays several images out one after another, and writes 256 as 0", () => {
    const [small, large] = [png(16), png(256)];
    const ico = icoFromPngs([small, large]);
    expect(ico.readUInt16LE(4)).toBe(2);
    expect([ico[6], ico[22], ico[23]]).toEqual([16, 0, 0]);
    const smallOffset = ico.readUInt32LE(18);
    const largeOffset = ico.readUInt32LE(34);
    expect(smallOffset).toBe(6 + 2 * 16);
    expect(largeOffset).toBe(smallOffset + small.length);
    expect(ico.subarray(largeOffset)).toEqual(large);
    expect(ico.length).toBe(largeOffset + large.length);
  });

  it("refuses what an ICO cannot hold", () => {
    expect(() => icoFromPngs([])).toThrow();
    expect(() => icoFromPngs([png(300)])).toThrow(/256/);
    expect(() => icoFromPngs([Buffer.from("not a png")])).toThrow(/PNG/);
  });
});
