// subset-font ships no types; scripts/lib/inter.ts uses this much of it (its README's options).
declare module "subset-font" {
  export type SubsetOptions = {
    targetFormat?: "sfnt" | "truetype" | "woff" | "woff2";
    keepFeatures?: string[];
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    keepAllGlyphs?: boolean;
  };
  export default function subsetFont(font: Buffer, text: string | undefined, options?: SubsetOptions): Promise<Buffer>;
}
