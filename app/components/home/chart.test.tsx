import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Chart } from "#app/components/home/chart.tsx";
import type { ChartData } from "#app/content/home/types.ts";

const chart = (kind: ChartData["kind"], values: number[]): ChartData => ({
  kind,
  title: "Revenue",
  description: "Revenue by month",
  labels: values.map((_, index) => `M${index + 1}`),
  values,
  format: "number",
});

const render = (data: ChartData) => renderToStaticMarkup(<Chart data={data} valueLabels={data.values.map(String)} />);

/** Every number in the drawing's attributes and the labels' positions. */
const numbersIn = (markup: string) => [...markup.matchAll(/-?\d+(?:\.\d+)?/g)].map((match) => match[0]);

describe("a home page chart", () => {
  // Values whose heights divide into endless fractions: 4,300,000 of 5,280,000 is 0.8143939…
  for (const data of [
    chart("bar", [3_100_000, 3_600_000, 4_300_000, 4_800_000]),
    chart("line", [412, 395, 361, 330]),
  ]) {
    it(`${data.kind}: coordinates and label positions to a tenth, the page's HTML carries no long fractions`, () => {
      const markup = render(data);
      expect(numbersIn(markup).filter((number) => /\.\d{2,}/.test(number))).toEqual([]);
    });
  }

  it("bars still stand on the baseline and keep their order of height", () => {
    const bars = [...render(chart("bar", [3_100_000, 3_600_000, 4_300_000, 4_800_000])).matchAll(/<rect[^>]*>/g)].map(
      ([rect]) => ({
        y: Number(/ y="([\d.]+)"/.exec(rect)![1]),
        height: Number(/ height="([\d.]+)"/.exec(rect)![1]),
      }),
    );
    expect(bars).toHaveLength(4);
    for (const bar of bars) expect(bar.y + bar.height).toBeCloseTo(154, 5);
    expect(bars.map((bar) => bar.height)).toEqual([...bars.map((bar) => bar.height)].sort((a, b) => a - b));
  });
});
