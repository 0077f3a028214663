import { homeAnchorHref } from "#app/i18n/paths.ts";
import type { DocumentationContent } from "#app/content/documentation/types.ts";

export default {
  meta: {
    title: "Documentation | Conversational BI",
    description:
      "Features, user guides, API reference and answers to common questions about Conversational BI, the conversational business-intelligence service.",
    keywords: ["Conversational BI documentation", "natural-language analytics", "BI API", "data sources", "FAQ"],
  },
  heading: "Documentation",
  lead: "Everything you need to connect your data, ask good questions and build on our API.",
  nav: {
    label: "Documentation contents",
    toggle: "On this page",
    groups: { features: "Features", guides: "User Guides", api: "API Reference", faq: "FAQ" },
  },
  intro: {
    title: "Welcome to the documentation",
    text: "Conversational BI answers questions about your business data in plain language. This page explains each feature, walks you through the most common tasks, documents the API and answers frequent questions. New here? Pick a guide:",
    guidesTitle: "Guides to get you started",
  },
  features: {
    title: "Features",
    intro: "What Conversational BI does, and how each capability works.",
    items: [
      {
        id: "natural-language",
        title: "Natural-language queries",
        description: "Ask questions the way you would ask a colleague.",
        content: `Type or say your question in everyday language: no SQL, no formulas, no report builder. Conversational BI works out what you mean, finds the right data and answers in seconds.

It understands:
- **Your terminology.** The AI learns your company's metrics, product names and abbreviations, such as *ARR*, *churn* or the names of your sales regions.
- **Time and comparisons.** “Last quarter”, “year to date”, “compared with the same month last year”.
- **Follow-up questions.** Ask “and in Germany?” or “break that down by product”; the context of the conversation is kept.

If a question can be read in more than one way, Conversational BI asks back instead of guessing.`,
      },
      {
        id: "ai-analysis",
        title: "AI-powered analysis",
        description: "Learn not only what happened, but why.",
        content: `Beyond answering your questions, Conversational BI examines your data on its own and points out what deserves your attention:
- **Anomaly detection** flags unusual values, such as a sudden drop in orders from one region, as soon as they appear.
- **Trend analysis** separates lasting developments from seasonal swings and short-term noise.
- **Correlation discovery** shows which metrics move together, for example marketing spend and qualified leads.
- **Root-cause analysis** breaks a change down into its drivers, so you see which products, customers or channels caused it.

Every finding comes with the data behind it, so you can check it before you act on it.`,
      },
      {
        id: "multi-source",
        title: "Multi-source integration",
        description: "Connect all your data and ask questions across sources.",
        content: `Connect databases, data warehouses, spreadsheets and business applications, then ask questions that span them, for example revenue from your ERP next to the pipeline in your CRM.

- **Databases and warehouses:** PostgreSQL, MySQL, Microsoft SQL Server, Snowflake, Google BigQuery and Amazon Redshift
- **Files:** Excel workbooks and CSV files
- **Business applications:** Salesforce, HubSpot and SAP

Connections are read-only. The Starter plan includes 3 data source connections, Professional includes 10, and Enterprise has no limit. The [data sources guide](#data-sources) shows how to set them up.`,
      },
      {
        id: "real-time",
        title: "Real-time insights",
        description: "Answers from current data, in seconds.",
        content: `Conversational BI queries your sources directly, so an answer reflects your data as it is now, not as it was at last night's export.

- **Seconds, not days:** most answers arrive within a few seconds, without waiting for anyone to build a report.
- **Live or scheduled:** for each source, choose live queries or a refresh schedule that spares busy production systems.
- **Alerts:** save a question as a watch and get notified when a metric crosses a threshold or behaves unusually.`,
      },
      {
        id: "visualization",
        title: "Contextual visualization",
        description: "The right chart for every answer.",
        content: `Each answer comes with the chart that suits the question: a line for developments over time, bars for comparisons, a map for regions and a table when you need exact figures.

- Prefer another view? Say “show this as a bar chart” or “only the top five”.
- Select a data point to drill down into the figures behind it.
- Pin charts to a report, share them with your team or export them to Excel and PDF.
- Use the results in your other BI tools through our integrations and the [API](#api-query).`,
      },
      {
        id: "security",
        title: "Enterprise security",
        description: "Your data stays protected and under your control.",
        content: `Security is built into every layer of Conversational BI:
- **Role-based access control:** people only get answers from data they are allowed to see, down to individual rows.
- **Encryption:** all data is encrypted in transit and at rest.
- **Single sign-on and two-factor authentication** protect every account.
- **Audit logging** records every question, every answer and every change to settings.

An independent auditor has examined Conversational BI's controls and issued a SOC 2 Type II report. The service meets the requirements of the GDPR, HIPAA and the CCPA.`,
      },
    ],
  },
  guides: {
    title: "User Guides",
    intro: "Step-by-step instructions for the tasks you will do most often.",
    items: [
      {
        id: "getting-started",
        title: "Getting started",
        description: "Connect your first data source and ask your first question.",
        content: `1. **Connect a data source.** Open *Settings → Data sources*, choose your database, warehouse or application and enter read-only credentials.
2. **Teach the AI your business.** Review the metrics and terms Conversational BI has detected, and add your own definitions, such as what counts as an active customer.
3. **Ask a question.** Type or say it, for example “How did revenue develop this year?”.
4. **Act on the answer.** Pin it to a report, share it or export it.

You can try all of this for 14 days free of charge with your own data. A complete rollout, including training on your metrics, usually takes one to two weeks.`,
      },
      {
        id: "effective-questions",
        title: "Asking effective questions",
        description: "Phrase questions that get precise answers on the first try.",
        content: `Good questions name three things: **what** you want to know, **for which period** and **compared with what**.

- Instead of “How are sales?”, ask “How did sales in Northern Europe develop last quarter compared with the quarter before?”.
- Use the names of your metrics; Conversational BI knows them after training.
- Start broad, then narrow down with follow-up questions such as “only new customers” or “by month”.
- Ask “why?” after a surprising answer to start a root-cause analysis.`,
      },
      {
        id: "visualizations",
        title: "Working with visualizations",
        description: "Change, drill into, pin and export the charts in your answers.",
        content: `Conversational BI picks a chart for every answer. You stay in control:
- **Change the chart** by asking, for example “as a line chart” or “show percentages”.
- **Drill down** by selecting a bar, point or region.
- **Pin** a chart to a report to see it updated with current data every time you open it.
- **Export** a chart or its data to Excel or PDF, or share a link with colleagues who have access.`,
      },
      {
        id: "data-sources",
        title: "Managing data sources",
        description: "Add sources, control access and choose how often data is refreshed.",
        content: `Administrators manage connections under *Settings → Data sources*.
- **Add a source** with a read-only user. Conversational BI never writes to your systems.
- **Control access** with roles: decide which teams may ask questions about which sources, tables or rows.
- **Choose a refresh mode** for each source: live queries or a schedule.
- **Remove a source** at any time; its cached data is deleted with it.

How many sources you can connect depends on your plan: 3 in Starter, 10 in Professional, no limit in Enterprise.`,
      },
    ],
  },
  api: {
    title: "API Reference",
    intro:
      "Use the REST API to bring answers from Conversational BI into your own applications. Paths are shown without their version; the current version is v1, so `/api/query` is called as `/api/v1/query`.",
    endpoints: [
      {
        id: "api-auth",
        name: "Access tokens",
        methods: "POST",
        endpoint: "/api/auth",
        description: "Obtain a short-lived API token for your application.",
      },
      {
        id: "api-query",
        name: "Queries",
        methods: "POST",
        endpoint: "/api/query",
        description: "Submit a question in natural language and receive the answer, its data and a suggested chart.",
      },
      {
        id: "api-datasources",
        name: "Data sources",
        methods: "GET · POST · DELETE",
        endpoint: "/api/datasources",
        description: "List, add and remove the data sources of your account.",
      },
      {
        id: "api-reports",
        name: "Reports",
        methods: "GET · POST · PUT · DELETE",
        endpoint: "/api/reports",
        description: "Access and manage saved reports and the charts pinned to them.",
      },
    ],
    auth: {
      title: "Authenticating requests",
      text: `Every request needs an API key. You generate keys in your account settings; each key has the permissions of the user who created it.

Send the key as a bearer token in the \`Authorization\` header and send request bodies as JSON. Keep keys secret: store them in an environment variable such as \`CBI_API_KEY\`, never in code that runs in a browser.`,
    },
  },
  faq: {
    title: "FAQ",
    intro: "Answers to the questions we hear most often.",
    items: [
      {
        question: "Which data sources and integrations does Conversational BI support?",
        answer: `Databases such as PostgreSQL, MySQL and Microsoft SQL Server, the warehouses Snowflake, Google BigQuery and Amazon Redshift, Excel and CSV files, and business applications such as Salesforce, HubSpot and SAP. Results can be exported to Excel and PDF and used in other BI tools. See [multi-source integration](#multi-source) for details.`,
      },
      {
        question: "How long does it take to set up Conversational BI?",
        answer:
          "Connecting your first data source takes minutes. A complete rollout, including training the AI on your metrics and terminology, usually takes one to two weeks.",
      },
      {
        question: "Do I need to know SQL or data modeling?",
        answer:
          "No. You ask in everyday language and Conversational BI writes the queries. Your BI team can still review the generated queries and maintain the definitions of your metrics.",
      },
      {
        question: "How can I tell whether an answer is correct?",
        answer:
          "Every answer shows the data sources, filters and definitions it is based on, and you can open the generated query. When a question is ambiguous, Conversational BI asks back instead of guessing.",
      },
      {
        question: "How does Conversational BI protect my data?",
        answer: `Data is encrypted in transit and at rest, access follows your roles down to individual rows, and every account is protected by single sign-on and two-factor authentication. See [enterprise security](#security).`,
      },
      {
        question: "Can I try Conversational BI before I buy it?",
        answer:
          "Yes. The free trial lasts 14 days and works with your own data, so you can judge the answers on the questions that matter to you.",
      },
      {
        question: "Can I speak my questions instead of typing them?",
        answer:
          "Yes. You can type or speak your questions; spoken questions are transcribed and answered in the same way as typed ones.",
      },
      {
        question: "Can I export answers and charts to other tools?",
        answer:
          "Yes. Export charts and their data to Excel or PDF, share links with colleagues or use the results in your other BI tools through the API.",
      },
      {
        question: "Which plan is the right one for my team?",
        answer: `- **Starter** ($499 a month): up to 5 users, 3 data source connections and 500 queries a month.
- **Professional** ($999 a month): up to 20 users, 10 connections, unlimited queries and advanced visualizations.
- **Enterprise** (custom pricing): unlimited users and connections, a dedicated account manager, custom AI training, SSO and advanced security.

Compare the plans on our [pricing overview](${homeAnchorHref("en", "pricing")}).`,
      },
    ],
  },
  support: {
    title: "Still have questions?",
    text: "Our support team will help you connect your data, phrase your questions or get started with the API.",
    button: "Contact Support",
  },
} satisfies DocumentationContent;
