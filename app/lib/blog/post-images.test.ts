import { describe, expect, it } from "vitest";
import {
  imageSrc,
  imageSrcset,
  imageUrl,
  parseImageName,
  scaledHeight,
  variantWidths,
} from "#app/lib/blog/post-images.ts";

const id = "0123456789abcdef";

describe("variantWidths", () => {
  it("keeps three widths, never wider than the original", () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1600)).toEqual([480, 960, 1600]);
    expect(variantWidths(1000)).toEqual([480, 960, 1000]);
    expect(variantWidths(640)).toEqual([480, 640]);
    expect(variantWidths(300)).toEqual([300]);
  });
});

describe("srcset", () => {
  it("names every width of one format with its w descriptor, the widest as src", () => {
    const image = { id, widths: [480, 960, 1600] };
    expect(imageSrcset(image)).toBe(
      `/blog/images/${id}-480.webp 480w, /blog/images/${id}-960.webp 960w, /blog/images/${id}-1600.webp 1600w`,
    );
    expect(imageSrcset(image, "avif")).toContain(`/blog/images/${id}-960.avif 960w`);
    expect(imageSrc(image)).toBe(`/blog/images/${id}-1600.webp`);
  });

  it("keeps the proportions in every width", () => {
    expect(scaledHeight({ width: 1600, height: 900 }, 480)).toBe(270);
  });
});

describe("parseImageName", () => {
  it("reads what imageUrl writes and nothing else", () => {
    expect(parseImageName(imageUrl(id, 960, "jpeg").split("/").at(-1)!)).toEqual({ id, width: 960, format: "jpeg" });
    expect(parseImageName(`${id}-960.png`)).toBeUndefined();
    expect(parseImageName(`../${id}-960.webp`)).toBeUndefined();
    expect(parseImageName(`${id.toUpperCase()}-960.webp`)).toBeUndefined();
  });
});
