import { describe, expect, it } from "vitest";
import { listQueryOf, mailHref, telHref, withQuery } from "#app/lib/admin/lead-links.ts";

describe("the way back to the list", () => {
  it("keeps the list's own parameters, re-encoded, and drops everything else", () => {
    expect(listQueryOf("q=M%C3%BCller%20%26%20S%C3%B6hne&status=qualified&owner=mine&page=3")).toBe(
      "q=M%C3%BCller+%26+S%C3%B6hne&status=qualified&owner=mine&page=3",
    );
    expect(listQueryOf("?cursor=abc.def&q=x")).toBe("q=x&cursor=abc.def");
    expect(listQueryOf("next=https://evil.example&q=a&q=b&redirect=//evil.example")).toBe("q=a");
    expect(listQueryOf("https://evil.example/admin/leads?q=x")).toBe("");
    expect(listQueryOf(null)).toBe("");
    expect(listQueryOf("q=x%0d%0aSet-Cookie:x")).toBe("");
    expect(listQueryOf(`q=${"x".repeat(201)}`)).toBe("");
    expect(withQuery("/de/admin/leads", listQueryOf("//evil.example"))).toBe("/de/admin/leads");
    expect(withQuery("/admin/leads", "status=new")).toBe("/admin/leads?status=new");
  });
});

describe("links to call and to write", () => {
  it("dials the digits of a number as people type it, and nothing without digits", () => {
    expect(telHref("+49 (40) 555-0100")).toBe("tel:+49405550100");
    expect(telHref("040 / 555 01 00")).toBe("tel:0405550100");
    expect(telHref("+49 +40 555")).toBe("tel:+4940555");
    expect(telHref("call me")).toBeNull();
    expect(telHref(undefined)).toBeNull();
  });

  it("writes to the address with the subject, every part encoded", () => {
    expect(mailHref("joerg@elbwerk.de", "Ihre Demo-Anfrage bei Conversational BI")).toBe(
      "mailto:joerg@elbwerk.de?subject=Ihre%20Demo-Anfrage%20bei%20Conversational%20BI",
    );
    expect(mailHref("a&b?c@example.com", "x")).toBe("mailto:a%26b%3Fc@example.com?subject=x");
  });
});
