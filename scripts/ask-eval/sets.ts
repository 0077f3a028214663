/**
 * The evaluation's question sets (issue 45), in the order they were written: `npm run eval:ask` (scripts/eval-ask.ts)
 * asks them by name, and the set tests (questions.test.ts, fixture.test.ts) hold each to its size, its id prefix
 * and its contract, and every set to no question of an earlier one. A new set is one line here.
 */
import { blindQuestions } from "./questions-blind.ts";
import { fifthQuestions } from "./questions-fifth.ts";
import { freshQuestions } from "./questions-fresh.ts";
import { sixthQuestions } from "./questions-sixth.ts";
import { questions, type Question } from "./questions.ts";
import { unseenQuestions } from "./questions-unseen.ts";

export type QuestionSet = {
  /** What `--set=` names it by. */
  name: string;
  questions: Question[];
  /** Every id of the set begins with it (the tuned set's ids begin with their group, none with another's prefix). */
  prefix: string;
  /** The fewest questions the set may have. */
  atLeast: number;
  /**
   * Asked only when named (`--set=<name>`), never by a plain run: a set nobody tunes on, whose misses must not be
   * printed to whoever works on the grammar.
   */
  namedOnly: boolean;
};

export const questionSets = [
  { name: "tuned", questions, prefix: "", atLeast: 220, namedOnly: false },
  { name: "fresh", questions: freshQuestions, prefix: "f-", atLeast: 140, namedOnly: false },
  { name: "blind", questions: blindQuestions, prefix: "b-", atLeast: 160, namedOnly: true },
  { name: "unseen", questions: unseenQuestions, prefix: "u-", atLeast: 160, namedOnly: true },
  { name: "fifth", questions: fifthQuestions, prefix: "v-", atLeast: 160, namedOnly: true },
  { name: "sixth", questions: sixthQuestions, prefix: "s-", atLeast: 220, namedOnly: true },
] as const satisfies readonly QuestionSet[];

export type SetName = (typeof questionSets)[number]["name"];
