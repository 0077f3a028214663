import { homeAnchorHref, pagePath } from "#app/i18n/paths.ts";
import { addressLines, company } from "#app/content/company.ts";
import { LEGAL_TEXTS_UPDATED } from "#app/content/legal.ts";
import type { TermsOfServiceContent } from "#app/content/terms-of-service/types.ts";

const mail = `[${company.email}](mailto:${company.email})`;

export default {
  meta: {
    title: "Terms of Service | Conversational BI",
    description:
      "The terms that govern the use of Conversational BI: accounts, subscriptions and payment, your content, liability and German law.",
  },
  heading: "Terms of Service",
  lead: "The rules that apply when your company uses Conversational BI.",
  lastUpdated: { label: "Last updated:", date: LEGAL_TEXTS_UPDATED },
  contentsLabel: "Contents",
  sections: [
    {
      id: "acceptance",
      title: "Acceptance of these terms",
      body: `These terms govern the use of the Conversational BI service provided by ${company.name}, ${company.address.city} ("we", "us"). By creating an account or using the service, you agree to them. If you act on behalf of a company, you confirm that you are authorized to bind it; "you" then means that company.

The service is offered exclusively to businesses, not to consumers. Terms of our customers that differ from these do not apply, even if we do not expressly object to them.`,
    },
    {
      id: "service",
      title: "Description of the service",
      body: `Conversational BI lets you ask questions about your business data in natural language, typed or spoken, and answers them with figures, charts and recommendations. You connect your data sources; the service learns your company's metrics and terminology.

The scope of the service depends on the plan you book. Answers are produced automatically and can be incomplete or wrong. Please check them before you base important decisions on them.`,
    },
    {
      id: "accounts",
      title: "Accounts",
      body: `To use the service, you need an account. Please keep your registration details accurate and up to date, and keep your login credentials confidential.

You are responsible for everything that happens under your account, including the activities of the users you invite. The number of users depends on your plan. If you suspect that someone is using your account without permission, tell us immediately at ${mail}.`,
    },
    {
      id: "payment",
      title: "Subscriptions and payment",
      body: `The service is offered as a monthly subscription. The plans and prices on our [pricing page](${homeAnchorHref("en", "pricing")}) apply; Enterprise terms are agreed individually. Prices are net and do not include statutory VAT.

Fees are invoiced monthly in advance. A subscription renews automatically by one month unless it is canceled before the end of the current billing period. You can try the service free of charge for 14 days with your own data; the trial ends automatically unless you book a plan.

**Payments are non-refundable.** We do not refund fees for unused queries, users or parts of a billing period. This does not affect claims you have under mandatory law.`,
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      body: `The service, including its software, models, design, documentation and trademarks, belongs to us or our licensors. For the term of your subscription, we grant you a non-exclusive, non-transferable right to use the service for your internal business purposes.

You may not copy, modify, decompile or resell the service, or use it to build a competing product, except where the law expressly allows it.`,
    },
    {
      id: "user-content",
      title: "Your content",
      body: `Your data, your questions and the results you receive remain yours. You grant us only the rights we need to provide the service: to store, process and analyze your content for you. We do not use your content to train models for other customers.

You are responsible for having the rights and the legal basis to connect and analyze the data you use, and you may not use the service for unlawful content. Where we process personal data on your behalf, we conclude a data processing agreement with you (Art. 28 GDPR). Our [privacy policy](${pagePath("privacyPolicy", "en")}) explains how we handle data on our website.`,
    },
    {
      id: "liability",
      title: "Limitation of liability",
      body: `We are liable without limitation for intent and gross negligence, for injury to life, body or health, under the German Product Liability Act and within the scope of any guarantee we have given.

For slight negligence, we are liable only if we breach an obligation whose fulfillment makes the proper performance of the contract possible in the first place and on which you may regularly rely (an essential obligation). In that case, our liability is limited to the damage that is foreseeable and typical for this kind of contract. Beyond this, our liability for slight negligence is excluded.`,
    },
    {
      id: "changes-to-service",
      title: "Changes to the service",
      body: `We continuously develop Conversational BI. We may change, add or remove features as long as the core functions of your plan are preserved and the change is reasonable for you.

We will announce changes that materially affect your use of the service at least 30 days in advance. In that case, you may cancel your subscription with effect from the date of the change.`,
    },
    {
      id: "governing-law",
      title: "Governing law",
      body: `These terms and all contracts concluded under them are governed by the laws of the Federal Republic of Germany, excluding the UN Convention on Contracts for the International Sale of Goods (CISG).

If you are a merchant, a legal entity under public law or a special fund under public law, the exclusive place of jurisdiction for all disputes is ${company.address.city}.`,
    },
    {
      id: "changes-to-terms",
      title: "Changes to these terms",
      body: `We may change these terms with effect for the future where there is a valid reason, such as a change in the law or in case law, new features of the service or technical developments, and the change is reasonable for you. We will send you the changed terms by email at least 30 days before they take effect.

You may object to the changes in text form, for example by email, until they take effect. If you do not object within this period, the changed terms are deemed accepted. Our notice will point out separately your right to object, the deadline and what your silence will mean. If you object, the previous terms continue to apply, and either party may terminate the contract with effect from the date the changes would have taken effect.

Changes to the main obligations, meaning the scope of your plan and the prices, and changes that shift the balance between what we provide and what you pay to your disadvantage cannot take effect this way. They require your express consent.`,
    },
    {
      id: "contact",
      title: "Contact",
      body: `If you have questions about these terms, please contact us:

${addressLines("en").join("\n")}
Email: ${mail}`,
    },
  ],
} satisfies TermsOfServiceContent;
