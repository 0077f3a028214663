import { expect, it } from "vitest";
import { ordinal } from "#app/i18n/ordinal.ts";

it("says a position as English and German readers do", () => {
  expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 103].map((n) => ordinal(n, "en"))).toEqual([
    "1st",
    "2nd",
    "3rd",
    "4th",
    "11th",
    "12th",
    "13th",
    "21st",
    "22nd",
    "103rd",
  ]);
  expect([1, 2, 11].map((n) => ordinal(n, "de"))).toEqual(["1.", "2.", "11."]);
});
