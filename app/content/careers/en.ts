import { company } from "#app/content/company.ts";
import type { CareersContent } from "#app/content/careers/types.ts";

export default {
  meta: {
    title: "Careers | Conversational BI",
    description:
      "Join our team in Hamburg: open positions for a Senior AI Engineer, a Front-End Developer and a Product Marketing Manager.",
  },
  heading: "Careers at Conversational BI",
  lead: "Help us build the simplest way to get answers from business data.",
  heroLink: "See open positions",
  intro: {
    title: "Why work with us",
    paragraphs: [
      `Since ${company.foundingYear}, we have been building a product that lets business users talk to their data. Our team in Hamburg brings together AI researchers, engineers, designers and people who have spent years in sales, finance and BI themselves.`,
      "We work in small teams that own their problems from the first sketch to production. We ship often, talk to customers every week and value clear writing over long meetings. Whatever your role, you will see the effect of your work quickly.",
    ],
  },
  benefits: {
    title: "What we offer",
    intro: "Good work needs good conditions. Here is what we offer.",
    items: [
      {
        icon: "hybrid",
        title: "Hybrid work",
        description: `Two days a week together in our ${company.address.city} office, the rest wherever you work best, plus up to four weeks a year from abroad.`,
      },
      {
        icon: "time-off",
        title: "30 days of vacation",
        description: "Thirty days of paid vacation a year, with December 24 and 31 off on top.",
      },
      {
        icon: "learning",
        title: "Learning budget",
        description: "€2,000 a year and five days for courses, books and conferences of your choice.",
      },
      {
        icon: "equipment",
        title: "Your equipment",
        description: "Choose your own laptop and the setup you need at home and in the office.",
      },
      {
        icon: "mobility",
        title: "Mobility",
        description: "We pay for your Deutschlandticket or lease you a bike.",
      },
      {
        icon: "equity",
        title: "Employee shares",
        description: "A virtual share program, so everyone benefits when Conversational BI grows.",
      },
    ],
  },
  positions: {
    title: "Open positions",
    intro: "We welcome applications from people of every background, gender, age and ability.",
    datePosted: "2025-05-01",
    labels: {
      department: "Department",
      location: "Location",
      employment: "Employment",
      responsibilities: "What you will do",
      requirements: "What you bring",
      apply: "Apply Now",
    },
    items: [
      {
        id: "senior-ai-engineer",
        title: "Senior AI Engineer",
        department: "Engineering",
        location: "Hamburg (hybrid)",
        workplace: "hybrid",
        employment: "Full-time",
        description:
          "Design and build the layer that turns a business question into a correct query, a fitting chart and a clear explanation.",
        responsibilities: [
          "Develop the pipeline that translates natural-language questions into SQL and analyses",
          "Build evaluation sets and metrics that measure answer accuracy on real customer schemas",
          "Adapt language models to each customer's metrics and terminology",
          "Implement analyses such as anomaly detection, trend analysis and root-cause analysis",
          "Mentor other engineers and shape our technical roadmap",
        ],
        requirements: [
          "Five or more years of building machine-learning or NLP systems in production",
          "Hands-on experience with large language models, retrieval and fine-tuning",
          "Strong Python and solid SQL",
          "Experience with evaluating, monitoring and controlling the cost of ML systems",
          "Very good English; German is a plus",
        ],
      },
      {
        id: "front-end-developer",
        title: "Front-End Developer",
        department: "Engineering",
        location: "Hamburg (hybrid)",
        workplace: "hybrid",
        employment: "Full-time",
        description:
          "Build the interface where our customers ask questions and explore the answers: the chat, the charts and everything around them.",
        responsibilities: [
          "Build features of our web app in TypeScript and React, from the chat to interactive charts",
          "Turn designs into fast, accessible interfaces that work with keyboard, screen reader and voice input",
          "Decide together with design and AI engineering how answers and charts are presented",
          "Keep quality high with automated tests, code reviews and performance budgets",
        ],
        requirements: [
          "Three or more years of professional experience with TypeScript and React",
          "Solid knowledge of HTML, CSS and web accessibility (WCAG)",
          "Experience with data visualization is a plus",
          "An eye for detail and for the people who use what you build",
          "Good English; German is a plus",
        ],
      },
      {
        id: "product-marketing-manager",
        title: "Product Marketing Manager",
        department: "Marketing",
        location: "Hamburg or remote",
        workplace: "remote",
        employment: "Full-time",
        description:
          "Tell business teams why asking their data beats waiting for a report, and help our sales team win them over.",
        responsibilities: [
          "Shape positioning and messaging for sales, marketing, finance and BI teams",
          "Plan and run product launches together with product and sales",
          "Create use cases, customer stories, webinars and sales material",
          "Analyze the market and competitors, and bring customer insight back to the product team",
        ],
        requirements: [
          "Four or more years in product marketing, ideally for B2B software or data products",
          "A talent for explaining technical topics in clear, convincing language",
          "Business-fluent German and English, written and spoken",
          "A structured, independent way of working and a liking for numbers",
        ],
      },
    ],
  },
  contact: {
    title: "No matching position?",
    text: "We are always glad to meet people who want to make data easier to use. Tell us about yourself.",
    button: "Contact Us",
  },
} satisfies CareersContent;
