import { describe, expect, it } from "vitest";
import { canonicalLocation, decodedPath, pathSpelling } from "./paths.ts";

describe("decodedPath", () => {
  it("decodes a path once, as the page registry and the files name it", () => {
    expect(decodedPath("/de/%C3%BCber")).toBe("/de/über");
    expect(decodedPath("/a%252F")).toBe("/a%2F");
  });

  it("names nothing for what no page or file could be: undecodable, control characters, `..`", () => {
    for (const path of ["/%E0%A4%A", "/a%00b", "/a%0Ab", "/a%7F", "/de/%2E%2E/admin", "/.."])
      expect(decodedPath(path), path).toBeUndefined();
  });

  it("names nothing for an encoded slash or backslash, or an empty segment before the last", () => {
    for (const path of ["/admin%2Fleads", "/admin%2fleads", "/%5Cevil.example", "//evil.example/", "/admin//leads"])
      expect(decodedPath(path), path).toBeUndefined();
    expect(decodedPath("/de//")).toBe("/de//");
  });
});

describe("pathSpelling", () => {
  it("decodes the escapes of unreserved characters only, in either case of hex", () => {
    expect(pathSpelling("/%61dmin/leads")).toBe("/admin/leads");
    expect(pathSpelling("/%41DMIN/%6c%65%61%64%73")).toBe("/ADMIN/leads");
    expect(pathSpelling("/api/blog/%70osts/%31")).toBe("/api/blog/posts/1");
    expect(pathSpelling("/a%2Db%2Ec%5Fd%7Ee")).toBe("/a-b.c_d~e");
    expect(pathSpelling("/de/%C3%BCber%20uns%2F%25%3F")).toBe("/de/%C3%BCber%20uns%2F%25%3F");
    expect(pathSpelling("/about-us")).toBe("/about-us");
  });
});

describe("canonicalLocation", () => {
  const locationOf = (path: string, lowercase = false) => {
    const url = new URL(`http://localhost${path}`);
    return canonicalLocation(url.pathname, url.search, lowercase);
  };

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
