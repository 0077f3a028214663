import { describe, expect, it } from "vitest";
import careersDe from "#app/content/careers/de.ts";
import careersEn from "#app/content/careers/en.ts";
import { company } from "#app/content/company.ts";
import { jobPosting, jsonLd, organization } from "#app/lib/seo/structured-data.ts";

const context = {
  siteUrl: "https://example.test",
  pageUrl: "https://example.test/careers",
  datePosted: "2025-05-01",
  headings: { responsibilities: "What you will do", requirements: "What you bring" },
};

describe("structured data", () => {
  it("wraps data in a JSON-LD descriptor with the schema.org context", () => {
    expect(jsonLd({ "@type": "Thing" })).toEqual({
      "script:ld+json": { "@context": "https://schema.org", "@type": "Thing" },
    });
  });

  it("describes the company from the company facts", () => {
    const org = organization("https://example.test");
    expect(org).toMatchObject({
      "@type": "Organization",
      name: "Conversational BI",
      legalName: company.name,
      vatID: company.vatId,
      address: { addressLocality: "Hamburg", postalCode: company.address.postalCode, addressCountry: "DE" },
    });
  });

  it("builds a JobPosting for every position in both languages", () => {
    for (const copy of [careersEn, careersDe]) {
      for (const job of copy.positions.items) {
        const posting = jobPosting(job, context);
        expect(posting).toMatchObject({
          "@type": "JobPosting",
          title: job.title,
          datePosted: "2025-05-01",
          employmentType: "FULL_TIME",
          hiringOrganization: { name: "Conversational BI", legalName: company.name },
          jobLocation: { address: { addressLocality: "Hamburg" } },
        });
        expect(posting.description).toContain(`<li>${job.requirements[0]!.replaceAll("'", "&#39;")}</li>`);
      }
    }
  });

  it("marks only remote positions as telecommute", () => {
    const [ai, , marketing] = careersEn.positions.items;
    expect(jobPosting(ai!, context)).not.toHaveProperty("jobLocationType");
    expect(jobPosting(marketing!, context)).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "DE" },
    });
  });

  it("escapes HTML in the copy of a job description", () => {
    const posting = jobPosting(
      { ...careersEn.positions.items[0]!, description: "<script>x</script> & more", requirements: ["a < b"] },
      context,
    );
    expect(posting.description).toContain("<p>&lt;script&gt;x&lt;/script&gt; &amp; more</p>");
    expect(posting.description).toContain("<li>a &lt; b</li>");
  });
});
