import { describe, expect, it } from "vitest";
import { primaryAction } from "#app/lib/blog/editor/primary-action.ts";

const now = new Date("2026-11-25T09:00:00Z");
const tomorrow = new Date("2026-11-26T09:00:00Z");

describe("the editor's main button says what will happen", () => {
  it("saves a draft while Status says draft, whether the post is new, out or not", () => {
    expect(primaryAction({ status: "draft", live: false, now })).toBe("saveDraft");
    expect(primaryAction({ status: "draft", live: true, now })).toBe("saveDraft");
  });

  it("publishes a post that is not out yet, and updates one that is", () => {
    expect(primaryAction({ status: "published", live: false, now })).toBe("publish");
    expect(primaryAction({ status: "published", live: true, now })).toBe("update");
  });

  it("schedules for a time ahead, and publishes when the time asked for has passed", () => {
    expect(primaryAction({ status: "scheduled", live: false, publishAt: tomorrow, now })).toBe("schedule");
    expect(primaryAction({ status: "scheduled", live: true, publishAt: tomorrow, now })).toBe("schedule");
    expect(primaryAction({ status: "scheduled", live: false, publishAt: new Date("2026-11-24T09:00:00Z"), now })).toBe(
      "publish",
    );
    expect(primaryAction({ status: "scheduled", live: false, now })).toBe("schedule");
  });
});
