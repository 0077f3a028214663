import type { PluralForms } from "#app/i18n/format.ts";
import type { Role } from "#app/vocabulary/roles.ts";
import type { AdminNavPageId } from "#app/i18n/admin-pages.ts";
import type {
  AuditAction,
  DeliveryProblemKind,
  LeadStatus,
  PasswordProblem,
  PrivacyRequestKind,
} from "#app/vocabulary/admin.ts";
import type { AnalyticsTableId, BrowserFamily, ColumnId, DeviceClass } from "#app/vocabulary/analytics.ts";
import type { AnswerNote, Dimension, Grain, Measure, RefusalReason } from "#app/vocabulary/ask.ts";

/** Copy of the back office (/admin, /de/admin); "{name}" placeholders are filled in by formatTemplate. */
export type AdminContent = {
  titles: {
    account: string;
    loginCode: string;
    login: string;
    leads: string;
    lead: string;
    deleteLead: string;
    audit: string;
    analytics: string;
    ask: string;
    team: string;
    join: string;
    blog: string;
    /** `{title}`. */
    blogPost: string;
    blogNew: string;
  };
  /** The frame; and the name of every page in the navigation (`nav: true` in app/i18n/admin-pages.ts). */
  shell: Record<AdminNavPageId, string> & {
    brand: string;
    navLabel: string;
    signedInAs: string;
    logout: string;
    otherLanguage: string;
    skipToContent: string;
  };
  login: {
    heading: string;
    intro: string;
    email: string;
    password: string;
    submit: string;
    invalid: string;
    missing: string;
    /** How many minutes to wait after too many failed sign-ins. */
    throttled: PluralForms;
    crossSite: string;
    signedOut: string;
    expired: string;
    toWebsite: string;
  };
  /** Each role's name (app/vocabulary/roles.ts). */
  roles: Record<Role, string>;
  /**
   * A role named in running text, always through this one phrase ({name}: the role's name): "the Sales role",
   * „Rolle „Vertrieb““, so that a sentence says "with the Sales role", never "as Sales" (app/lib/text/role-phrase.ts).
   */
  roleInText: string;
  /** Why a new password was refused (app/lib/admin/password-rules.server.ts): on joining and on the account page. */
  passwordProblems: Record<PasswordProblem, string>;
  /** An operator's own account: two factors, password, sessions. */
  account: {
    heading: string;
    intro: string;
    twoFactor: {
      heading: string;
      off: string;
      required: string;
      start: string;
      scan: string;
      qrLabel: string;
      secret: string;
      code: string;
      confirm: string;
      wrongCode: string;
      /** How many recovery codes are left. */
      on: PluralForms;
      recoveryHeading: string;
      recoveryIntro: string;
      /** Copying the codes and saving them as a text file; the file's first line and its name. */
      copyCodes: string;
      codesCopied: string;
      downloadCodes: string;
      codesFileTitle: string;
      codesFileName: string;
      turnOff: string;
      turnOffHeading: string;
      turnOffHint: string;
      renewHeading: string;
      renewIntro: string;
      renew: string;
      renewed: string;
      turnedOn: string;
      turnedOff: string;
      /** How many minutes to wait after too many wrong codes. */
      throttled: PluralForms;
    };
    /** The fresh proof a change of the account asks for: the password again, and a current code where one is set. */
    proof: {
      password: string;
      hint: string;
      hintWithCode: string;
      code: string;
      wrongPassword: string;
      wrongCode: string;
      /** This server cannot check app codes for the account (its key does not open the seed). */
      codeUnreadable: string;
    };
    password: {
      heading: string;
      current: string;
      next: string;
      nextHint: string;
      repeat: string;
      submit: string;
      changed: string;
      /** Besides `passwordProblems` and the fresh proof's errors. */
      errors: Record<"mismatch", string>;
    };
    /** The blog's author profile: shown on every post the operator writes. */
    profile: {
      heading: string;
      intro: string;
      displayName: string;
      bio: string;
      bioHint: string;
      picture: string;
      pictureHint: string;
      choosePicture: string;
      removePicture: string;
      save: string;
      saved: string;
      tooLong: string;
    };
    sessions: {
      heading: string;
      intro: string;
      caption: string;
      device: string;
      started: string;
      lastSeen: string;
      thisBrowser: string;
      end: string;
      endLabel: string;
      ended: string;
    };
  };
  /** The second step of a sign-in with two factors. */
  loginCode: {
    heading: string;
    intro: string;
    code: string;
    hint: string;
    /** The field when the operator signs in with a recovery code instead (text keyboard, not the digits). */
    recoveryCode: string;
    recoveryHint: string;
    useRecovery: string;
    useApp: string;
    submit: string;
    invalid: string;
    missing: string;
    /** How many minutes to wait after too many wrong codes. */
    throttled: PluralForms;
    /** The account's wrong app codes are spent for now: a recovery code still signs in. */
    paused: string;
    /** This server cannot check app codes for the account (its key does not open the seed): a recovery code works. */
    unreadable: string;
    expired: string;
    restart: string;
  };
  /** The inbox (/admin/leads): tabs per status, search, owners, bulk changes, shortcuts, the CSV. */
  leads: {
    heading: string;
    total: PluralForms;
    totalCapped: string;
    search: string;
    searchHint: string;
    owner: string;
    owners: { any: string; mine: string; none: string };
    apply: string;
    reset: string;
    exportCsv: string;
    exportHint: string;
    tabsLabel: string;
    allStatuses: string;
    tableCaption: string;
    columns: {
      select: string;
      received: string;
      name: string;
      company: string;
      email: string;
      status: string;
      owner: string;
    };
    unassigned: string;
    /** "{name}" for the check box of a row. */
    selectLead: string;
    selectPage: string;
    empty: string;
    noMatch: string;
    pagination: string;
    /** "{from}–{to} of {total}" */
    range: string;
    page: string;
    previous: string;
    next: string;
    newest: string;
    newer: string;
    older: string;
    /**
     * No notification goes out: `{names}`, the unset variables e-mail needs (SMTP_URL, SALES_EMAIL), joined as a
     * list; one or more of them.
     */
    notificationsOff: PluralForms;
    notificationsOn: string;
    /** Inside a sentence, joined by Intl.ListFormat ("by email and webhook"). */
    channels: { email: string; webhook: string };
    failedNotifications: PluralForms;
    deleted: string;
    bulk: {
      legend: string;
      selected: string;
      status: string;
      owner: string;
      keep: string;
      nobody: string;
      apply: string;
      noneSelected: string;
      nothingToDo: string;
      changed: PluralForms;
      unchanged: string;
      stale: string;
      missing: string;
      refusedOwner: string;
    };
    shortcuts: {
      hint: string;
      heading: string;
      close: string;
      keys: { search: string; next: string; previous: string; open: string; select: string; help: string };
    };
    /** The CSV's header row, in the operator's language. */
    csvColumns: {
      id: string;
      receivedAt: string;
      language: string;
      firstName: string;
      lastName: string;
      company: string;
      email: string;
      phone: string;
      message: string;
      privacyPolicy: string;
      status: string;
      owner: string;
    };
  };
  statuses: Record<LeadStatus, string>;
  /** On an inbox row a search found only in a field the row does not show: where, before that field's text. */
  leadSearchMatch: { phone: string; message: string };
  lead: {
    back: string;
    received: string;
    receivedNote: string;
    language: string;
    languages: { en: string; de: string };
    fields: { firstName: string; lastName: string; company: string; email: string; phone: string; message: string };
    noPhone: string;
    /** The subject a reply by e-mail starts with, in the LEAD's language (the page takes the other copy's). */
    mailSubject: string;
    /** The heading's line under the name: "Owner: {owner}" or that nobody owns it. */
    ownedBy: string;
    unowned: string;
    workHeading: string;
    status: string;
    owner: string;
    /** The owner select's choices: nobody, the operator themself ("{name}"), an operator who left ("{name}"): by display name. */
    noOwner: string;
    ownerYou: string;
    ownerFormer: string;
    note: string;
    noteHint: string;
    save: string;
    saved: string;
    unchanged: string;
    ownerRefused: string;
    /** A change made on a version of the lead that is no longer the current one: refused, nothing saved. */
    stale: {
      heading: string;
      body: string;
      /** What the operator had chosen and was not saved: "{choices}", each "{field}: {value}". */
      yourChoices: string;
      choice: string;
      /** When the note was added all the same and only the status or owner chosen was refused. */
      noteAddedHeading: string;
      noteAddedBody: string;
    };
    /** Leaving the page with a note typed and not saved. */
    unsaved: { heading: string; body: string; stay: string; leave: string; close: string };
    privacyHeading: string;
    exportJson: string;
    exportHint: string;
    erasureRecorded: string;
    /** "{date}", "{who}": shown at the top of the page once the request is recorded. */
    erasureRequested: string;
    delete: string;
    notificationsHeading: string;
    notificationsOff: string;
    notificationStates: { pending: string; sent: string; failed: string };
    attempts: string;
    /** What went wrong with a delivery, by channel and kind ({code}: the server's answer), and when it is tried again. */
    deliveryProblems: Record<"email" | "webhook", Record<DeliveryProblemKind, string>>;
    nextTry: string;
    technicalDetail: string;
    retry: string;
    retried: string;
    notFound: string;
  };
  /** A lead's history: notes, status changes, assignments, exports, notifications, an erasure request. */
  history: {
    heading: string;
    empty: string;
    /** Who did it, when the operator is no longer known. */
    someone: string;
    /** "{who}", "{from}", "{to}", "{owner}", "{channel}". */
    events: {
      note: string;
      legacyNote: string;
      status: string;
      assigned: string;
      took: string;
      released: string;
      gaveUp: string;
      export: string;
      erasureRequest: string;
      notification: { sent: string; delayed: string; failed: string; retry: string };
    };
    /** At the start of a line: a history entry, a notification on the lead's page. */
    channels: { email: string; webhook: string };
    /** "{date}". */
    corrected: string;
    earlier: string;
    correct: string;
    /** The correction field's label, "{date}" of the note. */
    correctLabel: string;
    saveCorrection: string;
    correctionSaved: string;
    notYours: string;
  };
  deleteLead: { heading: string; warning: string; confirm: string; cancel: string };
  /**
   * One person, one request (issue 47): the leads that share an e-mail address, the person's privacy requests
   * recorded on a lead's page with their deadline (one month, Art. 12(3) DSGVO), and the list of them all.
   */
  person: {
    othersHeading: string;
    othersHint: string;
    /** "{date}" received, "{status}". */
    otherLine: string;
    /** The erasure's confirmation when the person has several leads: "{count}". */
    eraseAll: string;
    requestsHeading: string;
    requestsEmpty: string;
    kinds: Record<PrivacyRequestKind, string>;
    kind: string;
    receivedOn: string;
    record: string;
    recordHint: string;
    recorded: string;
    badDay: string;
    /** "{date}". */
    dueOn: string;
    /** "{date}", "{who}". */
    doneOn: string;
    overdue: string;
    /** An erasure's or export's audit entry: "{count}" leads. */
    auditLeads: string;
    markDone: string;
    markedDone: string;
    list: {
      title: string;
      heading: string;
      intro: string;
      caption: string;
      columns: { person: string; kind: string; received: string; due: string; state: string };
      open: string;
      /** A request whose person has been erased since. */
      erased: string;
      empty: string;
    };
  };
  /** The owners' page of the team (/admin/team): operators, invitations, the two-factor rule. */
  team: {
    heading: string;
    intro: string;
    /** What each role may do, in a few words, under the invitation's role. */
    roleHint: string;
    operators: {
      heading: string;
      tableCaption: string;
      columns: { email: string; role: string; twoFactor: string; status: string; lastSeen: string; actions: string };
      /** After the signed-in owner's own address. */
      you: string;
      /** Accessible names that say whose row a control belongs to ("{email}"), each with the visible words in it. */
      roleLabel: string;
      saveRole: string;
      saveRoleLabel: string;
      twoFactor: { on: string; off: string };
      status: { active: string; deactivated: string };
      /** Last seen is known only while a session lives: signed out, there is none. */
      noSession: string;
      deactivate: string;
      deactivateLabel: string;
      reactivate: string;
      reactivateLabel: string;
    };
    /** What a change did or why it was refused: "{email}", "{role}". */
    outcomes: {
      roleChanged: string;
      deactivated: string;
      reactivated: string;
      lastOwner: string;
      lastOwnerYou: string;
      gone: string;
    };
    invite: {
      heading: string;
      intro: string;
      email: string;
      role: string;
      language: string;
      languageHint: string;
      languages: { en: string; de: string };
      /** How the link will reach the invitee: by e-mail, or from the owner (no SMTP_URL). */
      byEmail: string;
      manual: string;
      submit: string;
      submitManual: string;
      errors: { missing: string; notAnAddress: string; alreadyOperator: string };
      /** "{email}", "{role}". */
      sent: string;
      created: string;
      /** The link shown once, without e-mail: its field's label ("{email}") and what to do with it. */
      linkLabel: string;
      linkNote: string;
    };
    invitations: {
      heading: string;
      tableCaption: string;
      columns: { email: string; role: string; language: string; invitedBy: string; expires: string; actions: string };
      /** The owner who invited has left the team since. */
      formerOwner: string;
      /** "{date}". */
      expired: string;
      resend: string;
      resendLabel: string;
      revoke: string;
      revokeLabel: string;
      empty: string;
      /** "{email}". */
      resent: string;
      resentManual: string;
      revoked: string;
    };
    /**
     * When the daily retention deletes what the page lists (decision 0079), "{date}" written out: a deactivated
     * account, and an invitation whose link has expired.
     */
    retention: { account: string; invitation: string };
    twoFactor: {
      heading: string;
      intro: string;
      label: string;
      hint: string;
      /** "{count}" of "{total}" active operators. */
      without: PluralForms;
      everyone: string;
      /** The owner who saves the rule has no second factor either. */
      youToo: string;
      save: string;
      on: string;
      off: string;
    };
  };
  /** The invitee's page (/admin/join?token=…): a password of their own, and in. */
  join: {
    heading: string;
    /** "{inviter}", "{email}", "{role}"; the second when the inviting owner has left the team. */
    invited: string;
    invitedByTheTeam: string;
    /** Someone is signed in in this browser already: "{email}". */
    signedIn: string;
    email: string;
    password: string;
    passwordHint: string;
    repeat: string;
    submit: string;
    /** Besides `passwordProblems`. */
    problems: Record<"missing" | "mismatch", string>;
    /** An unknown, used, replaced, withdrawn or expired link. */
    gone: { heading: string; body: string };
  };
  /**
   * A way back in (issue 47): "forgot password?" from the sign-in page, the e-mailed link's page, and the owner's
   * help for a locked-out member on the team page.
   */
  recovery: {
    /** The link under the sign-in form. */
    forgotLink: string;
    /** The sign-in page after a new password was set through a link. */
    passwordSet: string;
    forgot: {
      title: string;
      heading: string;
      intro: string;
      email: string;
      submit: string;
      missing: string;
      /** The same answer whether or not the address belongs to an operator: "{email}". */
      sent: string;
      /** How many minutes to wait after too many requests. */
      throttled: PluralForms;
      /** This server sends no e-mail (no SMTP_URL): no link can come; whom to ask instead. */
      noMail: string;
      /** What else there is: the owner, or the server's command for the last owner. */
      otherWays: string;
      backToSignIn: string;
    };
    reset: {
      title: string;
      heading: string;
      /** "{email}": whose password this sets. */
      intro: string;
      email: string;
      password: string;
      repeat: string;
      submit: string;
      /** That the second factor stays and every session ends. */
      after: string;
      /** Besides `passwordProblems`. */
      problems: Record<"missing" | "mismatch", string>;
      /** A used, replaced or expired link. */
      gone: { heading: string; body: string; again: string };
    };
    /** The team page's section: an owner helps a member back in, with fresh proof of their own identity. */
    team: {
      heading: string;
      intro: string;
      member: string;
      /** Nobody but the owner is active: nothing to help with here. */
      nobody: string;
      what: string;
      passwordLink: string;
      passwordLinkHint: string;
      secondFactor: string;
      secondFactorHint: string;
      submit: string;
      /** What was done, or why not: "{email}". */
      linkSent: string;
      linkManual: string;
      linkLabel: string;
      cleared: string;
      clearedUntold: string;
      self: string;
      gone: string;
      noSecondFactor: string;
    };
  };
  audit: {
    heading: string;
    intro: string;
    tableCaption: string;
    columns: { at: string; who: string; action: string; target: string };
    actions: Record<AuditAction, string>;
    /** A summed-up row of failed sign-ins: how many were wrong, how many refused unchecked ({count}). */
    failures: { failed: string; throttled: string };
    /** The two-factor rule for everyone, as an owner left it. */
    rule: { on: string; off: string };
    /** An assignment's other side when there was no owner. */
    noOwner: string;
    /** An Ask entry that was not answered: "{reason}" is short; a question asked back lists "{readings}". */
    askRefused: string;
    askClarify: string;
    /** A lead an entry concerns that has been deleted since (the log keeps its id only). */
    deletedLead: string;
    nobody: string;
    empty: string;
    /** The filters above the log (a form that only reads): a person, an action, a range of days. */
    filters: {
      label: string;
      person: string;
      everyone: string;
      action: string;
      everything: string;
      from: string;
      to: string;
      show: string;
      clear: string;
      /** How many entries the filters leave: "{count}". */
      matches: string;
      noMatch: string;
    };
    /**
     * What an entry concerns, by name: a post's language ("{language}"), a post deleted since, an image uploaded
     * before file names were kept ("{width}", "{height}" in pixels), an image no longer stored.
     */
    named: { postLanguage: string; deletedPost: string; imageSized: string; imageGone: string };
  };
  analytics: {
    heading: string;
    intro: string;
    period: string;
    presets: { today: string; "7": string; "30": string; "90": string };
    custom: string;
    from: string;
    to: string;
    show: string;
    invalidRange: string;
    /** The CSV download's answers to a table it does not know ("{tables}") and to a period that is none. */
    csvUnknownTable: string;
    csvInvalidRange: string;
    totals: { visitors: string; views: string; conversions: string; conversionRate: string };
    perDayNote: string;
    /** Counted apart: "{optedOut}" views of visitors who objected, "{bots}" crawler requests. */
    apart: string;
    chartHeading: string;
    /** The chart's accessible name: "{period}" as the heading writes it, "{visitors}", "{views}". */
    chartLabel: string;
    legend: { visitors: string; views: string; previous: string };
    /** A single day's chart: "Per hour"; its accessible name as `chartLabel`. */
    hourHeading: string;
    hourLabel: string;
    /** Beside a total: "{value}" of the period before ("{from}", "{to}"), "{change}" in per cent. */
    previous: string;
    /** When the period before had none: "{value}". */
    previousNone: string;
    /** Filters: the chips' list name, a facet's name, a chip's remove button ("{filter}"), remove all. */
    filteredBy: string;
    facets: { entry: string; lang: string; source: string; campaign: string; device: string; page: string };
    removeFilter: string;
    removeFilters: string;
    /** A row's link that filters by it: "{value}" ("Show only {value}"). */
    filterBy: string;
    /** Under a filter: what the figures count, and why crawlers and missing pages are not shown. */
    filteredNote: string;
    /** With a page filter: the pages table shows that page only. */
    pageFilterNote: string;
    /** With a filter on a single day: no hours. */
    noHoursFiltered: string;
    showAll: string;
    showFewer: string;
    /** The day-by-day table's toggle. */
    dayByDay: string;
    /** The title of a day in the day-by-day table: a link to that day by the hour. */
    openDay: string;
    /** The toggle of the paths not found (behind it, as they are apart from the visits). */
    showNotFound: PluralForms;
    /** `visitors` follows the figure, which the page sets apart: the noun agrees with it, without "{count}". */
    now: { heading: string; visitors: PluralForms; pages: string; none: string; updated: string };
    /** Each table says in its own words why it is empty (a period with views may have no campaign). */
    tables: Record<AnalyticsTableId, { heading: string; intro: string; empty: string }>;
    columns: Record<ColumnId, string>;
    direct: string;
    /** The last row of a long table (page and CSV): every value past the first ones, summed up. */
    other: string;
    devices: Record<DeviceClass, string>;
    browsers: Record<BrowserFamily, string>;
    languages: { en: string; de: string };
    /** The funnel panel (issue 48, item 6): visitors → opened the home page with the form → demo requests. */
    funnel: {
      heading: string;
      intro: string;
      steps: { visitors: string; formVisitors: string; conversions: string };
      /** Under a step: "{share}" of the step before. */
      ofBefore: string;
      bySource: string;
      byCampaign: string;
      /** The tables' short headers of the same steps. */
      columns: { visitors: string; formVisitors: string; conversions: string };
      empty: string;
    };
    /** Fair comparisons, grouped sources, the chart's values and the day table's weekdays (issue 48, item 7). */
    comparison: {
      /** Today beside yesterday until the same time: "{until}" (Berlin time), "{value}", "{change}". */
      yesterday: string;
      /** … and beside the same weekday a week before: "{weekday}". */
      weekAgo: string;
      /** A day summed up before arrivals were kept: its visitors estimated, "{value}". */
      estimated: string;
      /** Today with a filter: why there is no comparison. */
      filteredToday: string;
      /** Said after a change to a screen reader (the colour and arrow say it to the eye). */
      up: string;
      down: string;
      same: string;
      /** A group of sources (Google): its toggle's count of sites, "{count}". */
      hosts: PluralForms;
      /** The chart's demo requests and yesterday's visitors (a single day's hours). */
      legend: { conversions: string; yesterday: string };
      /** A bar's values on hover or focus: "{label}", "{visitors}", "{views}", "{conversions}". */
      point: string;
    };
    csv: string;
    /** The CSV link's accessible name: "{table}". */
    csvLabel: string;
  };
  /** The Excel downloads beside the CSVs, and what both files say (issue 47). */
  sheets: {
    /** The inbox's button. */
    exportXlsx: string;
    /** A statistics table's link, and its accessible name: "{table}". */
    xlsx: string;
    xlsxLabel: string;
    /** A yes/no cell (the privacy policy accepted). */
    yes: string;
    no: string;
    /** The worksheet of the leads (at most 31 characters). */
    leadsSheet: string;
    /**
     * The words of a download's file name, before the view's status or table and the date: lower case, hyphens
     * for spaces (`leads-new-2026-11-28.xlsx`).
     */
    files: {
      leads: string;
      statistics: string;
      mine: string;
      unassigned: string;
      /** A view of one colleague's leads. */
      assigned: string;
      search: string;
      /** Statistics narrowed by a filter of the dashboard. */
      filtered: string;
    };
  };
  /** Ask (issue 45): questions in plain language over the statistics and the leads. */
  ask: {
    heading: string;
    intro: string;
    label: string;
    placeholder: string;
    submit: string;
    /** The box on the dashboard and the inbox that leads here. */
    boxLabel: string;
    suggestionsLabel: string;
    /** Questions that work, for every role, and those about leads (shown to whoever may see leads). */
    suggestions: { statistics: string[]; leads: string[] };
    /** "{typed}" read as "{read}". */
    corrected: string;
    /** The answer's heading words. */
    answer: string;
    measures: Record<Measure, string>;
    dimensions: Record<Dimension, string>;
    /** "by {dimension}", "from {values}", "per {grain}"; "{a}, compared with {b}". */
    by: string;
    where: string;
    grains: Record<Grain, string>;
    compared: string;
    allTime: string;
    /** Labels of rows that are no stored value. */
    other: string;
    direct: string;
    nobody: string;
    me: string;
    previous: string;
    change: string;
    refusals: Record<RefusalReason, string>;
    /** A refusal's reason in a few words (the audit log). */
    reasonNames: Record<RefusalReason, string>;
    /** "{words}": the words it could not place. */
    unknownWords: string;
    clarify: string;
    /** An answer with no row: nothing was counted in the period. */
    empty: string;
    notes: Record<AnswerNote, string>;
    openDashboard: string;
    /** The dashboard cannot show every filter of the answer: the same period, unfiltered. */
    openDashboardPeriod: string;
    openInbox: string;
    /** What stands out (insights.ts), each followed by what it rests on. */
    insights: {
      heading: string;
      /** "{measure}", "{before}", "{now}", "{delta}", "{relative}" (signed). */
      up: string;
      down: string;
      /** "{measure}": a rate that moved less than chance would move it. */
      steady: string;
      /** "{measure}", "{label}", "{rate}", "{rest}". */
      best: string;
      worst: string;
      /** "{days}" and the count. */
      unowned: PluralForms;
      /** "{value}": a difference of two rates. */
      points: string;
    };
    /** "Based on {count} visits." */
    basedOn: string;
    jsonLink: string;
    noJsHint: string;
    /** A language model's reading of a refused question (ASK_LLM_URL, decision 0045). */
    /** Reading the figures took longer than Ask's time limit (HTTP 503). */
    tooSlow: string;
    proposal: {
      /** "Did you mean {interpretation}?" */
      didYouMean: string;
      /** Said beside it: who read it so. */
      byModel: string;
      run: string;
      /** A note under the answer of a proposed query. */
      ran: string;
      /** A `query=` that is not a query Ask may run for this asker (400). */
      invalid: string;
    };
  };
  errors: {
    forbidden: string;
    badForm: string;
    tooLarge: string;
    /** A control character (NUL, …) in a field or the address (server/input-gate.ts). */
    controlCharacter: string;
    /** A page of the back office that is not there (404). */
    notFound: string;
    /** Anything that went wrong in a page of the back office that it has no words of its own for. */
    unexpected: string;
    /** A download or change while an owner requires two factors and the operator has none yet (403). */
    twoFactorFirst: string;
    /** A page, download or action the operator's role does not include (403). */
    notYourRole: { title: string; body: string; home: string };
  };
  /** The blog's list of posts and its editor (issue 33). */
  blog: AdminBlogContent;
  /** Issue 47: the inbox at work: counts in the navigation, taking a lead, its neighbours, changes of several. */
  inboxFlow: {
    nav: {
      /** `{count}`: new leads (the badge's name). */
      fresh: PluralForms;
      /** `{count}`: new leads the operator owns; holds mineShort as it reads (the badge's name includes its text). */
      mine: PluralForms;
      /** `{count}`: the second badge's short text. */
      mineShort: string;
    };
    /** A lead without owner, on its row and its page: the operator takes it. */
    take: string;
    /** `{name}`: the row's button, read out; begins with `take` as it reads. */
    takeLead: string;
    /** Someone took or changed the lead first. */
    takeStale: string;
    /** The lead page's previous and next lead in the view it was opened from. */
    neighbours: { label: string; previous: string; next: string; position: string };
    bulk: {
      /** `{count}`, `{what}`: what a change of several did, e.g. "3 leads set to Contacted and assigned to Anna". */
      changed: PluralForms;
      /** `{status}`. */
      setTo: string;
      /** `{owner}`. */
      assignedTo: string;
      unassigned: string;
      undo: string;
      /** `{count}`: the undo's own outcome. */
      undone: PluralForms;
      /** `{count}`: changed leads the filtered view no longer shows. */
      leftView: PluralForms;
      /** What the area beside the form is called, for screen readers. */
      resultLabel: string;
      /** The close button of the outcome. */
      dismiss: string;
    };
    /** The account page's setting for e-mails about leads assigned to the operator. */
    assignmentMail: {
      heading: string;
      label: string;
      hint: string;
      save: string;
      saved: string;
    };
  };
  /** The account page's setting for the weekly e-mail digest of the statistics (issue 48): off until turned on. */
  weeklyDigest: {
    heading: string;
    label: string;
    /** What the digest holds, when it comes, in which language. */
    hint: string;
    save: string;
    saved: string;
  };
};

