import { describe, expect, it } from "vitest";
import { canonicalLocation, decodedPath } from "./paths.ts";

describe("decodedPath", () => {
  it("decodes a path once, as the page registry and the files name it", () => {
    expect(decodedPath("/de/%C3%BCber")).toBe("/de/über");
    expect(decodedPath("/a%252F")).toBe("/a%2F");
  });

  it("names nothing for what no page or file could be: undecodable, control characters, `..`", () => {
    for (const path of ["/%E0%A4%A", "/a%00b", "/a%0Ab", "/a%7F", "/de/%2E%2E/admin", "/.."])
      expect(decodedPath(path), path).toBeUndefined();
  });
});

describe("canonicalLocation", () => {
  const locationOf = (path: string, lowercase = false) =>
    canonicalLocation(new URL(`http://localhost${path}`), lowercase);

  it("drops trailing slashes and keeps the query, encoded as it came", () => {
    expect(locationOf("/about-us/?a=1")).toBe("/about-us?a=1");
    expect(locationOf("/de//")).toBe("/de");
    expect(locationOf("/blog/%C3%BC/")).toBe("/blog/%C3%BC");
  });

  it("lowercases when asked", () => {
    expect(locationOf("/About-Us/", true)).toBe("/about-us");
  });

  it("never points at another host", () => {
    for (const path of ["//evil.example/", "/.//evil.example/", "/de/..//evil.example/"])
      expect(locationOf(path), path).toBeUndefined();
  });
});
