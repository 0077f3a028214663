import { describe, expect, it } from "vitest";
import { installCommand, missingMessage, missingPackages, requirements, type Requirement } from "./test-machine.ts";

const requirement = (name: string) => requirements.find((each) => each.package === name)!;

describe("what npm test needs of the machine", () => {
  it("asks for the browsers, Java, nginx and PostgreSQL from Debian, never a download", () => {
    expect(requirements.map((each) => each.package)).toEqual([
      "chromium",
      "chromium-headless-shell",
      "firefox-esr",
      "default-jre-headless",
      "nginx",
      "postgresql",
    ]);
  });

  it("counts a program the environment points at, as the tests themselves find it", () => {
    const elsewhere = { CHROMIUM_PATH: "/bin/sh", FIREFOX_PATH: "/bin/sh", NGINX_PATH: "/bin/sh" };
    for (const name of ["chromium", "chromium-headless-shell", "firefox-esr", "nginx"])
      expect(missingPackages(elsewhere, [requirement(name)])).toEqual([]);
    expect(missingPackages({ NGINX_PATH: "/no/such/nginx" }, [requirement("nginx")])).toEqual([requirement("nginx")]);
  });

  it("needs no PostgreSQL binaries when TEST_DATABASE_URL names a database", () => {
    expect(missingPackages({ TEST_DATABASE_URL: "postgres://u:p@db/test" }, [requirement("postgresql")])).toEqual([]);
  });

  it("tells someone without root what is missing, what for, and the one command that installs it", () => {
    const missing: Requirement[] = [
      { package: "chromium", neededBy: "the browser tests", present: () => false },
      { package: "nginx", neededBy: "the cluster spec", present: () => false },
    ];
    const message = missingMessage(missing);
    expect(message).toContain("  chromium: the browser tests\n  nginx: the cluster spec");
    expect(message).toContain(`  ${installCommand(["chromium", "nginx"])}\n`);
    expect(installCommand(["chromium", "nginx"])).toBe(
      "sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium nginx",
    );
  });
});
