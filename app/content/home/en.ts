import type { HomeContent } from "#app/content/home/types.ts";

export default {
  meta: {
    title: "Conversational BI – Ask Your Business Data Anything in Plain Language",
    description:
      "Ask questions about your business data in plain language, typed or spoken, and get answers, charts and recommendations in seconds. Try it free for 14 days with your own data.",
    keywords: [
      "conversational BI",
      "business intelligence",
      "natural language analytics",
      "AI data analysis",
      "self-service BI",
      "data chatbot",
    ],
  },
  heading: "Talk to your data. Get answers in seconds.",
  hero: {
    eyebrow: "Business intelligence without the query language",
    lead: "Ask a question the way you would ask a colleague, typed or spoken. Conversational BI finds the numbers across your data sources and answers with a clear explanation, the right chart and a recommendation for what to do next.",
    seeItInAction: "See It In Action",
    requestDemo: "Request Demo",
    assurance: "14-day free trial with your own data · Set up in 1–2 weeks",
  },
  features: {
    eyebrow: "Features",
    heading: "Everything you need to get answers from your data",
    lead: "From the first question to a decision: Conversational BI brings analysis to everyone in the company, not just the data team.",
    items: [
      {
        icon: "conversation",
        title: "Natural-language queries",
        description:
          "Ask in everyday words, typed or spoken. No SQL, no report builder, no waiting for the analytics backlog.",
      },
      {
        icon: "analysis",
        title: "AI-powered analysis",
        description:
          "The AI spots anomalies, trends and correlations on its own and explains the likely causes behind a change.",
      },
      {
        icon: "sources",
        title: "Multi-source integration",
        description:
          "Connect your CRM, ERP, data warehouse and spreadsheets once, then ask questions across all of them together.",
      },
      {
        icon: "realtime",
        title: "Real-time insights",
        description:
          "Answers come from live data, so this morning's orders are in this morning's answer, not in next week's report.",
      },
      {
        icon: "visualization",
        title: "Contextual visualization",
        description:
          "Every answer comes with the chart that suits the question: a trend line, a comparison or a breakdown.",
      },
      {
        icon: "security",
        title: "Enterprise security",
        description:
          "Role-based access and encryption in transit and at rest: people only see the data they are allowed to see.",
      },
    ],
  },
  howItWorks: {
    eyebrow: "How it works",
    heading: "From connected data to confident decisions in four steps",
    lead: "We set up Conversational BI with you. Most teams ask their first real questions within two weeks.",
    steps: [
      {
        number: 1,
        title: "Connect your data sources",
        description:
          "Link your databases, cloud apps and files with ready-made connectors. Your data stays where it is.",
      },
      {
        number: 2,
        title: "Train the AI on your business",
        description:
          "The AI learns your metrics, product names and terminology, so “net revenue” means exactly what it means to you.",
      },
      {
        number: 3,
        title: "Ask questions naturally",
        description: "Type or speak your question in plain language and follow up as you would in a conversation.",
      },
      {
        number: 4,
        title: "Get actionable insights",
        description: "Receive answers with charts, explanations and recommendations you can act on straight away.",
      },
    ],
  },
  useCases: {
    eyebrow: "Use cases",
    heading: "Built for the people who make decisions",
    lead: "Sales, marketing and leadership teams use Conversational BI to answer their own questions, every day.",
    quoteMarks: { open: "“", close: "”" },
    items: [
      {
        title: "Sales performance",
        description:
          "See pipeline, win rates and revenue by region, team or product the moment you ask, and find out which deals need attention.",
        quote:
          "My team used to wait three days for a regional report. Now they ask in the morning meeting and we decide on the spot.",
        role: "Sales Director",
        icon: "sales",
        iconColor: "indigo",
        chart: {
          kind: "bar",
          title: "Revenue by quarter",
          description:
            "Bar chart of revenue by quarter: $3.1M in Q1, $3.6M in Q2, $4.3M in Q3 and $4.8M in Q4. Illustrative figures.",
          labels: ["Q1", "Q2", "Q3", "Q4"],
          values: [3_100_000, 3_600_000, 4_300_000, 4_800_000],
          format: "currency",
          currency: "USD",
        },
      },
      {
        title: "Marketing analytics",
        description:
          "Compare campaigns and channels, track acquisition costs and learn which activities really bring in customers.",
        quote:
          "We moved budget from two underperforming channels within a week, because we could finally ask why they underperformed.",
        role: "CMO",
        icon: "marketing",
        iconColor: "emerald",
        chart: {
          kind: "line",
          title: "Customer acquisition cost",
          description:
            "Line chart of customer acquisition cost falling from $412 in January to $268 in June. Illustrative figures.",
          labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun"],
          values: [412, 395, 361, 330, 297, 268],
          format: "currency",
          currency: "USD",
        },
      },
      {
        title: "Executive insights",
        description:
          "Get a clear picture of the whole business in one conversation: margins, cash flow and the risks behind the numbers.",
        quote:
          "Before a board meeting I ask five questions and get five clear answers. That used to take my team a week.",
        role: "CEO",
        icon: "executive",
        iconColor: "amber",
        chart: {
          kind: "bar",
          title: "Operating margin by business unit",
          description:
            "Bar chart of operating margin by business unit: Software 24%, Services 17%, Hardware 9% and Support 31%. Illustrative figures.",
          labels: ["Software", "Services", "Hardware", "Support"],
          values: [24, 17, 9, 31],
          format: "percent",
        },
      },
    ],
  },
  comparison: {
    eyebrow: "Comparison",
    heading: "Why choose Conversational BI",
    lead: "Traditional BI tools were built for analysts. Conversational BI is built for everyone who needs an answer.",
    caption: "Conversational BI compared with traditional BI tools",
    columns: { feature: "Feature", conversationalBI: "Conver\u00adsational BI", traditionalBI: "Traditional BI" },
    rows: [
      {
        feature: "User interface",
        conversationalBI: "Natural-language conversation",
        traditionalBI: "Complex dashboards and query builders",
      },
      { feature: "Learning curve", conversationalBI: "Minutes", traditionalBI: "Weeks to months" },
      { feature: "Time to insight", conversationalBI: "Seconds", traditionalBI: "Hours to days" },
      { feature: "Technical expertise required", conversationalBI: "None", traditionalBI: "SQL/data modeling" },
      { feature: "Ad-hoc analysis", conversationalBI: "Instant", traditionalBI: "Requires report creation" },
      {
        feature: "Contextual under\u00adstanding",
        conversationalBI: "Built-in AI understanding",
        traditionalBI: "Manual interpretation",
      },
    ],
  },
  pricing: {
    eyebrow: "Pricing",
    heading: "Simple plans that grow with you",
    lead: "Start small and upgrade when more teams want answers. Every plan includes a 14-day free trial with your own data.",
    perMonth: "per month",
    popularBadge: "MOST POPULAR",
    customPrice: "Custom",
    customPriceNote: "Priced for your organization",
    plans: [
      {
        id: "starter",
        title: "Starter",
        price: { amount: 499, currency: "USD" },
        description: "For a first team that wants quick answers from its most important data.",
        features: ["Up to 5 users", "3 data source connections", "500 queries per month", "Standard support"],
        isPopular: false,
        cta: "Get Started",
      },
      {
        id: "professional",
        title: "Professional",
        price: { amount: 999, currency: "USD" },
        description: "For growing companies that bring data-driven decisions to several departments.",
        features: [
          "Up to 20 users",
          "10 data source connections",
          "Unlimited queries",
          "Priority support",
          "Advanced visualizations",
        ],
        isPopular: true,
        cta: "Get Started",
      },
      {
        id: "enterprise",
        title: "Enterprise",
        price: null,
        description: "For large organizations with many data sources and strict security requirements.",
        features: [
          "Unlimited users",
          "Unlimited data connections",
          "Dedicated account manager",
          "Custom AI training",
          "SSO and advanced security",
        ],
        isPopular: false,
        cta: "Contact Sales",
      },
    ],
    footnote: "Prices exclude VAT. Billed monthly; cancel anytime, effective at the end of your billing month.",
  },
  testimonials: {
    eyebrow: "Testimonials",
    heading: "What Our Customers Say",
    lead: "Teams across industries use Conversational BI to make faster, better-informed decisions.",
    quoteMarks: { open: "“", close: "”" },
    items: [
      {
        quote:
          "Our reporting overhead dropped by more than three quarters. My analysts now spend their time on questions that matter, not on exporting spreadsheets.",
        name: "Katrin Behrens",
        role: "BI Director",
      },
      {
        quote:
          "I check cash flow and margins from my phone before breakfast. If a number looks odd, I ask why and get the explanation right away.",
        name: "Daniel Ostrowski",
        role: "CFO",
      },
      {
        quote:
          "The regional managers adopted it in a day. Nobody needed training, they simply started asking questions about their own numbers.",
        name: "Sabine Haas",
        role: "Head of Sales Operations",
      },
    ],
  },
  demo: {
    eyebrow: "Demo",
    heading: "See it in action",
    lead: "This is what a conversation with your data looks like. Try one of the suggestions or ask your own question.",
    chatTitle: "Demo: monthly revenue",
    messages: [
      { type: "user", message: "Show me the monthly revenue trend for this year." },
      {
        type: "ai",
        message:
          "Revenue grew from $1.21M in January to $1.68M in August, a rise of 39%. Only April came in below the month before, as it does every year around Easter.",
      },
      { type: "user", message: "What's driving the growth since May?" },
      {
        type: "ai",
        message:
          "Mostly the new subscription tier: it contributes 62% of the additional revenue. I recommend extending the summer campaign that introduced it.",
      },
    ],
    chart: {
      kind: "line",
      title: "Monthly revenue",
      description:
        "Line chart of monthly revenue from January to August: $1.21M, $1.26M, $1.33M, $1.29M, $1.41M, $1.5M, $1.59M and $1.68M. Illustrative figures.",
      labels: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug"],
      values: [1_210_000, 1_260_000, 1_330_000, 1_290_000, 1_410_000, 1_500_000, 1_590_000, 1_680_000],
      format: "currency",
      currency: "USD",
    },
    input: {
      label: "Ask the demo a question",
      placeholder: "Ask your own question…",
      send: "Send",
    },
    suggestionsLabel: "Try a suggestion:",
    suggestions: [
      "What is the monthly revenue trend?",
      "What is our customer acquisition cost?",
      "Show me sales by region",
    ],
    note: "All figures in this demo are illustrative and do not describe a real company.",
  },
  contact: {
    eyebrow: "Contact",
    heading: "Request a demo with your own data",
    lead: "Tell us about your team and your data. We'll show you Conversational BI with your own numbers, usually within one business day.",
    faqHeading: "Frequently asked questions",
    faq: [
      {
        question: "Is there a free trial?",
        answer:
          "Yes. Every plan starts with a 14-day free trial, and you try it with your own data, not a sample dataset.",
      },
      {
        question: "How long does the setup take?",
        answer:
          "Typically one to two weeks. We connect your data sources with you and train the AI on your metrics and terminology.",
      },
      {
        question: "Is our data secure and compliant?",
        answer:
          "Conversational BI has a SOC 2 Type II report from an independent auditor and meets the requirements of GDPR, HIPAA and CCPA. Data is encrypted in transit and at rest, and role-based access controls who sees what.",
      },
      {
        question: "Can we export results or keep using our BI tools?",
        answer:
          "Yes. Export any answer to Excel or PDF, and connect Conversational BI to the BI tools you already use.",
      },
      {
        question: "What results can we expect?",
        answer:
          "In our customer survey of March 2025 (46 companies that had used Conversational BI for at least six months), respondents reported on average a 32% higher return on their analytics spending and 78% less time spent on reporting.",
      },
    ],
  },
} satisfies HomeContent;
