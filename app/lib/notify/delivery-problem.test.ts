import { describe, expect, it } from "vitest";
import { deliveryProblem } from "./delivery-problem.ts";

describe("a delivery's error, as sales read it", () => {
  it("tells a server that did not answer from one that said no, and names the code it said", () => {
    expect(deliveryProblem("connect ECONNREFUSED 127.0.0.1:2531")).toEqual({ kind: "unreachable" });
    expect(deliveryProblem("getaddrinfo ENOTFOUND mail.example.com")).toEqual({ kind: "unreachable" });
    expect(deliveryProblem("Greeting never received")).toEqual({ kind: "unreachable" });
    expect(deliveryProblem("fetch failed")).toEqual({ kind: "unreachable" });
    expect(deliveryProblem("Invalid login: 535 5.7.8 Authentication credentials invalid")).toEqual({
      kind: "sign-in",
    });
    expect(deliveryProblem("Can't send mail - all recipients were rejected: 550 5.1.1 <x@y>: user unknown")).toEqual({
      kind: "refused",
      code: 550,
    });
    expect(deliveryProblem("Message failed: 452 4.2.2 Mailbox full")).toEqual({ kind: "refused", code: 452 });
    expect(deliveryProblem("the webhook answered 502")).toEqual({ kind: "answered", code: 502 });
  });

  it("says nothing it cannot tell: anything else is another problem, not a guess", () => {
    expect(deliveryProblem("the invitation's address is not one plain e-mail address")).toEqual({ kind: "other" });
    expect(deliveryProblem("")).toEqual({ kind: "other" });
  });
});
