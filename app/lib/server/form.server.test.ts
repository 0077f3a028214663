import { describe, expect, it } from "vitest";
import { field } from "./form-fields.ts";
import { actOnForm, formAction } from "./form.server.ts";

const post = (body: Record<string, string>) =>
  new Request("http://localhost/admin/account", { method: "POST", body: new URLSearchParams(body) });

describe("a page's forms declared one by one (formAction) and acted on by intent (actOnForm)", () => {
  const forms = [
    formAction("rename", { name: field.line(10) }, (form, prefix: string) => `${prefix}${form.name}`),
    formAction("forget", { id: field.integer() }, async (form, prefix: string) => `${prefix}forgot ${form.id}`),
  ];

  it("runs the form the intent names, with its own fields read by its own schema and the page's context", async () => {
    expect(await actOnForm(post({ intent: "rename", name: "  Anna  " }), "bad", forms, "» ")).toBe("» Anna");
    expect(await actOnForm(post({ intent: "forget", id: "42" }), "bad", forms, "» ")).toBe("» forgot 42");
  });

  it("answers a form no section sends (an unknown intent, none, a number that is none) with the page's 400, running nothing", async () => {
    const bodies: Record<string, string>[] = [
      { intent: "drop", name: "x" },
      { name: "x" },
      { intent: "forget", id: "4x2" },
    ];
    for (const body of bodies) {
      const refusal = await actOnForm(post(body), "Das Formular war unvollständig.", forms, "").catch((r) => r);
      expect(refusal).toBeInstanceOf(Response);
      expect((refusal as Response).status).toBe(400);
      expect(await (refusal as Response).text()).toBe("Das Formular war unvollständig.");
    }
  });
});
