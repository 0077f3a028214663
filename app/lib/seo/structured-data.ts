import type { MetaDescriptor } from "react-router";
import { company } from "#app/content/company.ts";
import type { HomeContent } from "#app/content/home/types.ts";
import { isoPostDate, type BlogPost } from "#app/lib/blog/post.ts";
import { escapeMarkup } from "#app/lib/text/escape-markup.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { homePath } from "#app/i18n/paths.ts";

/**
 * schema.org JSON-LD for the content pages, built by their `meta` functions from the company
 * facts and the page's copy. React Router renders each `script:ld+json`
 * descriptor as a data block (escaped, never executed).
 */

type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";

export function jsonLd(data: JsonLd): MetaDescriptor {
  return { "script:ld+json": { "@context": CONTEXT, ...data } };
}

function postalAddress(): JsonLd {
  const { address } = company;
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    postalCode: address.postalCode,
    addressLocality: address.city,
    addressCountry: address.countryCode,
  };
}

/** The company as an Organization: on every page (see loadPage) and as the employer of job postings. */
export function organization(siteUrl: string): JsonLd {
  return {
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: company.brand,
    legalName: company.name,
    url: siteUrl,
    logo: `${siteUrl}/favicon.svg`,
    email: company.email,
    telephone: company.phone.dial,
    vatID: company.vatId,
    foundingDate: String(company.foundingYear),
    address: postalAddress(),
    sameAs: Object.values(company.profiles),
  };
}

export type JobPostingInput = {
  id: string;
  title: string;
  department: string;
  description: string;
  responsibilities: string[];
  requirements: string[];
  workplace: "hybrid" | "remote";
};

type JobPostingContext = {
  siteUrl: string;
  pageUrl: string;
  datePosted: string;
  headings: { responsibilities: string; requirements: string };
};

/**
 * A JobPosting for one open position. Google reads `description` as HTML, so
 * the copy is escaped before it is wrapped in paragraphs and lists.
 */
export function jobPosting(job: JobPostingInput, context: JobPostingContext): JsonLd {
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escapeMarkup(item)}</li>`).join("")}</ul>`;
  const description = [
    `<p>${escapeMarkup(job.description)}</p>`,
    `<h3>${escapeMarkup(context.headings.responsibilities)}</h3>`,
    list(job.responsibilities),
    `<h3>${escapeMarkup(context.headings.requirements)}</h3>`,
    list(job.requirements),
  ].join("");
  const org = organization(context.siteUrl);
  return {
    "@type": "JobPosting",
    title: job.title,
    description,
    identifier: { "@type": "PropertyValue", name: company.name, value: job.id },
    url: `${context.pageUrl}#${job.id}`,
    datePosted: context.datePosted,
    employmentType: "FULL_TIME",
    occupationalCategory: job.department,
    directApply: false,
    hiringOrganization: {
      "@type": "Organization",
      "@id": org["@id"],
      name: org.name,
      legalName: org.legalName,
      sameAs: context.siteUrl,
      logo: org.logo,
    },
    jobLocation: { "@type": "Place", address: postalAddress() },
    ...(job.workplace === "remote"
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: { "@type": "Country", name: company.address.countryCode },
        }
      : {}),
  };
}

/** A sample post of the blog as a BlogPosting; the posts are written in English on both language versions. */
export function blogPosting(
  post: BlogPost,
  context: { siteUrl: string; pageUrl: string },
  options: { language?: string; published?: Date; modified?: Date; image?: string } = {},
): JsonLd {
  const published = options.published?.toISOString() ?? isoPostDate(post.date);
  return {
    "@type": "BlogPosting",
    headline: post.title,
    description: post.summary,
    author: {
      "@type": "Person",
      name: post.author,
      ...(post.authorProfile?.url ? { url: post.authorProfile.url } : {}),
      ...(post.authorProfile?.image ? { image: post.authorProfile.image } : {}),
    },
    ...(options.image ? { image: options.image } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(options.modified ? { dateModified: options.modified.toISOString() } : {}),
    keywords: post.tags.join(", "),
    inLanguage: options.language ?? "en",
    url: context.pageUrl,
    mainEntityOfPage: context.pageUrl,
    publisher: { "@id": `${context.siteUrl}/#organization` },
  };
}

/**
 * The home page: the product with its three plans as offers (the company comes with every page). No FAQPage for
 * the questions beside the form or the documentation's: search engines show FAQ results only for a few
 * authoritative government and health sites since 2023, so it would send every answer a second time for nothing.
 */
export function homeStructuredData(content: HomeContent, locale: Locale, siteUrl: string): MetaDescriptor {
  const url = `${siteUrl}${homePath(locale)}`;
  return jsonLd({
    "@graph": [
      {
        "@type": "SoftwareApplication",
        name: company.brand,
        applicationCategory: "BusinessApplication",
        operatingSystem: "Web",
        description: content.meta.description,
        url,
        inLanguage: locale,
        publisher: { "@id": `${siteUrl}/#organization` },
        offers: content.pricing.plans.map((plan) => ({
          "@type": "Offer",
          name: plan.title,
          description: plan.description,
          url: `${url}#pricing`,
          ...(plan.price
            ? {
                price: plan.price.amount,
                priceCurrency: plan.price.currency,
                priceSpecification: {
                  "@type": "UnitPriceSpecification",
                  price: plan.price.amount,
                  priceCurrency: plan.price.currency,
                  unitCode: "MON",
                },
              }
            : {}),
        })),
      },
    ],
  });
}
