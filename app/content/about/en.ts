import { leaders } from "#app/content/about/leaders.ts";
import { company } from "#app/content/company.ts";
import type { AboutContent } from "#app/content/about/types.ts";

const { ceo, cto } = leaders;

export default {
  meta: {
    title: "About Us | Conversational BI",
    description:
      "Who we are, why we build Conversational BI in Hamburg, the two founders who lead the company and the values that guide our work.",
  },
  heading: "About Conversational BI",
  lead: "We believe everyone in a company should be able to ask their data a question and get a clear answer.",
  story: {
    title: "Our story",
    paragraphs: [
      `Conversational BI started in ${company.foundingYear} with a simple observation. The companies we worked with had more data than ever, yet the people who needed answers still filed a ticket with the BI team and waited days for a report.`,
      `${ceo.name} and ${cto.name} had spent years on both sides of that queue: building data platforms, and running teams that depended on them. In Hamburg, they set out to build a tool that lets anyone ask a question in their own words and get a reliable answer in seconds.`,
      "Today, sales directors, marketing teams, CFOs and BI specialists use Conversational BI to explore their data without writing a line of SQL. The BI team keeps control of definitions and access; everyone else simply asks.",
    ],
    figures: [
      { value: String(company.foundingYear), label: "Founded in Hamburg" },
      { value: "32%", label: "Higher ROI reported by our customers" },
      { value: "78%", label: "Less time spent on reporting" },
    ],
    figuresSource:
      "32% and 78%: averages of what customers told us in our survey of March 2025 (46 companies that had used Conversational BI for at least six months).",
  },
  mission: {
    title: "Our mission",
    text: "We want to turn data into a conversation. Anyone in a company should be able to ask a question the way they would ask a colleague, and get an answer they can trust, with the chart and the context that go with it.",
    quote: {
      text: "The best analysis is worthless if it arrives after the decision has been made. We build Conversational BI so that the answer is there the moment the question comes up.",
      name: ceo.name,
      role: "CEO and co-founder",
    },
  },
  team: {
    title: "Leadership",
    intro: "Conversational BI is led by its two founders, who also serve as its managing directors.",
    leaders: [
      {
        name: ceo.name,
        initials: ceo.initials,
        role: "Chief Executive Officer, co-founder",
        bio: "Miriam spent ten years building analytics teams in retail and logistics, most recently as head of business intelligence at a Hamburg logistics group. She holds a doctorate in statistics and leads strategy, sales and customer relationships.",
      },
      {
        name: cto.name,
        initials: cto.initials,
        role: "Chief Technology Officer, co-founder",
        bio: "Jonas has worked on natural-language processing since his university days and led data platform engineering at a software company before co-founding Conversational BI. He is responsible for product and engineering, from the language models to data security.",
      },
    ],
  },
  values: {
    title: "Our values",
    intro: "Four principles guide how we build the product and how we work with our customers.",
    items: [
      {
        icon: "innovation",
        title: "Innovation",
        description:
          "We turn the latest advances in AI into tools that work reliably on real business data, and we test new ideas together with our customers.",
      },
      {
        icon: "accessibility",
        title: "Accessibility",
        description:
          "Data should be open to everyone, not only to specialists. We design for people without technical training, whether they type, speak or use a screen reader.",
      },
      {
        icon: "integrity",
        title: "Integrity",
        description:
          "We are honest about what our AI can and cannot do, we protect our customers' data as if it were our own, and we show where every answer comes from.",
      },
      {
        icon: "customer-success",
        title: "Customer Success",
        description:
          "We measure our success by our customers' success: by the decisions they make faster and better because they could simply ask.",
      },
    ],
  },
  join: {
    title: "Work with us",
    text: "We are a team of engineers, data specialists and product people in Hamburg, and we are hiring.",
    link: { label: "See open positions", target: { kind: "page", page: "careers" } },
  },
} satisfies AboutContent;
