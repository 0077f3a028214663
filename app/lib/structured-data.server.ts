import siteEn from "~/content/site/en.ts";
import type { HomeContent } from "~/content/home/types.ts";
import type { Locale } from "~/i18n/locales.ts";
import { homePath } from "~/i18n/paths.ts";

type JsonLd = Record<string, unknown>;

/** The company as search engines should know it; every page carries it. */
export function organization(siteUrl: string): JsonLd {
  return {
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: "Conversational BI GmbH",
    alternateName: siteEn.brand.name,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    sameAs: siteEn.footer.social.map((link) => link.href),
  };
}

/** Organization, the product with its three plans, and the FAQ of the home page. */
export function homeStructuredData(content: HomeContent, locale: Locale, siteUrl: string): JsonLd {
  const url = `${siteUrl}${homePath(locale)}`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      organization(siteUrl),
      {
        "@type": "SoftwareApplication",
        name: siteEn.brand.name,
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
      {
        "@type": "FAQPage",
        inLanguage: locale,
        mainEntity: content.contact.faq.map((entry) => ({
          "@type": "Question",
          name: entry.question,
          acceptedAnswer: { "@type": "Answer", text: entry.answer },
        })),
      },
    ],
  };
}
