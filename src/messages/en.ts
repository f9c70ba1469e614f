// The catalogue: every word deskbot says to a person, in English, by key (ICU MessageFormat: {name}, plural, select).

export const en = {
  "confirm.invalid": "This confirmation is not valid any more.",
  "confirm.duplicatePress": "That was already done (or is being done): its outcome is above.",
  "confirm.cancelled.title": "Cancelled.",
  "confirm.cancelled.text": "Nothing was changed.",

  "platform.name": "{platform, select, slack {Slack} teams {Microsoft Teams} other {the console}}",
  "link.source":
    "{source, select, manual {linked by an admin} slack_user_id {linked automatically: the directory gives your Slack user id} entra_id {linked automatically: the directory gives your Microsoft Entra id} other {linked automatically by the e-mail your chat platform verified}}",

  "progress.working": "Working on it…",
  "progress.queued":
    "Queued: the service desk allows {limit, plural, one {# request} other {# requests}} a minute, and {queued, plural, one {# is waiting} other {# are waiting}}. Your answer will follow here in {wait}.",
  "queue.tooBusy.title": "The service desk is too busy to answer this in time.",
  "queue.tooBusy.troubleshoot":
    "Nothing was sent. The service desk allows {limit, plural, one {# request} other {# requests}} a minute, and {queued, plural, one {# is waiting} other {# are waiting}}: your answer would take {wait}, and {window}. Try again later.",
  "queue.window.slack": "Slack keeps a command's reply open for {minutes} minutes",
  "queue.window.other": "deskbot answers within {minutes} minutes or not at all",
  "queue.wait.seconds": "about {seconds} seconds",
  "queue.wait.minutes": "about {minutes} minutes",

  "confirm.notYours.title": "Only the person who asked can confirm {command}.",
  "confirm.notYours.text": "Run the command yourself to be asked for your own confirmation.",

  "store.downForChanges.title": "deskbot cannot make changes right now: its database does not answer.",
  "store.downForChanges.troubleshoot":
    "Nothing was sent. deskbot records every change so that it is made exactly once, and cannot do that now. Try again in a few minutes; if it keeps happening, tell your deskbot administrator.",
  "store.down.title": "deskbot's database does not answer right now.",
  "store.down.troubleshoot": "Try again in a few minutes; if it keeps happening, tell your deskbot administrator.",
  "internal.title": "Something went wrong inside deskbot.",
  "internal.troubleshoot":
    "Try again; if it keeps happening, tell your deskbot administrator (the details are in deskbot's log).",

  "outcome.unknown.title": "The outcome is unknown.",
  "outcome.unknown.troubleshoot": "Check before trying again.",
  "outcome.abandoned.title":
    "deskbot stopped while it was carrying this out, so whether the change was made is unknown.",
  "outcome.abandoned.troubleshoot":
    "Check the ticket (or the record it changes) before trying again: the change may have been made.",
  "outcome.inProgress.title": "Already on it",
  "outcome.inProgress.text": "This request is being handled; its outcome will follow.",
  "outcome.repeat": "This request was already handled; here is its outcome.",

  "form.none": '"{command}" has no form.',
  "gate.readingCompany": "Reading the company",
  "gate.off.title": "deskbot is turned off for {platform} at {company}.",
  "gate.off.troubleshoot":
    "An administrator of the service desk can turn on the {platform} integration in the platform's settings.",
  "denied.title": "Only admins may run {command}.",
  "denied.askAdmins": "Ask one of them to run it for you, or to make you an admin: {admins}.",
  "denied.noAdmins": "No admin is set up yet: ask whoever runs deskbot for your company.",

  "notLinked.title": "{who} is not linked to a platform user.",
  "notLinked.why":
    "{why, select, conflict {Several platform users in the directory match them, so deskbot will not guess.} other {deskbot could not find them in the directory by their chat account or its verified e-mail.}}",
  "notLinked.text": "{why} An admin can link them: {link}. Or give the platform user UID itself.",
  "you.linked": "You act as yourself on the service desk: {how}.",
  "you.notLinked":
    "You are not linked to a platform user: your comments are posted as the integration. {why} An admin can link you: {link}",
  "you.notLinked.why":
    "{why, select, conflict {Several platform users in the directory match you, so deskbot will not guess: an admin must link you.} console {The console has no chat account to find you by in the directory of platform users.} noDirectory {No directory of platform users is loaded, so deskbot cannot link you by itself.} other {deskbot could not find you in the directory of platform users (by your chat account or its verified e-mail).}}",

  "form.opening": "Opening the form…",
  "form.cancel": "Cancel",
  "form.close": "Close",
  "form.attachedFiles": "Attached from the message: {files}",
  "form.choosePeople": "Choose people",
  "form.fieldNeeded": "{label}: this is needed.",

  "home.header": "deskbot: your IT service desk",
  "home.company": "Company",
  "home.enabled": "{platform} enabled",
  "home.yesNo": "{yes, select, true {yes} other {no}}",
  "home.button": "{command, select, company {Company} apps {Applications} whoami {Who am I?} other {Help}}",
  "home.hint": "Everything else: {help}. To comment on a message or ask for an approval, use the message's ⋮ menu.",

  "slack.otherCommand.title": "deskbot answers {expected} here, not {received}.",
  "slack.otherCommand.troubleshoot":
    "Use {expected}. If {received} is meant to be deskbot's, its manifest and deskbot's DESK_COMMAND ({expected}) must name the same command: tell your deskbot administrator.",

  "teams.noSuchAction": 'deskbot has no action "{action}".',
  "teams.unreadableAnswers": "deskbot could not read the form's answers: open the action again.",
  "teams.outcomeWillFollow": "Working on it: the outcome will be posted in this chat.",
  "teams.formFromMessage": "Usage: {usage}\nOr, on any message: ⋯ → More actions → {action}.",
  "teams.hello.title": "Hello! I'm deskbot, your IT service desk in Teams.",
  "teams.hello.text":
    "Say help to me in a 1:1 chat, or mention me in a channel: @deskbot help.\n\nOn any message, ⋯ → More actions → {actions} turns it into a ticket comment or an approval request.",
  "teams.turnFailed":
    "Something went wrong inside deskbot. Try again; if it keeps happening, tell your deskbot administrator.",

  "render.usage": "Usage: {usage}",
  "render.moreNotShown": "…and {hidden} more not shown.",
  "render.page": "Page {page} of {pages} · {total} in all",
  "render.previous": "◀ Previous",
  "render.next": "Next ▶",
  "render.shortened": " … (shortened)",

  "list.or": " or ",
  "console.title": "{kind, select, error {Error: } denied {Not allowed: } other {}}{title}{paging}",
  "console.page": " (page {page} of {pages}, {total} in all)",
  "console.previousPage": "Previous page: {command}",
  "console.nextPage": "Next page: {command}",
  "console.confirm": "{question} [y/N] ",
  "console.needsConfirmation.title": "Not done: this command needs a confirmation.",
  "console.needsConfirmation.troubleshoot": "Nothing was changed. Run it again with --yes to confirm.",
  "console.banner":
    "deskbot console, against the built-in simulator with demo data (Acme Corp).{admin, select, true { You ({user}) are an admin here.} other {}}\nType help for the commands. To use a real API set DESK_API_URL and DESK_API_TOKEN; to serve Slack or Teams,\nset their credentials (see .env.example and the README), then npm start serves them.",
} as const;
