import type { BlogPost } from "#app/lib/blog/post.ts";

/**
 * The two sample posts a first visit starts with (SPEC: ids "1" and "2"). They
 * are data, not page copy: one set for both languages, like every post. The
 * bodies are written exactly as DOMPurify serializes them (a unit test checks
 * it), so the pre-rendered HTML and the sanitized HTML in the browser agree.
 */
export const seedPosts: BlogPost[] = [
  {
    id: "1",
    title: "How to Ask Your Data a Good Question",
    author: "Dr. Miriam Albers",
    date: "October 14, 2025",
    summary:
      "Plain language lowers the barrier to analytics, but the way a question is phrased still shapes the answer. Six habits that turn vague requests into numbers your team can act on.",
    tags: ["Best Practices", "Natural Language", "Self-Service Analytics"],
    content: [
      "<p>Conversational BI removes the biggest obstacle between a business question and its answer: you no longer need SQL, a report request or a free afternoon with a dashboard. You type or say what you want to know. That freedom calls for a new habit, though. A question that is clear to you can be ambiguous to anyone else, an AI included. These six habits help your team get answers they can act on.</p>",
      "<h2>1. Name the metric, not the feeling</h2>",
      "<p>“How are we doing in the south?” invites a guess. “What was net revenue in the South region last quarter, compared with the quarter before?” does not. Say which number you mean (revenue, margin, active customers, churn), and the assistant uses the definition your company agreed on instead of inventing one.</p>",
      "<h2>2. Always give a time frame</h2>",
      "<p>Most disagreements about numbers are disagreements about dates. “This year” can mean the calendar year, the fiscal year or the last twelve months. Be explicit: “in October”, “in the last 90 days”, “year to date”. If your fiscal year differs from the calendar year, teach it once, and every later answer respects it.</p>",
      "<h2>3. Start broad, then drill down</h2>",
      "<p>The strength of a conversation is the follow-up. Ask for the overall trend first, then narrow it down: “Which product lines drove the drop?”, “Only new customers, please”, “Show the same by week”. Each step keeps the context of the one before, so you explore without rebuilding a query from scratch.</p>",
      "<h2>4. Check how the answer was built</h2>",
      "<p>A good answer shows its work: the metric definition, the filters applied and the period covered. Read them before you forward a chart to the board. If one of them is missing or a definition surprises you, correct it in your next message (“exclude internal test accounts”) rather than starting over.</p>",
      "<h2>5. Ask why, not only what</h2>",
      "<p>Totals tell you what happened. Questions such as “What changed most between September and October?” or “Which regions explain most of the difference?” let the analysis look for drivers, anomalies and correlations you might not think to check. Treat those findings as leads to verify, not as final verdicts.</p>",
      "<h2>6. Save the questions that matter</h2>",
      "<p>When a question becomes part of a weekly routine, save it or turn it into a shared view. Colleagues then reuse a question that already works, with the same definitions, instead of asking their own slightly different version.</p>",
      "<h2>A quick checklist</h2>",
      "<ul><li>Which metric exactly?</li><li>Which period, and compared with what?</li><li>Which segment: region, product, customer group?</li><li>Which records must be left out?</li><li>Which decision will the answer support?</li></ul>",
      "<p>None of this takes technical training. It is the clarity a good analyst asks for in a meeting, now built into a conversation that answers in seconds.</p>",
    ].join(""),
  },
  {
    id: "2",
    title: "From Dashboards to Dialogue: Preparing Your Data",
    author: "Jonas Petersen",
    date: "September 9, 2025",
    summary:
      "Answers in plain language are only as trustworthy as the definitions behind them. A practical plan for the first weeks: collect real questions, agree on metrics, connect trusted sources and teach the AI your vocabulary.",
    tags: ["Data Strategy", "Semantic Layer", "Rollout"],
    content: [
      "<p>Dashboards answer the questions someone anticipated when they were built. Conversational BI answers the questions people actually have, including the ones nobody predicted. To make those answers trustworthy, a little preparation goes a long way. This is the plan we recommend for the first weeks.</p>",
      "<h2>Start with real questions</h2>",
      "<p>Collect twenty to thirty questions that sales, marketing, finance and operations ask every month. Look in email threads, meeting notes and the request queue of your BI team. This list becomes your test set: when the system answers these correctly, people will trust it with the next ones.</p>",
      "<h2>Agree on a small set of core metrics</h2>",
      "<p>“Revenue”, “customer” and “active” mean different things in different departments. Write down one definition for each core metric, edge cases included: are refunds subtracted, do trial accounts count, in which time zone does the day end? These definitions form the semantic layer the AI relies on. It need not be complete on day one; ten well-defined metrics beat a hundred vague ones.</p>",
      "<h2>Connect the sources people already trust</h2>",
      "<p>Begin with the systems that hold your reference numbers, typically the data warehouse, the CRM and the finance system. Connect them with read-only access and the same role-based permissions people have today, so nobody sees data in a chat that a dashboard would hide from them.</p>",
      "<h2>Teach the vocabulary of your business</h2>",
      "<p>Every company has its own language: product code names, region abbreviations, customer tiers, internal names for campaigns. Add synonyms and short descriptions for them. When someone asks about “DACH” or “the spring campaign”, the assistant should know exactly what is meant.</p>",
      "<h2>Pilot with one team, then widen</h2>",
      "<ol><li>Choose a team with frequent ad-hoc questions, such as sales operations or marketing.</li><li>Run the test set and fix definitions wherever answers differ from the reference reports.</li><li>Let the team work with it for two weeks, then review the questions that went wrong.</li><li>Roll out to the next team with the improved definitions.</li></ol>",
      "<h2>Measure what changes</h2>",
      "<p>Track how long it takes to get an answer, how many report requests still reach your BI team and how often people come back. The goal is not to replace analysts but to free them from routine requests, so they can spend their time on the questions that deserve a deeper look.</p>",
      "<blockquote><p>The best sign of success is a question nobody had to schedule a meeting for.</p></blockquote>",
    ].join(""),
  },
];
