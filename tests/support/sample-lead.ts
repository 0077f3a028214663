import { randomUUID } from "node:crypto";
import type { ContactRecord } from "#app/lib/contact/repository.server.ts";

let sequence = 0;

/**
 * A German demo request as the store keeps it, a second apart from the one before and named by its number
 * (`Müller 3`, `joerg3@elbwerk.de`), for the store contracts; `overrides` sets what a test is about.
 */
export function sampleLead(overrides: Partial<ContactRecord> = {}): ContactRecord {
  sequence += 1;
  return {
    id: randomUUID(),
    receivedAt: new Date(Date.UTC(2026, 10, 1, 9, 0, sequence)),
    locale: "de",
    firstName: "Jörg",
    lastName: `Müller ${sequence}`,
    company: "Elbwerk GmbH",
    email: `joerg${sequence}@elbwerk.de`,
    phone: "+49 40 555 0100",
    message: "Umsätze nach Region, bitte.",
    privacyPolicy: true,
    ...overrides,
  };
}