export type AdminBlogContent = {
  list: {
    heading: string;
    intro: string;
    newPost: Record<"en" | "de", string>;
    tableCaption: string;
    columns: { title: string; language: string; status: string; updated: string; translation: string };
    languages: Record<"en" | "de", string>;
    /** `{date}` in Berlin time. */
    scheduledFor: string;
    /** When a post was last changed ("{date}") and by whom ("{name}", their display name). */
    updatedBy: string;
    statuses: Record<"draft" | "published" | "scheduled", string>;
    empty: string;
  };
  /** A post's translation made from it (issue 48): the button in the list and in the editor, and what follows. */
  translation: {
    /** The button, by the language the translation will be written in. */
    action: Record<"en" | "de", string>;
    /** The button while the draft is made. */
    working: string;
    /** Above the editor of the draft just made, by its language. */
    made: Record<"en" | "de", string>;
    /** The blog's API refusing a post that has a translation already (409): `{title}` is that translation's. */
    exists: string;
    /** The blog's API: there is no such post (404). */
    notFound: string;
    /** The request never reached the server. */
    network: string;
    /** The server could not make it, without a word of its own. */
    failed: string;
  };
  editor: {
    headingNew: string;
    headingEdit: string;
    /** `{language}`. */
    language: string;
    backToList: string;
    viewPost: string;
    fields: {
      title: string;
      author: string;
      summary: string;
      tags: string;
      tagsHint: string;
      content: string;
      status: string;
      publishDate: string;
      publishTime: string;
      /** Below the date and time: they are Berlin time. */
      timeZone: string;
    };
    statusOptions: Record<"draft" | "published" | "scheduled", string>;
    actions: Record<"saveDraft" | "publish" | "schedule" | "update", string>;
    saving: string;
    /** After a save, by what it did; `{date}` in Berlin time. */
    saved: Record<"saveDraft" | "publish" | "schedule" | "update", string>;
    toolbar: {
      label: string;
      paragraph: string;
      heading2: string;
      heading3: string;
      bold: string;
      italic: string;
      bulletList: string;
      orderedList: string;
      link: string;
      linkAddress: string;
      linkApply: string;
      linkRemove: string;
      quote: string;
      code: string;
      codeBlock: string;
      image: string;
      imageAlt: string;
      undo: string;
      redo: string;
    };
    /** The writing area's name for screen readers, and what it says while empty. */
    contentLabel: string;
    /** Markdown shortcuts, as a hint under the toolbar. */
    shortcuts: string;
    errors: {
      heading: string;
      sessionEnded: string;
      signInAgain: string;
      network: string;
      retry: string;
      /** `{field}`, `{max}`. */
      tooLong: string;
      required: string;
      /** One image without a description: `{name}` (its file name) and `{position}` ("2nd", "2."). */
      altMissingImage: string;
      badTime: string;
      pastTime: string;
      unexpected: string;
    };
    localDraft: {
      /** `{time}`. */
      found: string;
      /** A working copy kept on the server (autosave): `{time}`. */
      foundWorkingCopy: string;
      restore: string;
      discard: string;
    };
    /** The autosave's quiet word beside the button: `{time}` (hours and minutes). */
    autosave: { saving: string; saved: string; failed: string };
    /** Asked before the editor is left with changes that are not saved in the post. */
    unsaved: { heading: string; body: string; stay: string; leave: string; close: string };
    /** Someone else on the same post: `{name}`, `{time}`. */
    presence: { heading: string; open: string; savedSince: string; reload: string };
    /** The images in the body, below it, each with its description; the upload's question for one. */
    images: {
      heading: string;
      intro: string;
      /** `{position}`, `{name}`. */
      label: string;
      missing: string;
      askHeading: string;
      askBody: string;
      askField: string;
      insert: string;
      later: string;
      /** The dialog's close button: the picture goes in without a description. */
      close: string;
    };
  };
  revisions: {
    heading: string;
    intro: string;
    empty: string;
    caption: string;
    columns: { revision: string; savedAt: string; savedBy: string; title: string; actions: string };
    compare: string;
    restore: string;
    /** `{revision}`. */
    restored: string;
    /** The blog's API refusing a restore on a post someone saved since the page was opened (409): `{operator}`. */
    conflict: string;
    /** The blog's API refusing a restore of a version the post does not have (404). */
    notFound: string;
    /** A restore that never reached the server. */
    network: string;
    /** A restore the server could not make, without a word of its own. */
    failed: string;
    /** `{revision}`. */
    comparing: string;
    removed: string;
    added: string;
    fields: Record<"title" | "author" | "summary" | "tags", string>;
    closeComparison: string;
  };
  /** Issue 48, item 4: publishing as people know it from Ghost or WordPress. */
  publishing: {
    /** A comparison's first line: `{parts}` lists what differs ("the title and the text"). */
    differs: string;
    /** A comparison of a version that does not differ from the post. */
    same: string;
    /** Below a comparison whose body has the same words (another field, or only the formatting, differs). */
    bodySame: string;
    /** What may differ, as the list in `differs` names it. */
    parts: Record<"title" | "author" | "summary" | "tags" | "body" | "formatting", string>;
    slug: {
      label: string;
      /** `{address}`: the post's whole address with the slug as typed. */
      hint: string;
      /** A new post's address before one is typed. */
      fromTitle: string;
    };
    meta: {
      legend: string;
      intro: string;
      title: string;
      description: string;
      /** `{count}` characters typed, `{max}` the length search engines show. */
      count: string;
      /** The link preview card's heading. */
      card: string;
    };
    preview: {
      /** The editor's link to the preview. */
      open: string;
      /** The preview page's heading and title: `{title}`. */
      heading: string;
      /** Visitors cannot see it yet. */
      notice: string;
      /** The preview of what was typed, kept at `{time}` and not yet saved. */
      workingCopy: string;
      /** The group of width buttons. */
      width: string;
      desktop: string;
      phone: string;
      backToEditor: string;
    };
  };
};
