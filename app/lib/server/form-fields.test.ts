import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { field, intents, parseForm, textFields } from "./form-fields.ts";

function formOf(entries: [string, string | Blob][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

describe("textFields", () => {
  it("keeps each name's text, every value of a name sent twice, and leaves files out", () => {
    const form = formOf([
      ["note", "Hallo"],
      ["lead", "a:1"],
      ["lead", "b:2"],
      ["picture", new Blob(["x"], { type: "image/png" })],
    ]);
    expect(textFields(form)).toEqual({ note: "Hallo", lead: ["a:1", "b:2"] });
  });
});

describe("a form read by its schema", () => {
  const forms = intents(
    z.object({ intent: z.literal("save"), version: field.integer(), note: field.asTyped(5), owner: field.ifSent(40) }),
    z.object({ intent: z.literal("invite"), email: field.line(254), ticked: field.checkbox(), leads: field.all() }),
  );

  it("gives each field its kind: typed text cut to its limit, an absent select as undefined, a version as a number", () => {
    expect(
      parseForm(
        formOf([
          ["intent", "save"],
          ["version", "7"],
          ["note", " ab cdefg"],
        ]),
        forms,
      ),
    ).toEqual({
      intent: "save",
      version: 7,
      note: " ab c",
      owner: undefined,
    });
  });

  it("trims a line, reads a ticked box as true and a missing one as false, and takes every ticked row", () => {
    const ticked = formOf([
      ["intent", "invite"],
      ["email", "  ben@example.com "],
      ["ticked", "on"],
      ["leads", "x"],
    ]);
    expect(parseForm(ticked, forms)).toEqual({
      intent: "invite",
      email: "ben@example.com",
      ticked: true,
      leads: ["x"],
    });
    expect(parseForm(formOf([["intent", "invite"]]), forms)).toEqual({
      intent: "invite",
      email: "",
      ticked: false,
      leads: [],
    });
  });

  it("takes the first value of a one-value field sent twice, as FormData.get does", () => {
    const twice = formOf([
      ["intent", "save"],
      ["version", "3"],
      ["version", "9"],
      ["note", "a"],
      ["note", "b"],
    ]);
    expect(parseForm(twice, forms)).toMatchObject({ version: 3, note: "a" });
  });

  it("does not read a form this page never sends: an unknown intent, no intent, a version that is no number", () => {
    expect(parseForm(formOf([["intent", "delete-everything"]]), forms)).toBeUndefined();
    expect(parseForm(formOf([["email", "a@b.c"]]), forms)).toBeUndefined();
    for (const version of ["two", "1.5", "", "99999999999999999999"])
      expect(
        parseForm(
          formOf([
            ["intent", "save"],
            ["version", version],
          ]),
          forms,
        ),
        version,
      ).toBeUndefined();
  });
});

describe("the house rule: every form is read through form-fields.ts", () => {
  it("no module of app/ reads a FormData field by hand", () => {
    const root = join(import.meta.dirname, "../..");
    const readsByHand = /\b\w*[Ff]orm(?:Data)?\.get(?:All)?\(/;
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && readsByHand.test(readFileSync(path, "utf8")))
          offenders.push(path.slice(root.length + 1));
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
