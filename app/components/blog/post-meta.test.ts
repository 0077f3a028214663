import { describe, expect, it } from "vitest";
import { authorInitials } from "#app/components/blog/post-meta.tsx";

describe("authorInitials", () => {
  it("takes the first and last name's initials, leaving out titles and abbreviations", () => {
    expect(authorInitials("Miriam Albers")).toBe("MA");
    expect(authorInitials("Dr. Miriam Albers")).toBe("MA");
    expect(authorInitials("Prof. Dr. Jonas M. Petersen")).toBe("JP");
    expect(authorInitials("Özlem Yılmaz-Krüger")).toBe("ÖY");
  });

  it("makes do with a single name, and with none", () => {
    expect(authorInitials("miriam")).toBe("M");
    expect(authorInitials("Dr.")).toBe("·");
    expect(authorInitials("")).toBe("·");
  });
});
