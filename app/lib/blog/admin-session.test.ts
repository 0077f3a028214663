// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { readIsAdmin, setIsAdmin } from "#app/lib/blog/admin-session.ts";

afterEach(() => {
  setIsAdmin(false);
  localStorage.clear();
});

describe("admin session flag", () => {
  it("is off without a stored flag", () => {
    localStorage.clear();
    expect(readIsAdmin()).toBe(false);
  });

  it("persists as {isAdmin: true} under admin-auth and is read back", () => {
    setIsAdmin(true);
    expect(localStorage.getItem("admin-auth")).toBe('{"isAdmin":true}');
    expect(readIsAdmin()).toBe(true);
    setIsAdmin(false);
    expect(readIsAdmin()).toBe(false);
  });

  it.each(["true", "{broken", '{"isAdmin":"yes"}', "[true]"])("treats %s as logged out", (raw) => {
    localStorage.setItem("admin-auth", raw);
    expect(readIsAdmin()).toBe(false);
  });

  it("keeps the flag for this tab when storage refuses it", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    setIsAdmin(true);
    expect(readIsAdmin()).toBe(true);
  });
});
