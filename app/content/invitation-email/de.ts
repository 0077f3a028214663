import type { InvitationEmailCopy } from "#app/content/invitation-email/types.ts";

export default {
  subject: "Ihre Einladung ins Backoffice von Conversational BI",
  greeting: "Guten Tag,",
  invited: "{inviter} hat Sie mit der {role} in das Backoffice der Website von Conversational BI eingeladen.",
  roleInText: "Rolle „{name}“",
  invitedByTheTeam:
    "das Team von Conversational BI hat Sie mit der {role} in das Backoffice seiner Website eingeladen.",
  roles: {
    owner: {
      name: "Inhaber",
      scope:
        "Sie haben Zugriff auf alle Bereiche: die Leads, die Besucherstatistik, den Blog, das Team mit Einladungen und Rollen sowie das Audit-Log.",
    },
    sales: {
      name: "Vertrieb",
      scope: "Sie bearbeiten die Leads (die Demo-Anfragen) und sehen die Besucherstatistik.",
    },
    editor: {
      name: "Redaktion",
      scope: "Sie schreiben und veröffentlichen Blogbeiträge und sehen die Besucherstatistik.",
    },
  },
  join: "Um beizutreten, öffnen Sie diesen Link und wählen Sie Ihr Passwort:",
  joinButton: "Einladung annehmen",
  validity:
    "Der Link ist 72 Stunden lang gültig, bis zum {expires} (Berliner Zeit), und kann nur einmal verwendet werden.",
  unexpected:
    "Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail einfach ignorieren: Ohne den Link kann niemand in Ihrem Namen beitreten.",
  questions: "Fragen? Antworten Sie einfach auf diese E-Mail; Ihre Antwort geht an {inviter}.",
  regards: "Freundliche Grüße",
  signature: "Ihr Team von Conversational BI",
} satisfies InvitationEmailCopy;
