// The catalogue: every word deskbot says to a person, in English, by key (ICU MessageFormat: {name}, plural, select).

export const en = {
  "confirm.invalid": "This confirmation is not valid any more.",
  "confirm.duplicatePress": "That was already done (or is being done): its outcome is above.",
  "confirm.cancelled": "Nothing was changed.",
  "confirm.cancelNotYours": "Only the person who asked can cancel this: it stays as it is.",
  "confirm.expired": "This confirmation has lapsed: nothing was changed. Run the command again to be asked again.",

  "platform.name": "{platform, select, slack {Slack} teams {Microsoft Teams} other {the console}}",
  "link.source":
    "{source, select, manual {linked by an admin} slack_user_id {linked automatically: the directory gives your Slack user id} entra_id {linked automatically: the directory gives your Microsoft Entra id} other {linked automatically by the e-mail your chat platform verified}}",

  "progress.working": "Working on it…",
  "progress.queued":
    "Queued: the service desk allows {limit, plural, one {# request} other {# requests}} a minute, and {queued, plural, one {# is waiting} other {# are waiting}}. Your answer will follow here in {wait}.",
  "queue.tooBusy.title": "The service desk is too busy to answer this in time.",
  "queue.tooBusy.troubleshoot":
    "Nothing was sent. The service desk allows {limit, plural, one {# request} other {# requests}} a minute, and {queued, plural, one {# is waiting} other {# are waiting}}: your answer would take {wait}, and {window}. Try again later.",
  "queue.window.slack": "Slack keeps a command's reply open for {minutes, plural, one {# minute} other {# minutes}}",
  "queue.window.other": "deskbot answers within {minutes, plural, one {# minute} other {# minutes}} or not at all",
  "queue.wait.seconds": "about {seconds, plural, one {# second} other {# seconds}}",
  "queue.wait.minutes": "about {minutes, plural, one {# minute} other {# minutes}}",

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
  "outcome.cutOff.what": "Your request was: {text}",
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
  "denied.noAdminsConsole":
    "No admin is set up yet. You run this deskbot: set DESK_ADMINS={user} (in .env or the environment) and run the command again.",

  "notLinked.title": "{who} is not linked to a platform user.",
  "notLinked.why":
    "{why, select, conflict {Several platform users in the directory match them, so deskbot will not guess.} otherAccount {The platform user their e-mail belongs to has another chat account in the directory, so deskbot will not link them by e-mail.} linkedElsewhere {The platform user they match is already linked to another chat account here, and deskbot links one account a person.} pending {deskbot is still finding out who they are (their chat platform is slow to answer): try again in a minute.} other {deskbot could not find them in the directory by their chat account or its verified e-mail.}}",
  "notLinked.text":
    "{why} An admin can link them: {link}. {picked, select, true {Then choose them again.} other {Or give the platform user UID itself.}}",
  "you.linked": "You act as yourself on the service desk: {how}.",
  "you.notLinked": "You are not linked to a platform user: {meanwhile} {why} An admin can link you: {link}",
  "you.pending":
    "deskbot is still finding out who you are on the service desk (your chat platform is slow to answer): ask again in a minute. Until it knows, {meanwhile}",
  "you.meanwhile":
    "{visibleTo, select, everyone {your comments are posted as the integration.} other {deskbot shows you no ticket and posts nothing for you.}}",
  "you.notLinked.why":
    "{why, select, conflict {Several platform users in the directory match you, so deskbot will not guess: an admin must link you.} otherAccount {The platform user your e-mail belongs to has another chat account in the directory, so deskbot will not link you by e-mail: an admin must link you.} linkedElsewhere {The platform user you match is already linked to another chat account here, and deskbot links one account a person: an admin must link you.} console {The console has no chat account to find you by in the directory of platform users.} noDirectory {No directory of platform users is loaded, so deskbot cannot link you by itself.} other {deskbot could not find you in the directory of platform users (by your chat account or its verified e-mail).}}",

  "form.opening": "Opening the form…",
  "form.open": "Open the form",
  "form.cancel": "Cancel",
  "form.close": "Close",
  "form.attachedFiles": "Attached from the message: {files}",
  "form.choosePeople": "Choose people",
  "form.peopleNotChosen": "Not chosen for you (no account of theirs is known here): {people}. Choose them in the list.",
  "form.fieldNeeded": "{label}: this is needed.",
  "form.answerTooLong":
    "{label} is too long: it may hold at most {max, plural, one {# character} other {# characters}}.",

  "home.header": "deskbot: your IT service desk",
  "home.company": "Company",
  "home.enabled": "{platform} enabled",
  "home.button": "{command, select, company {Company} apps {Applications} whoami {Who am I?} other {Help}}",
  "home.hint": "Everything else: {help}. To comment on a message or ask for an approval, use the message's ⋮ menu.",
  "home.words.title": "You can write in your own words",
  "home.words.where": "Send deskbot a message in its Messages tab, or mention it in a channel. For example:",

  "slack.otherCommand.title": "deskbot answers {expected} here, not {received}.",
  "slack.otherCommand.troubleshoot":
    "Use {expected}. If {received} is meant to be deskbot's, its manifest and deskbot's DESK_COMMAND ({expected}) must name the same command: tell your deskbot administrator.",

  "teams.noSuchAction": 'deskbot has no action "{action}".',
  "teams.unreadableAnswers": "deskbot could not read the form's answers: open the action again.",
  "teams.outcomeWillFollow": "Working on it: the outcome will be posted in this chat.",
  "teams.formFromMessage": "Usage: {usage}\nOr, on any message: ⋯ → More actions → {action}.",
  "teams.previewHint": "To comment on it or ask for an approval, on this message: ⋯ → More actions → {actions}.",
  "teams.hello.title": "Hello! I'm deskbot, your IT service desk in Teams.",
  "teams.hello.text":
    "Say help to me in a 1:1 chat, or mention me in a channel: @deskbot help.\n\nOn any message, ⋯ → More actions → {actions} turns it into a ticket comment or an approval request.",
  "teams.turnFailed":
    "Something went wrong inside deskbot. Try again; if it keeps happening, tell your deskbot administrator.",

  "render.usage": "Usage: {usage}",
  "render.labelled": "{label}: ",
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
  "console.proposalNotRun.title": "Not done: a change read from your words is only proposed.",
  "console.proposalNotRun.troubleshoot":
    "Nothing was changed: --yes confirms only a command line you type, never a change read from your words. To make this change, type its command line: deskbot chat -c {line} --yes",
  "console.proposalWaiting.text":
    "Nothing is changed yet: answer yes on a later line to make this change (no to drop it), or type its command line: deskbot chat -c {line} --yes",
  "console.operator.apiUnreachable":
    "You run this deskbot: check that the API at DESK_API_URL ({url}) is up and reachable from this machine, or unset DESK_API_URL to try the built-in simulator.",
  "console.operator.storeDown":
    "You run this deskbot: check the database DESK_DB names (or unset DESK_DB for the default SQLite file), then try again.",
  "console.logsTo": "deskbot's own log is written to {file}.",
  "console.banner":
    "deskbot console, against the built-in simulator with demo data (Acme Corp).{admin, select, true { You ({user}) are an admin here.} other {}}\nType help for the commands. To use a real API set DESK_API_URL and DESK_API_TOKEN; to serve Slack or Teams,\nset their credentials (see .env.example and the README), then npm start serves them.",

  "arg.empty": "must not be empty",
  "label.postedAs": "Posted as",
  "label.comment": "Comment",
  "label.attachments": "Attachments",
  "label.approvers": "Approvers",
  "label.followers": "Followers",
  "label.sentBy": "Sent by",
  "label.text": "Text",
  "value.theIntegration": "the integration",

  "command.comment.summary": "Add a comment to a request (ticket).",
  "command.comment.details":
    "REQUEST is a request UID or its friendly id, like REQ-42: a ticket you may see (one you asked for, are assigned to or follow; IT staff see every ticket).\nThe comment is posted as your linked platform user; when deskbot lets someone not linked comment, it is posted as the integration.\nExample: comment REQ-42 The laptop was delivered this morning.",
  "comment.doing": "Commenting on {ticket}",
  "comment.done": "Comment added to {ticket}",
  "identity.late":
    "Sent as the integration: deskbot could not tell in time who you are on the service desk. It goes on finding out, so in a minute you should act as yourself.",
  "comment.asIntegration":
    "Posted as the integration, because your chat account is not linked to a platform user: an admin can link it ({link}).",
  "form.comment.title": "Comment on a ticket",
  "form.comment.submit": "Comment",
  "form.comment.action.title": "Comment on ticket",
  "form.comment.action.description": "Add this message to a ticket as a comment",
  "field.ticket.label": "Ticket",
  "field.ticket.hint": "The request's UID or friendly id, like REQ-42.",
  "field.ticket.placeholder": "REQ-42",
  "form.comment.body.label": "Comment",

  "command.approval.summary": "Ask people to approve a request.",
  "command.approval.details":
    "U is a platform user UID, a mention of a linked chat user, or a name as the directory knows it (a full name, quoted, or a first name only one person has). --follow adds the approvers to the request's followers.\nThe text is sent as markdown. It is sent by your linked platform user, when you are linked.\nExample: approval REQ-42 --approvers u_grace,u_alan --follow Please approve the new laptop.",
  "approval.doing": "Requesting approval on {ticket}",
  "approval.done": "Approval requested on {ticket}",
  "approval.followers": "{added, select, true {approvers added} other {unchanged}}",
  "form.approval.title": "Request an approval",
  "form.approval.submit": "Request approval",
  "form.approval.action.title": "Request approval",
  "form.approval.action.description": "Ask people to approve a ticket, quoting this message",
  "form.approval.approvers.label": "Approvers",
  "form.approval.approvers.hint": "Each approver must be linked to their platform user.",
  "form.approval.body.label": "What to approve",
  "form.approval.follow.label": "Followers",
  "form.approval.follow.option": "Add the approvers to the ticket's followers",

  "command.admin_grant.summary": "Give a chat user the admin role.",
  "command.admin_grant.details": "USER is a mention or a chat user id. Example: admin grant @ann",
  "command.admin_revoke.summary": "Take the admin role back from a chat user.",
  "command.admin_revoke.details": "Admins named in DESK_ADMINS stay admins: remove them there.",
  "command.admins.summary": "List who has the admin role.",
  "command.apps.summary": "List the applications, by status and dates, a page at a time.",
  "command.apps.details":
    "S is discovered, approved or restricted, or a status as replies show it (Approved). T is a date (YYYY-MM-DD, the start of that day in UTC) or an ISO 8601 date-time.\nArchived applications never appear. --per-page is 1 to 50 (20 when not given).\nExample: apps --status approved,restricted --updated-after 2026-01-01",
  "command.app_unarchive.summary": "Unarchive an application, so that it is listed again.",
  "command.audit.summary": "Show the newest changes made through deskbot, who made them, and how they ended.",
  "command.audit.details": "--limit is 1 to {max} ({default} when not given). Example: audit --command merge --limit 5",
  "command.ticket.summary": "Show a ticket: its title, status, priority, people and last update.",
  "command.ticket.details":
    "REQUEST is a ticket's friendly id (REQ-42) or uid: one you asked for, are assigned to or follow (IT staff see every ticket). The card links to the ticket in the platform.",
  "ticket.reading": "Reading {ticket}",
  "ticket.title": "{ticket} · {title}",
  "ticket.notFound.title": "{ticket} was not found",
  "ticket.notFound.friendly":
    "Either there is no ticket {ticket}, or this platform finds tickets by their uid only (like req_0042), and deskbot cannot tell which from its answer. Check the id, or give the ticket's uid.",
  "reply.forAskerOnly.slack": "Answered so that only you can see it: it shows people's e-mails or the audit log.",
  "reply.forAskerOnly.teams":
    "I sent you the answer in our 1:1 chat: it shows people's e-mails or the audit log, which only you should see.",
  "reply.forAskerOnly.askInChat":
    "This answer shows people's e-mails or the audit log, so it is not shown here: ask me in our 1:1 chat.",
  "ticket.notYours.title": "{ticket} was not found, or is not yours to see",
  "ticket.notYours.troubleshoot":
    "{friendly, select, true {You can see the tickets you asked for, are assigned to or follow. Check the id; if it is right, this platform may find tickets by their uid only (like req_0042): try that.} other {You can see the tickets you asked for, are assigned to or follow. Check the id, or ask your IT team.}}",
  "ticket.notYours.unlinked":
    "deskbot does not know yet who you are on the service desk, so it shows you no ticket. {pending, select, true {It is still finding out (your chat platform is slow to answer): try again in a minute.} other {{whoami} says why, and what an admin can do.}}",
  "ticket.unassigned": "Nobody yet",
  "ticket.summary": "{ticket} · {title} ({status})",
  "ticket.closedWarning.title": "{ticket} is {status}: {title}.",
  "ticket.closedWarning.troubleshoot": "Submit again to go ahead anyway, or give another ticket.",
  "ticket.closedWarning.proposal": "Confirm only if you mean to write on it anyway.",
  "ticket.status.open": "New",
  "ticket.status.in_progress": "In progress",
  "ticket.status.waiting": "Waiting",
  "ticket.status.resolved": "Resolved",
  "ticket.status.archived": "Archived",
  "ticket.priority.low": "Low",
  "ticket.priority.medium": "Medium",
  "ticket.priority.high": "High",
  "ticket.priority.urgent": "Urgent",
  "command.company.summary": "Show the company, and whether Slack and Teams are on for it.",
  "command.equipment_unarchive.summary": "Unarchive a piece of equipment.",
  "command.help.summary": "Show the commands you may run, or how to use one.",
  "command.link.summary": "Link a chat user to their platform user, so that they act as themselves.",
  "command.link.details":
    "CHAT_USER is a mention or a chat user id. Example: link @ann u_ann\nWith a directory loaded, the UID must be in it. A link made here wins over automatic linking.",
  "command.unlink.summary": "Remove a chat user's link to a platform user.",
  "command.whoami.summary":
    "Show who deskbot takes you for: chat user, role, linked platform user, and how you are linked.",
  "command.inboxes.summary": "List the team inboxes, optionally searching their names.",
  "command.inboxes.details": "Example: inboxes it support --per-page 10",
  "command.links.summary": "How many people are linked and how, who used deskbot unlinked, and conflicts to settle.",
  "command.directory_sync.summary": "Read every person of the platform into the directory (GET /v1/users).",
  "command.directory_sync.details":
    "The directory is replaced by the platform's people list. A sync that would remove more than a fifth of it stops unless --force.",
  "directorySync.doing": "Reading the platform's people",
  "directorySync.noList.title": "The platform has no people list to read.",
  "directorySync.noList.troubleshoot":
    "Export the platform's people to a file and have whoever runs deskbot load it with: deskbot directory import FILE",
  "directorySync.tooMany.title":
    "The sync would remove {removed, number} of the directory's {before, plural, one {# person} other {# people}} (more than a fifth): nothing changed.",
  "directorySync.tooMany.troubleshoot": "If the platform really lost them, run {prefix}directory sync --force.",
  "directorySync.done":
    "The directory is synced: {people, plural, one {# person} other {# people}} ({added, number} added, {changed, number} changed, {removed, number} removed).",
  "command.directory.summary": "The directory of platform users that people are linked by: its size and last import.",
  "command.service_update.summary": "Change a service: name, description, category, assignee, SLA rule, audience.",
  "command.service_update.details":
    'Only the options given are sent; the others stay as they are. none clears the assignee or the SLA rule.\nMATCHERS: "data_point comparator value[|value…]", several joined by ;, e.g. --audience "contract_type = full_time|part_time; country = FR". none removes every matcher.',
  "command.merge.summary": "Merge a duplicate user into another: irreversible, asks for confirmation.",
  "command.merge.details":
    "Everything of SOURCE moves to TARGET, then SOURCE is deleted for good. Either may be a uid, a mention or a name the directory knows.\nBoth are looked up before you are asked to confirm. The API refuses to merge an admin: remove their admin role first.",
  "command.service_enable.summary": "Enable a service.",
  "command.service_disable.summary": "Disable a service.",

  "api.troubleshoot":
    "{status, select, 401 {The bot's API token is invalid or revoked: ask an administrator to set a valid DESK_API_TOKEN.} 403 {The API token lacks the permission for this action.} 404 {Nothing with that identifier exists: check it and try again.} 422 {The API rejected the values sent: check them and try again.} 429 {The API's rate limit was reached: try again in a minute.} 5xx {The service-management API is having trouble: try again in a few minutes.} other {Try again, and contact your administrator if it persists.}}",
  "api.notSent.error": "deskbot restarted before your command ran",
  "api.notSent.troubleshoot": "Nothing was sent to the service desk, so running it again is safe.",
  "api.notJson.error": "The API answered with a body that is not JSON.",
  "api.notJson.troubleshoot": "The API may be misconfigured or behind a proxy: check DESK_API_URL.",
  "api.tooLarge.error": "The API's answer is over {megabytes} MB: deskbot does not read answers that large.",
  "api.tooLarge.troubleshoot":
    "Ask for fewer records a page, or trim the records' custom fields; the API may be misbehaving: report this to its maintainers.",
  "api.timeout.error": "The API did not answer within {seconds} s.",
  "api.timeout.troubleshoot":
    "The service-management API is slow or unreachable. {changed, select, true {The change may have been made: check before trying again.} other {Try again in a moment.}}",
  "api.network.error": "Could not reach the service-management API.",
  "api.network.troubleshoot":
    "The API or the network to it is down: tell your deskbot administrator. {changed, select, true {The change may have been made: check before trying again.} other {Try again in a moment.}}",
  "api.shape.notList": "is not a list",
  "api.shape.invalid": "is invalid",
  "api.shape.error": 'The API\'s answer does not have the shape of its reference: field "{field}" {problem}.',
  "api.shape.troubleshoot": "The API may have changed: report this to the deskbot maintainers.",
  "api.badSegment.error": '"{id}" cannot be an id (it is "." or "..", or holds a / or a \\)',
  "api.badSegment.troubleshoot":
    "Nothing was sent to the service desk. Give the id as the service desk shows it, such as REQ-42 or u_grace.",
  "api.runAgain": "{error}: run it again.",
  "api.badToken.title": "The bot's API token is invalid or revoked.",
  "api.badToken.troubleshoot": "Ask an administrator to set a valid DESK_API_TOKEN for deskbot, then try again.",
  "api.failed": "{what} failed: {error}",
  "api.gateway.troubleshoot":
    "A gateway in front of the service-management API answered for it, so the change may have been made: check before trying again.",
  "api.mayHaveSucceeded": "deskbot cannot tell whether the change was made: check before trying again.",

  "arg.notDate": '"{value}" is not a date (YYYY-MM-DD) or an ISO 8601 date-time',
  "arg.wholeNumber": "must be a whole number from 1 to {max}",
  "arg.wholeNumberClamped": "must be a whole number (1 to {max})",
  "arg.notOneOf": '"{value}" is not one of {allowed}',
  "arg.trueOrFalse": "must be true or false",
  "arg.idTooLong": "is too long to be an identifier (over {max, plural, one {# character} other {# characters}})",
  "arg.notText": "has characters that are not valid text",
  "arg.controlCharacters": "has control characters",
  "arg.oneIdentifier": "must be one identifier (no spaces or quotes)",
  "arg.textTooLong": "is too long: it may hold at most {max, plural, one {# character} other {# characters}}",
  "arg.onePerItem": "must be one person an item (no comma)",
  "arg.atLeastOne": "must name at least one",
  "arg.notMatcher": '"{value}" is not "data_point comparator value[|value…]"',
  "arg.noMatchers": 'give matchers like "country = FR", or none',

  "parse.tooLong": "That command is too long (over {max, plural, one {# character} other {# characters}}).",
  "parse.unclosedQuote":
    "A quote is not closed: a quote opened at character {at} is never closed. Close it, or leave it out.",
  "parse.needsSubcommand": '"{command}" needs one of: {subcommands}.',
  "parse.notACommand": '"{command}" is not a command.',
  "parse.didYouMean": "Did you mean {meant}?",
  "parse.seeHelp": "Type {help} to see the commands.",
  "parse.invalid": "is not valid",
  "parse.missingValue": "is missing",
  "parse.invalidHere": "is not valid here",
  "parse.missing": "{name} is missing.",
  "parse.argumentProblem": "{name}: {problem}",
  "parse.unknownOption": "Unknown option {option}.",
  "parse.givenTwice": "{option} is given twice.",
  "parse.takesNoValue": "{option} takes no value.",
  "parse.needsValue": "{option} needs a value.",
  "parse.unexpected": 'Unexpected "{word}".',

  "label.platform": "Platform",
  "label.lastUsed": "Last used deskbot",
  "label.conflict": "Conflict",
  "label.conflicts": "Conflicts",
  "label.lastImport": "Last import",
  "label.importedFrom": "Imported from",
  "label.itChanged": "It changed",
  "links.count":
    "{platform}, {source, select, manual {by an admin} slack_user_id {by Slack user id} entra_id {by Entra id} other {by verified e-mail}}",
  "links.notLinked": "not linked: {conflict}",
  "links.title": "Links: {total, plural, one {# person} other {# people}} linked",
  "links.fromDirectory":
    "People are linked automatically from the directory ({people, plural, one {# person} other {# people}}) by their chat id, then by the e-mail their chat platform verified; a link made by an admin always wins.",
  "links.noDirectory":
    "No directory is loaded: people are linked only by {link}. Import one with npx deskbot directory import FILE.",
  "links.unlinked":
    "{total, plural, one {# person has} other {# people have}} used deskbot without being linked{shown, plural, =0 {} one { (the one shown first)} other { (the # shown first)}}. Link them with {link}.",
  "links.allLinked": "Everyone who used deskbot is linked.",
  "directory.none.title": "No directory is loaded",
  "directory.none.text":
    "Export the platform's people (uid, email, full_name, slack_user_id, microsoft_entra_ids) and import them where deskbot runs: npx deskbot directory import FILE. People are then linked automatically.",
  "directory.title": "Directory: {people, plural, one {# person} other {# people}}",
  "directory.text":
    "People are linked from it automatically: by the Slack user id or Entra id it gives, then by the e-mail their chat platform verified.",
  "directory.changes": "{added, number} added, {changed, number} changed, {removed, number} removed",
  "directory.sharedEmails":
    "{count, plural, one {# e-mail is} other {# e-mails are}} on more than one person: nobody is linked by {count, plural, one {it} other {them}} (links shows who tried)",

  "label.chatUser": "Chat user",
  "label.platformUser": "Platform user",
  "label.role": "Role",
  "value.role": "{role, select, admin {admin} other {everyone}}",
  "value.notLinked": "not linked",
  "link.notInDirectory.title": "{uid} is not in the directory of platform users.",
  "link.notInDirectory.text":
    "The directory has {people, plural, one {# person} other {# people}}{imported}: check the UID, or import a newer export of the platform's people (npx deskbot directory import FILE).",
  "link.imported": " (imported {date})",
  "link.before": "It was linked to {uid} before ({how}).",
  "link.done": "{user} is linked to {label} by an admin",
  "unlink.done": "{user} is no longer linked to {uid}",
  "unlink.notLinked": "{user} was not linked",
  "unlink.automatic":
    "That link was made automatically from the directory: they will be linked the same way the next time they use deskbot, unless the directory changes. To link them to someone else, use {link}.",
  "whoami.you": "You",
  "whoami.youAre": "You are {name}",

  "admin.granted": "{user} is now an admin",
  "admin.alreadyAdmin": "{user} was already an admin",
  "admin.revoked": "{user} is no longer an admin here",
  "admin.notAdmin": "{user} had no admin role to take back",
  "admin.stillConfigured": "{user} is still an admin through deskbot's configuration (DESK_ADMINS).",
  "admin.stillConsoleOperator":
    "{user} runs this demo console, and stays its admin while DESK_ADMINS names nobody: set DESK_ADMINS to choose the admins.",
  "admins.fromConfiguration": "from the configuration",
  "admins.consoleOperator": "runs this demo console: its admin while DESK_ADMINS names nobody",
  "form.errorParts": "{title}. {detail}",
  "admins.granted": "granted on {platform}",
  "admins.title": "Admins ({count})",
  "admins.none": "Nobody has the admin role.",

  "label.uid": "UID",
  "label.emails": "E-mails",
  "people.ambiguousName":
    "{count, plural, one {# person in the directory is named “{name}”} other {# people in the directory are named “{name}”}}.",
  "people.ambiguousName.troubleshoot": "Give the uid of the one you mean: {candidates}. Nothing was sent.",
  "merge.itself": "A user cannot be merged into itself.",
  "merge.ask.title": "Merge these users?",
  "merge.ask.text": "Everything of {source} moves to {target}, then {source} is deleted. This is irreversible.",
  "merge.confirm.title": "Merge users",
  "merge.confirm.text": "Merge {source} into {target}? {source} will be deleted. This cannot be undone.",
  "merge.confirm.yes": "Merge",
  "merge.doing": "Merging {source} into {target}",
  "merge.reading": "Looking up {uid}",
  "merge.done": "{source} is merged into {target}",
  "merge.done.text": "{source} no longer exists; its data now belongs to {target}.",

  "label.enabled": "Enabled",
  "label.about": "About",
  "label.category": "Category",
  "label.defaultAssignee": "Default assignee",
  "label.slaRule": "SLA rule",
  "label.restricted": "Restricted to audience",
  "label.audience": "Audience",
  "label.updated": "Updated",
  "service.noOption": "Give at least one option to change.",
  "service.doing": "Updating service {uid}",
  "service.done":
    "{done, select, enabled {Service enabled} disabled {Service disabled} other {Service updated}}: {name}",

  "value.yesNo": "{yes, select, true {yes} other {no}}",
  "value.onOff": "{on, select, true {on} other {off}}",
  "value.nobody": "none",
  "help.title": "deskbot commands",
  "help.text":
    "{help} shows one in full.{admin, select, true { Commands marked (admins) need the admin role.} other {}}",
  "help.adminsOnly": "{summary} (admins)",
  "help.noSuchCommand": 'There is no command "{command}".',
  "label.whoMay": "Who may",
  "value.whoMay": "{role, select, admin {admins} other {everyone}}",
  "apps.doing": "Listing the applications",
  "apps.title": "Applications",
  "apps.titleByStatus": "Applications ({statuses})",
  "apps.none": "No application matches.",
  "label.status": "Status",
  "app.status.discovered": "Discovered",
  "app.status.approved": "Approved",
  "app.status.restricted": "Restricted",
  "app.statuses.discovered": "Discovered",
  "app.statuses.approved": "Approved",
  "app.statuses.restricted": "Restricted",
  "label.ticket": "Ticket",
  "label.priority": "Priority",
  "label.requester": "Requester",
  "label.assignee": "Assignee",
  "label.link": "In the platform",
  "label.owner": "Owner",
  "label.annualCost": "Annual cost",
  "label.renewal": "Renewal",
  "app.unarchive.doing": "Unarchiving application {uid}",
  "app.unarchive.done": "Application {name} is unarchived",
  "inboxes.doing": "Listing the team inboxes",
  "inboxes.title": "Team inboxes",
  "inboxes.titleMatching": 'Team inboxes matching "{search}"',
  "inboxes.none": "No team inbox matches.",
  "label.members": "Members",
  "equipment.unarchive.doing": "Unarchiving equipment {uid}",
  "equipment.unarchive.done": "Equipment {name} is unarchived",
  "label.model": "Model",
  "label.serialNumber": "Serial number",
  "label.holder": "Holder",
  "label.lifecycle": "Lifecycle",
  "audit.title": "Audit log ({count, plural, =0 {no entries} one {the newest entry} other {the # newest entries}})",
  "audit.none": "Nothing matches.",
  "audit.outcome.ok": "Done",
  "audit.outcome.error": "Failed",
  "audit.outcome.unknown": "Not known: the platform may have made the change, check there",
  "label.by": "By",
  "label.when": "When",
  "label.outcome": "Outcome",
  "label.slug": "Slug",
  "label.domains": "Domains",
  "label.website": "Website",
  "label.peopleAlias": "People are called",
  "label.portal": "Employee portal",
  "paging.clamped":
    "--per-page {given} is {more, select, true {more} other {less}} than the API allows: showing {used} a page.",

  "conflict.chatId": "its {kind} id is on {uids}",
  "conflict.email": "the e-mail {email} is on {uids}",
  "conflict.otherAccount": "its e-mail is {uid}'s, whose account here the directory says is another one",
  "conflict.linkedElsewhere": "{uid} is already linked to another account here",
  "actions.unsigned": "The request is not signed by a known caller, or its timestamp is more than 5 minutes away.",
  "actions.unsigned.troubleshoot":
    'Send X-Deskbot-Caller, X-Deskbot-Timestamp (Unix seconds, within 5 minutes of now) and X-Deskbot-Signature: "v2=" and the hex HMAC-SHA256, with the caller\'s secret, of "v2:" + timestamp + ":POST:/api/actions/ACTION:" + Idempotency-Key + ":" + the raw body.',
  "actions.v2Required":
    "v1 signatures are no longer accepted: they cover only the timestamp and the body, so a captured request could be sent again with another Idempotency-Key or to another action.",
  "actions.v2Required.troubleshoot":
    'Sign with v2: X-Deskbot-Signature is "v2=" and the hex HMAC-SHA256, with the caller\'s secret, of "v2:" + timestamp + ":POST:/api/actions/ACTION:" + Idempotency-Key + ":" + the raw body.',
  "actions.keyReused":
    "This Idempotency-Key was first used for another request (another action or another body): nothing was done.",
  "actions.keyReused.troubleshoot":
    "Use a new Idempotency-Key for a new request. To get the first request's answer again, send that request again exactly as it was.",
  "actions.keyBusy": "A request with this Idempotency-Key is being taken in right now: nothing was done.",
  "actions.keyBusy.troubleshoot": "Send the same request again in a moment.",
  "actions.notAllowed": "{caller} may not run {action}.",
  "actions.badRequest":
    "The request needs an Idempotency-Key header (1 to 200 printable ASCII characters, no space or colon) and a JSON object body with as, the platform user uid to act as.",
  "audit.detailVia": "{detail} ({via})",
  "audit.directoryReplaced": "{people, plural, one {# person} other {# people}}: {changes}",
  "audit.directoryCleared": "{removed, plural, one {# person removed} other {# people removed}}",
  "audit.via":
    "{via, select, workflow {from a workflow step} words {from their own words} reply {from their own words, confirmed by a reply} other {from an automation, through the action endpoint}}",
  "command.help.example": "how do I comment on a ticket?",
  "command.company.example": "show me our company settings",
  "command.apps.example": "which apps are restricted?",
  "command.app_unarchive.example": "unarchive the app s_hubspot",
  "command.equipment_unarchive.example": "unarchive the laptop ueq_mbp_002",
  "command.inboxes.example": "find the IT Support inbox",
  "command.service_update.example": 'rename wa_vpn to "Remote access"',
  "command.service_enable.example": "enable the service wa_vpn",
  "command.service_disable.example": "disable the service wa_vpn",
  "command.merge.example": "merge u_katherine_dup into u_katherine",
  "command.ticket.example": "what's up with REQ-42?",
  "command.comment.example": "tell REQ-42 the laptop arrived",
  "command.approval.example": "ask Ada Lovelace to approve REQ-43: the VPN token is needed",
  "command.link.example": "link @tim to u_tim",
  "command.unlink.example": "unlink @tim",
  "command.whoami.example": "who am I?",
  "command.links.example": "who is linked?",
  "command.directory.example": "how many people are in the directory?",
  "command.directory_sync.example": "sync the directory",
  "command.admin_grant.example": "make @tim an admin",
  "command.admin_revoke.example": "revoke @tim's admin rights",
  "command.admins.example": "who are the admins?",
  "command.audit.example": "show the audit log of merges",
  // What people's own words mean (src/understanding): each command's cue phrases, `|` between them; `~` marks a weak
  // cue (counts half), `*` stands for any one word; phrases are compared lower case and without accents.
  "words.cues.help":
    "help|what can u do|wat can u do|how do i|how can i|how to|how does|what can you do|what can i do|what can i ask|what do you do|commands|usage|explain|syntax|~options|the command|command|what is * for|what does * do|how would i|how should i|how do we|how would we|how can we|what can you actually do|what are you able to do|what are you for|what are you good for|what's your purpose|how * works|how does * work|how it works",
  "words.cues.company":
    "company|organisation|organization|org|tenant|company settings|which platforms|slack enabled|teams enabled|our account|company info|~slack|~teams|enabled for us|enabled for our|company config|company configuration",
  "words.cues.apps": "apps|app|applications|application|software|softwares|tools|saas|catalogue|catalog|~list|~show",
  "words.cues.app_unarchive":
    "unarchive|un-archive|restore|bring back|revive|~recover|from the archive|out of the archive|~app|bring * back|come back from the archive|unarch",
  "words.cues.equipment_unarchive":
    "unarchive|un-archive|restore|bring back|~recover|~equipment|~device|~devices|~laptop|~hardware|~monitor|~headset|~phone|~macbook|~iphone|~ipad|~computer|~tablet|~keyboard|~dock|~dell|~lenovo|~thinkpad|~jabra|~logitech|from the archive|out of the archive|bring * back|come back from the archive|unarch|equipment",
  "words.cues.inboxes": "inbox|inboxes|team inbox|team inboxes|queue|queues|~teams",
  "words.cues.service_update":
    "as not restricted|as unrestricted|remove sla|drop sla|clear sla|to not restricted|new name|about text|~apply|rename|~update|~change|~set|description|~describe|restrict|unrestrict|restricted|~edit|~modify|no longer be restricted|no longer restricted|not be restricted|unrestricted|assign|reassign|in charge of|responsible for|owner of|remove the sla|drop the sla|drop the audience|remove the assignee|unassign|no assignee|clear the sla|remove its sla|~sla|~category|remove the audience|set the sla|set its sla|set the category|put * in category|make * restricted|make * unrestricted|set * to restricted|default assignee|clear the audience|nobody should be * assignee|~service|assignee|~svc|not restricted anymore|remove the audience restrictions",
  "words.cues.service_enable":
    "enable|re-enable|reenable|turn on|switch on|activate|reactivate|~open|turn * on|switch * on|turn * back on|switch * back on|bring * back|turned on|switched on",
  "words.cues.service_disable":
    "disable|turn off|switch off|deactivate|~pause|~close|~suspend|turn * off|switch * off|turned off|switched off|shut off|shut * off|shut down|shut * down",
  "words.cues.merge": "merge|combine|dedupe|deduplicate|duplicate|duplicates|fold",
  "words.cues.ticket":
    "ticket|what's up|whats up|what is up|where are we|how's|look up|~look|~check|~state|~progress|~open|~status|~details|~how is|~request|what's in|what is in|tell me what's in|tell me about",
  "words.cues.comment":
    "comment|note|add a note|add a comment|reply|let them know|let * know|update them|~tell|~say|~write|~post|~add|~mention|~inform|inform|notify|log it|note it|put it in the ticket|add it to the ticket|log it in the ticket|in the ticket|as a comment|heads up|~update|~ping|write on|post a note|leave a note|put a note|drop a note|write * on it",
  "words.cues.approval":
    "approve|approval|approvals|approver|approvers|sign off|sign-off|signoff|greenlight|green light|~validate|~ok",
  "words.cues.link": "link|connect|associate|map|pair|~tie",
  "words.cues.unlink": "unlink|disconnect|dissociate|unpair|detach|remove the link|delete the link|remove link|~remove",
  "words.cues.whoami":
    "who am i|who i am|whoami|~my account|my slack * linked|my teams * linked|my slack linked|my teams linked|am i linked|about me|my profile|my identity|my link|see me as|know me as|what account|which account|who do you think i am|am i * linked|am i even linked|is my account linked|my slack * tied|my teams * tied|my slack * connected|my teams * connected",
  "words.cues.links":
    "links|link stats|linking stats|link statistics|linked people|linked users|how many linked|who is linked|conflicts|unlinked people|links status|are linked|linked|account links|account link|have linked|linked their|people linked|are connected|how many people are linked|how many people have linked|clashes|clash|people are connected|connected to their accounts",
  "words.cues.directory":
    "directory|staff list|when was * imported|last imported|last import|how many people|last sync|when did * sync|last synced|last run|last ran|when was the last|last time",
  "words.cues.directory_sync":
    "~sync|~synchronise|~synchronize|resync|re-sync|~import|~refresh|~reload|~update|re-import|reimport|re-sync|sync the directory|sync directory|synchronise the directory|synchronize the directory|refresh the directory|import the directory|reimport the directory|directory sync|sync the staff list|sync people|full sync|sync * directory|sync everyone|~force|sync * directory|resync * directory|synchronization * directory|synchronise * directory|synchronize * directory",
  "words.cues.admin_grant": "grant|promote|~make|~give|make * admin|give * admin|add * admin|~admin",
  "words.cues.admin_revoke":
    "revoke|demote|remove * admin|take away|strip|remove admin|~remove|~withdraw|shouldn't be * admin|should not be * admin|shouldn't be admin|should not be admin|no longer admin|no longer needs admin|doesn't need admin|no longer * admin|not * admin anymore|~admin|take * away|away from|admin role away|admin rights away|admin away",
  "words.cues.admins":
    "admins|administrators|who are the admins|list admins|admin list|who is admin|who has admin|who has admin rights|who are * admins|who is * admin|still an admin|still admin|is * an admin|who's an admin|who is an admin|who's admin|an admin here|admin here|is * admin|still * admin|who's got admin|who has got admin|who got admin rights|who's got admin rights|who else is admin|who else is an admin|who else has admin",
  "words.cues.audit":
    "audit|history|log|logs|trail|who did|what happened|recent changes|activity|changes made|what did * change|what did * do|what has * done|what have * done|changed recently|audit log|who ran|what changed|changed through|through the bot|via the bot|from chat|through chat|via chat|in chat|~changes|his last|her last|their last|actions|who touched|who changed|who modified|who broke|who messed with|last * changes|been doing|with the bot lately|been up to",
  "words.vocab.before": "before|prior to|earlier than|older than|ahead of|b4",
  "words.vocab.until": "on or before|until|till|til|up to|up to and including|through|thru|no later than|by the end of",
  "words.vocab.after": "after|later than|newer than|more recent than",
  "words.vocab.since": "on or after|since|~from|starting|starting from|as of|ever since",
  "words.vocab.created": "created_at|created|added|new|made|discovered|registered",
  "words.vocab.updated": "updated_at|updated|modified|changed|edited|touched|moved|chngd|chgd|upd",
  "words.vocab.negation":
    "not|no|never|nobody|no one|none|haven't|hasn't|hadn't|havent|hasnt|didn't|didnt|doesn't|don't|wasn't|weren't|isn't|aren't|untouched|unchanged",
  "words.vocab.date.in": "in|during|of|for|within|over|from",
  "words.vocab.date.and": "and|to|through|until|till",
  // Words that run a range on to its last day ("Nov 2 through Nov 20", "from 2 to 20 November").
  "words.vocab.date.to": "to|through|thru|until|till",
  "words.vocab.date.inclusive": "included|inclusive|inclusively|including",
  "words.vocab.date.this": "this|current|the current",
  // "This" said after what it qualifies ("the week current" is rare; French says "la semaine en cours").
  "words.vocab.date.this_after": "current",
  // A day named again ("which apps changed that day"): it points back at a date already said and names none itself.
  "words.vocab.date.anaphora":
    "that day|that same day|the same day|that very day|that week|that same week|that month|that year",
  "words.vocab.date.last": "last|previous|prior|preceding",
  "words.vocab.date.past": "past|the past",
  "words.vocab.date.ago": "ago|back",
  "words.vocab.date.exactly": "exactly|precisely|just",
  "words.vocab.date.start": "start|beginning|start of|beginning of",
  "words.vocab.date.end": "end|end of",
  "words.vocab.date.of": "of|the",
  "words.vocab.date.weekend": "weekend|weekends|week-end|week end",
  "words.vocab.date.before_last": "before last|before the last",
  "words.vocab.date.year_word": "calendar year|the calendar year|the year|year|fiscal year",
  "words.vocab.date.article": "the",
  "words.vocab.date.ordinal": "st|nd|rd|th",
  "words.vocab.date.first": "first",
  "words.vocab.date.unit.day": "day|day's",
  "words.vocab.date.unit.week": "week|week's|wk",
  "words.vocab.date.unit.fortnight": "fortnight|fortnight's",
  "words.vocab.date.unit.month": "month|month's",
  "words.vocab.date.unit.quarter": "quarter|quarter's|qtr",
  "words.vocab.date.unit.half": "half-year|half year|semester",
  "words.vocab.date.unit.year": "year|year's|yr",
  "words.vocab.date.days_ago.0": "today|today's|so far today",
  "words.vocab.date.days_ago.1": "yesterday|yesterday's",
  "words.vocab.date.days_ago.2": "day before yesterday|the day before yesterday",
  "words.vocab.date.weekday.1": "monday",
  "words.vocab.date.weekday.2": "tuesday|tues",
  "words.vocab.date.weekday.3": "wednesday",
  "words.vocab.date.weekday.4": "thursday|thurs",
  "words.vocab.date.weekday.5": "friday",
  "words.vocab.date.weekday.6": "saturday",
  "words.vocab.date.weekday.7": "sunday",
  "words.vocab.date.month.1": "january|jan",
  "words.vocab.date.month.2": "february|feb",
  "words.vocab.date.month.3": "march|mar",
  "words.vocab.date.month.4": "april|apr",
  "words.vocab.date.month.5": "may",
  "words.vocab.date.month.6": "june|jun",
  "words.vocab.date.month.7": "july|jul",
  "words.vocab.date.month.8": "august|aug",
  "words.vocab.date.month.9": "september|sept|sep",
  "words.vocab.date.month.10": "october|oct",
  "words.vocab.date.month.11": "november|nov",
  "words.vocab.date.month.12": "december|dec",
  "words.vocab.date.quarter.1": "q1|first quarter|1st quarter",
  "words.vocab.date.quarter.2": "q2|second quarter|2nd quarter",
  "words.vocab.date.quarter.3": "q3|third quarter|3rd quarter",
  "words.vocab.date.quarter.4": "q4|fourth quarter|4th quarter",
  "words.vocab.date.half.1": "h1|first half|1st half",
  "words.vocab.date.half.2": "h2|second half|2nd half",
  "words.vocab.date.feast.01-01": "new year's day|new year",
  "words.vocab.date.feast.05-01": "may day|labour day",
  "words.vocab.date.feast.07-14": "bastille day",
  "words.vocab.date.feast.10-31": "halloween",
  "words.vocab.date.feast.11-01": "all saints' day|all saints day",
  "words.vocab.date.feast.11-11": "armistice day|veterans day",
  "words.vocab.date.feast.12-25": "christmas|christmas day|xmas",
  "words.vocab.number.1": "one|a|an",
  "words.vocab.number.2": "two|a couple of",
  "words.vocab.number.3": "three",
  "words.vocab.number.4": "four",
  "words.vocab.number.5": "five",
  "words.vocab.number.6": "six",
  "words.vocab.number.7": "seven",
  "words.vocab.number.8": "eight",
  "words.vocab.number.9": "nine",
  "words.vocab.number.10": "ten",
  "words.vocab.number.11": "eleven",
  "words.vocab.number.12": "twelve",
  "words.vocab.number.15": "fifteen",
  "words.vocab.number.20": "twenty",
  "words.vocab.number.25": "twenty-five|twenty five",
  "words.vocab.number.30": "thirty",
  "words.vocab.number.40": "forty",
  "words.vocab.number.50": "fifty",
  "words.vocab.number.60": "sixty",
  "words.vocab.number.70": "seventy",
  "words.vocab.number.80": "eighty",
  "words.vocab.number.90": "ninety",
  "words.vocab.number.100": "hundred|a hundred|one hundred",
  "words.vocab.status.approved": "approved|allowed|sanctioned|authorised|authorized|ok'd",
  "words.vocab.status.restricted": "restricted|blocked|banned|forbidden|limited",
  "words.vocab.status.discovered": "discovered|found|detected|unreviewed|shadow",
  // States a list never holds (api-spec 4.8: archived applications are never returned): asked for, nothing is listed.
  "words.vocab.status.unlisted": "archived|deleted|retired|removed",
  // Words that say a status is not the one wanted ("apps that aren't approved yet"): the other statuses are.
  "words.vocab.status.not": "not|isn't|aren't|non|never|not yet",
  "words.vocab.follow":
    "and follow|follow it|follow|following|keep me posted|keep me informed|kept informed|keep me updated|with follow-up|with follow up|keep me in the loop|add me as follower|cc me|watch it|add me as a follower|as a follower|add me as follower|make me a follower",
  "words.vocab.rename": "rename|renamed|call it|name it|named|new name|name",
  "words.vocab.keep": "keep|kept|stays|remains|the one to keep",
  "words.vocab.between": "between",
  "words.vocab.filler":
    "search|find|look|looking|named|called|were|was|shared|team|teams|inbox|inboxes|per|page|match|matching|like|containing|contains|even|what's|whats|there",
  // The words a search names its thing with ("the HR inbox"): the search is the words beside them.
  "words.vocab.search_word": "inbox|inboxes|mailbox|mailboxes",
  "words.vocab.into": "into|in|onto|duplicate of|is a duplicate of|merged into",
  "words.vocab.destructive":
    "delete|remove all|wipe|drop|erase|destroy|purge|nuke|truncate|kill|shut down|shutdown|format|archive|close|resolve|remove",
  "words.vocab.everything": "every|all|everything|everyone|everybody|entire|whole",
  // Words that stress a negation ("no SLA at all"): they say no "all" of everything.
  "words.vocab.at_all": "at all|whatsoever",
  // What opens the words to say after a verb of saying ("write that the badge is ready").
  "words.vocab.that": "that|saying that",
  "words.vocab.connectors":
    "that|saying|to say|with|with the message|the message|message|to tell them|to let them know|and say|and tell them|:|-|,|know|know that|with the note|the note|note|with the comment|reason|saying that|for",
  // Titles before a name ("Mr. Ken Thompson", "M. Linus Torvalds"): never the name, skipped to reach it.
  "words.vocab.asker": "asking|is asking|asks|asked|wants to know|would like to know|wonders|needs to know",
  "words.vocab.honorific": "mr|mrs|ms|miss|dr|sir|madam|mister",
  "words.vocab.stop":
    "the|a|an|please|pls|can|could|would|you|me|my|i|to|for|of|on|in|at|is|are|what|which|show|list|give|get|find|all|any|some|our|us|we|do|does|have|has|there|it|this|that|those|these|with|and|or|hey|hi|hello|thanks|thank|deskbot|just|now|quickly|want|need|like|let|see|ask|request|send|from|by|search|find|named|called|were|was|shared|team|need|get|there|good|morning|afternoon|evening|dear|i'd|i'm|i'll|i've|we're|we'd|we've|hereby|kindly|since|because|as|whom|let's|lets|let|keep|cool|okay|ok|great|nice|awesome|perfect",
  "words.vocab.limit": "last|latest|recent|top|first|limit|max|maximum|entries|cap|cap at|capped at|at most",
  // Ordinals in words ("the second page"): the count they say, right before the thing counted.
  "words.vocab.ordinal.1": "first",
  "words.vocab.ordinal.2": "second|2nd",
  "words.vocab.ordinal.3": "third|3rd",
  "words.vocab.ordinal.4": "fourth",
  "words.vocab.ordinal.5": "fifth",
  "words.vocab.ordinal.6": "sixth",
  "words.vocab.ordinal.7": "seventh",
  "words.vocab.ordinal.8": "eighth",
  "words.vocab.ordinal.9": "ninth",
  "words.vocab.ordinal.10": "tenth",
  "words.vocab.page": "page",
  "words.vocab.next_page": "next page|the next page|next one|next ones|more results|show more|the rest of the list",
  "words.vocab.per_page":
    "per page|a page|each page|for each page|on each page|on each|at a time|in batches of|in groups of|per batch",
  "words.vocab.yes": "yes|true|on",
  "words.vocab.no": "no|false|off|not",
  // Words that say a change holds from now on: said after a new name ("called Y from now on"), they are not part of it.
  "words.vocab.from_now_on": "from now on|going forward|from today|from here on",
  "words.vocab.name": "to|as|called|named",
  "words.vocab.about": "description|about|describe|about text",
  "words.vocab.then": "and then|then|and also|and|also|plus",
  "words.vocab.refers": "it|this|that|them",
  "words.vocab.assign":
    "assign|reassign|assigned to|assignee|owner|in charge|responsible|give it to|hand it to|hand it over to|handle|handles|should handle|take care of|takes care of",
  "words.vocab.done_by": "did|do|done by|by|made by|run by|changed|change|has|his|her|their|actions",
  // Politeness at a message's end (or all there is of it) is never posted (src/understanding/slots.ts).
  // Words a person's name follows ("from dennis", "ask ada"): a word no vocabulary knows after one may be a name written in lower case.
  "words.vocab.person_before": "from|by|to|for|with|ask|ping|get|have|let",
  // Labels before a colon ("Text: …", "Motif : …"): the word that labels a message names nobody.
  "words.vocab.labels": "text|reason|message|note|comment|subject|title|why",
  "words.vocab.politeness":
    "please|pls|plz|thanks|thank you|thanks a lot|thanks so much|thank you so much|many thanks|thx|ty|cheers|🙏|thanks in advance|thank you in advance",
  "words.vocab.addressed_to": "to|by|from",
  "words.grammar.endings": "es|s|e|ed",
  // A verb's endings that keep its meaning as a cue ("syncing" is "sync", "disabling" "disable"): the stem, or the stem and "e", is the cue's word.
  // The particles of phrasal verbs ("turn * on"): a cue's `*` never stands for one.
  "words.grammar.particles": "on|off|back|up|down|out",
  "words.grammar.inflections": "ing",
  "words.grammar.elisions": "",
  "words.grammar.joined_pronouns": "",
  "words.vocab.force": "force|forced|forcing|even if|anyway",
  "words.vocab.restricted_on":
    "restrict|restricted|restrict it|make it restricted|limit it|limit to|only for|reserve|reserved",
  "words.vocab.restricted_off":
    "unrestrict|unrestricted|no longer restricted|no longer be restricted|not restricted|not be restricted|open to everyone|open it to everyone|lift the restriction|remove the restriction|not restricted anymore|not restricted",
  "words.vocab.clear_sla":
    "remove * sla|drop * sla|clear * sla|strip * sla|remove sla|drop sla|no sla|without sla|without an sla|take the sla off|take off the sla|take its sla off",
  // The words an SLA rule's or a category's uid is said beside ("set the SLA to sla_48h", "in category cat_hw").
  "words.vocab.sla": "sla|sla rule|service level",
  "words.vocab.category": "category|categories",
  "words.vocab.clear_assignee":
    "remove the assignee|no assignee|unassign|clear the assignee|without assignee|without an assignee|nobody assigned|no one assigned|nobody should be * assignee|no default assignee|nobody should be assigned|no one should be assigned",
  "words.vocab.clear_audience":
    "drop the audience|remove the audience|drop the audience rule|remove the audience rule|no audience|clear the audience|open * to everyone|open it up to everyone|to everyone",
  "words.vocab.and": "and|&",
  // The word a record's kind is said with ("the software request service"): the words beside it name that record, they ask nothing.
  "words.vocab.record_word": "service|services",
  // Words inside a record's name that join its words ("le service de demande de logiciels").
  // The words that join a noun to a word qualifying it after it ("réunion d'approbation"); none: a qualifier comes first ("the approval meeting").
  "words.grammar.noun_complement": "",
  // Prepositions opening a phrase of when or where: a command word qualifying a noun there asks nothing (src/understanding/compounds.ts).
  "words.grammar.adjunct_prepositions": "before|after|during|until|till|in|at|since|throughout",
  // The words that say in what role ("as the assignee of", "comme assigné de").
  "words.grammar.as": "as",
  "words.grammar.name_joiners": "",
  "words.vocab.ticket_number": "ticket|request|req|#|number|no|n°",
  "words.understoodAs": "Understood as: {line}",
  "words.proposedAs": "From your words: {line}",
  "words.further": "You also asked for “{lines}”. I do one thing at a time: send it once this one is done.",
  "words.unlisted.title": "I cannot list “{word}” ones: the platform never returns them.",
  "words.proposal.title": "Shall I do this? {effect}",
  "words.proposal.ticket": "Ticket: {ticket}",
  "words.proposal.destructive": "It takes effect as soon as you confirm, and may not be easy to undo.",
  "words.proposal.confirm": "Confirm",
  "words.proposal.change": "Change",
  "words.proposal.cancel": "Cancel",
  "words.proposal.lasts": "This proposal lapses in {minutes, plural, one {# minute} other {# minutes}}.",
  "words.proposal.people":
    "{argument, select, approvers {Approvers} target {User to keep} source {User to merge into it} platform_user_uid {Platform user} chat_user {Chat user} user {User} assignee {Default assignee} other {People}}: {people}",
  "words.proposal.expired": "This proposal has lapsed: nothing was changed. Write it again to get a new one.",
  "words.unwritable.title":
    "I could not write what I read as a command line that keeps every value exactly, so I did nothing.",
  "words.unwritable.troubleshoot": "Type the command yourself: {usage}",
  "summary.offer": "Summarise the thread",
  "summary.offerHint":
    "This message has a thread: your company's AI model ({model}) can summarise it into the comment, for you to read and edit before you post.",
  "summary.working": "Summarising the thread…",
  "summary.label": "AI-generated: summarised from the thread by {model}. Read it and edit it before you post.",
  "summary.commentNote": "(Summarised from a chat thread by an AI model, and posted by the person who checked it.)",
  "summary.noModel": "No AI model is configured, so the thread cannot be summarised.",
  "summary.notAllowed": "You cannot use this form now, so the thread was not read.",
  "summary.lapsed": "This form was opened too long ago to read its thread: open it again from the message.",
  "summary.noField": "This form takes no summary.",
  "summary.unreadable":
    "deskbot could not read the thread: it may not be allowed to read this conversation's messages. The form keeps the message's text.",
  "summary.emptyThread": "The thread has no text to summarise. The form keeps the message's text.",
  "summary.failed":
    "The AI model did not summarise the thread (it did not answer, or not in time). The form keeps the message's text: write the comment yourself, or try again.",
  "summary.partial":
    "{count, plural, one {The thread is longer than deskbot reads: only its newest message was summarised.} other {The thread is longer than deskbot reads: only its newest # messages were summarised.}}",
  "summary.tooMany":
    "You have asked the AI model many times in the last minutes, so the thread was not summarised. The form keeps the message's text: write the comment yourself, or try again later.",
  "summary.noGraph":
    "deskbot runs here without Microsoft credentials (local mode), so it cannot read the thread through Microsoft Graph: write the comment yourself.",
  "model.person": "person {n}",
  "model.someone": "someone",
  // A conversation (CONTRACT section 10, src/understanding/talk.ts): replies that mean yes or no to a proposal,
  // greetings and thanks, and the words that refer back to the conversation.
  "talk.replaced":
    "This replaces the proposal that waited ({line}): its button is cancelled, and a yes now confirms this one only.",
  "talk.greeting.title": "Hello! I'm deskbot, the IT service desk in chat.",
  "talk.greeting.text":
    "Ask me in your own words, for example “{example1}” or “{example2}”, or type {help} for every command.",
  "talk.thanks.title": "You're welcome!",
  "talk.thanks.text": "Anything else? Type {help} for what I can do.",
  "talk.nothingPending.title": "Nothing is waiting for your yes here.",
  "talk.nothingPending.text":
    "A yes confirms a change I proposed to you in this conversation within the last {minutes, plural, one {# minute} other {# minutes}}. Say what you would like done.",
  "talk.waiting.title": "OK, it waits: nothing is done until you say yes.",
  "talk.waiting.text": "Waiting for your yes or no: {line}",
  "talk.forSomeoneElse.title": "That looked meant for {who}, so I did nothing.",
  "talk.forSomeoneElse.text": "Mention me with a request when you need me.",
  "talk.nothingToCancel.title": "OK: nothing is waiting for an answer here.",
  "talk.questionDropped.title": "OK, I've dropped that.",
  "talk.cancelledBefore.title": "That proposal was cancelled: nothing was done.",
  "talk.cancelledBefore.text": "Ask again if you want it: {line}",
  "talk.sameFor.none.title": "The same as what? I have run nothing for you here lately.",
  "talk.sameFor.none.text": "Say the whole request, or type the command ({help} lists them).",
  "words.talk.yes":
    "yes|y|yep|yeah|yup|yes please|~ok|~okay|~k|sure|go|go ahead|go for it|do it|confirm|confirmed|please do|sounds good|that's right|correct|absolutely|of course|definitely|let's do it|let's go|proceed|~fine|~alright|~all right|sure thing|yes go|go on|send it|ship it|make it so|yes do it|do it now",
  "words.talk.no":
    "no|nope|nah|no thanks|no thank you|cancel|cancel it|cancel that|don't|do not|stop|never mind|nevermind|forget it|drop it|leave it|not now|abort|scrap that|changed my mind|i changed my mind|i've changed my mind|no i changed my mind|on second thought|actually no|nah forget it|no thanks|no wait|not yet|no no",
  "words.talk.greeting":
    "hi|hello|hey|hiya|howdy|good morning|good afternoon|good evening|morning|hi there|hello there|hey there|how are you|how's it going|how are things|what's up|yo|who are you|who r u|what are you|sorry|so sorry|oops|hi again|hello again|hey again|morning all|good morning all",
  "words.talk.thanks":
    "thanks|thank you|thx|ty|cheers|good|lol|haha|nice|many thanks|thanks a lot|thank you so much|great|perfect|awesome|nice|cool|brilliant|lovely|much appreciated|appreciated|good job|well done|great job|nice one|bye|goodbye|see you|see ya|have a good day|have a nice day|have a good weekend|ta|good night|night|gotta go|got to go|catch you later|ttyl|talk later|thanks for everything|cheers for that|got it|makes sense|understood|that's clearer|that helps|that's helpful",
  // Words that may stand beside a yes, a no, a greeting or thanks without making them a request ("yes please, deskbot").
  "words.talk.filler":
    "please|pls|plz|deskbot|bot|mate|again|then|just|so|all|everyone|team|for|that|this|the|help|you|a|lot|very|much|indeed|oh|ah|well|haha|lol|now|hmm|just|testing|test",
  // Words that may stand beside a yes or a no and nothing else ("yes please", "no thanks, deskbot").
  "words.talk.yes_filler": "please|pls|plz|deskbot|bot|thanks|thank you|thx|then|now|well|oh|ah|hmm|actually|oh right",
  // Words that ask a pending proposal to wait ("hmm wait", "yes but let me check with Ken first"): it stays, unanswered.
  "words.talk.hold":
    "wait|hold on|hang on|one sec|one second|one moment|just a sec|give me a sec|not so fast|first|let me check|i'll check|check with|let me ask|i'll ask",
  // Words that turn an answer down or set something aside ("not wa_mail", "anything except wa_vpn"): no answer.
  "words.talk.except": "except|other than|anything but|but not|apart from|besides|instead of",
  // "the same for REQ-43": the last command again, with what the words name in place of its record.
  "words.talk.same_for":
    "the same for|same for|same with|same thing for|same goes for|do the same for|do the same with|do the same on|and for|and * too|and * as well|* too|* as well|* also|also for|now for|same on",
  // Words that name the conversation's last ticket ("comment on it", "this ticket").
  "words.talk.it": "it|this ticket|that ticket|this one|that one|this request|that request|same ticket",
  // A pronoun written onto its verb ("commente-le"): none in English.
  "words.talk.it_suffix": "",
  // Words that name the speaker ("make me admin", "link my account to u_ada").
  // Words that lead a name given as an answer ("into Katherine Johnson", "c'est Radia"): not part of it.
  "words.talk.name_lead": "into|in|to|for|as|with|it's|its|it is|that's|that is|make it|should be|the person is|user",
  // Verbs beside "me" that make the speaker who is shown or told ("show me the admins"), not who a change is about.
  "words.talk.me_recipient":
    "show|tell|send|find|list|get|remind|explain|bring|pull|excuse|trust|believe|for|emailed|called|pinged|messaged|asked|told",
  // What follows thanks to say what they are for ("thanks for earlier"): then the whole message is thanks.
  "words.talk.thanks_for": "for",
  // Words that open a text given as an answer only to say it is to be said ("tell them we're on it"): left out of it.
  "words.talk.text_lead":
    "tell them|tell him|tell her|tell them that|tell him that|tell her that|say|say that|just say|write|write that|let them know|let them know that|reply|call it|name it|rename it|rename it to|call it just",
  // Words that speak to the one a message opens by mentioning ("@tim this is how you…"): it is said to them, not to deskbot.
  "words.talk.you": "you|your|yours|yourself|u|ur",
  // Words that say a waiting merge is the wrong way round: its two sides are swapped.
  "words.talk.reverse":
    "the other way round|the other way around|other way round|other way around|the reverse|it's reversed|reversed|backwards|swap them|swap them round|flip it|the opposite way",
  // Words before a colon that ask about what follows rather than for it ("how do I use: audit").
  "words.talk.asks_about": "how|what|why|explain|use|mean|means|does|help|meaning",
  // Words that make a yes wait for something first ("if Ken agrees, go ahead", "Friday, go ahead").
  "words.talk.condition":
    "if|when|once|unless|only if|as soon as|after|before|then|later|tomorrow|tonight|friday|monday|tuesday|wednesday|thursday|saturday|sunday|next week|maybe|perhaps|probably|first",
  // Words that ask deskbot something even after a mention of someone else ("@tim needs admin, can you…").
  "words.talk.you_request": "can you|could you|would you|will you|can u|could u|please can you|pls can you",
  // Words a lone "me" follows when it is the one a change is about ("make me admin", "assign it to me").
  "words.talk.me_verb_before":
    "make|link|unlink|grant|revoke|add|assign|set|put|give|to|as|promote|remove|approver|approvers|ask",
  // Words a lone "me" comes before when it is the one a change is about: none in English.
  "words.talk.me_verb_after": "",
  // Words that open a new text for the waiting proposal, right before its quote or colon ("say \"still dropping\"", "just: VPN").
  "words.talk.correct_text":
    "say|just|write|make it say|change it to|rather|instead say|put|call it|name it|no say|actually say",
  // Words around a new person for the waiting proposal ("make it Radia", "Radia instead").
  "words.talk.correct_person_before": "make it|make that|change it to|switch to|assign it to|give it to|use",
  "words.talk.correct_person_after": "instead|instead then|then",
  // Words around one more person for the waiting proposal ("add Alan too").
  "words.talk.add_person_before": "add|also add|and add|plus",
  "words.talk.add_person_after": "too|as well|also",
  // Words that drop the waiting proposal rather than correct it.
  "words.talk.drop": "cancel|never mind|nevermind|forget it|drop it|scrap that|abort|don't|do not",
  "words.talk.me": "me|myself|my account|my chat account|my admin rights|my rights|my access|my link",
  "words.proposal.notYours": "Only the person who asked can change this proposal.",
  "words.ask.title":
    "{what, select, ticket {Which ticket?} approvers {Who should approve it?} text {What should it say?} service {Which service?} app {Which application?} equipment {Which equipment?} user {Which person?} name {What should its new name be?} change {What should change?} assignee {Who should be its assignee?} category {Which category (its uid)?} sla {Which SLA (its uid)?} target {Which user should be kept?} source {Which user should be merged into it?} other {What is missing: {what}?}}",
  "words.ask.text":
    "Say it again with {what, select, ticket {the ticket} approvers {who should approve it} text {what it should say} service {the service's uid (wa_…): the platform cannot look a service up by its name} app {the application's uid (s_…): the platform cannot look an archived one up by its name} equipment {the equipment's uid (ueq_…): the platform cannot look equipment up by its name} user {the person} target {the user to keep} source {the user to merge into it} name {the new name} change {what should change} assignee {the person to assign it to} category {the category's uid} sla {the SLA's uid, or none} other {what is missing}}, or type the command: {usage}",
  "words.ask.people.title": "Who do you mean by {names}?",
  "words.ask.people.unknown": "Nobody in the directory is named “{name}”.",
  "words.ask.people.ambiguous": "“{name}” could be {candidates}.",
  "words.ask.people.noChatUser": "“{name}” is {person}, who has no chat account here that deskbot knows of.",
  "words.ask.people.text": "{problems}\nSay it again with their uid or a mention, or type the command: {usage}",
  "words.nextPage.none.title": "Which list? I have shown you none here lately.",
  "words.nextPage.none.text": "Ask for a list first, such as “{example}”, then say “next page”.",
  "words.nextPage.other.title": "Which list? The last one I showed you here is: {line}",
  "words.nextPage.other.text": "Say “next page” for more of that one, or type the list you want: {usage}",
  "words.nextPage.last": "That was the last page of {line} (page {page} of {total}).",
  "words.waits.title": "Nothing done for now: that waits on something first.",
  "words.waits.text": "When it holds, say it again without the condition, or type the command ({help} lists them).",
  "words.news.title": "Noted, but nothing was posted: that reads as news, not a request.",
  "words.news.text": "To post it on the ticket as a comment, send “{line}”.",
  "words.notUnderstood.title": "Sorry, I did not understand that.",
  "words.notUnderstood.troubleshoot": "These come closest:\n{closest}\nOr type {help} for every command.",
  "words.notUnderstood.none": "Type {help} for what I can do.",
  "words.closest": "{summary} For example: “{example}”",
  "words.quoted": "“{text}”",
  // Whether words that name a change ask for it (src/understanding/polarity.ts): phrases as in words.cues.
  "words.polarity.negation":
    "don't|dont|do not|does not|doesn't|didn't|never|not|no need|hold off|without|never mind|nevermind|shouldn't|should not|won't|wouldn't|can't|cannot|mustn't|must not|refrain|avoid|unless|no way|wait|wait for|wait until|hold on|no point|not worth|pointless|nobody|no one|noone|pending|awaiting",
  "words.polarity.negation_after": "not now|not yet|nothing|nothing at all",
  // Words that take back what was said before them ("never mind", "forget it"): nothing before them is asked for.
  "words.polarity.retraction":
    "no wait|never mind|nevermind|forget it|forget about it|forget that|forget i asked|scratch that|ignore that|ignore me|cancel that|actually no|changed my mind|please disregard|disregard|no action needed|no action required|nothing to do|ignore|nvm|forget what i said|ignore what i said|forget what i just said|disregard what i said",
  // Relative pronouns: a verb right after one is its clause's ("the apps that are discovered"), not the sentence's.
  // Verbs that introduce what a note says ("a comment saying that the VPN is stable").
  "words.polarity.saying": "saying|stating|explaining|mentioning|telling|confirming|noting",
  "words.polarity.relative": "that|which|who",
  "words.polarity.copula":
    "is|was|are|were|isn't|wasn't|has been|seems|looks|sucks|finished|completed|worked|failed|went|ran",
  // Words that open a noun phrase: a change's name inside one that a verb such as "is" then describes is what the clause talks about.
  // Laughter beside a ticket is a joke about it, not news to post ("haha REQ-42 is cursed").
  // Words that give an opinion ("if you ask me"): what they say of a ticket is no news to post.
  "words.polarity.opinion": "in my opinion|if you ask me|imo|imho|i reckon|i bet",
  "words.polarity.joking": "haha|hahaha|lol|lmao|rofl|😂|🤣|😅|😆",
  // Words before a past participle that ask for it to be done ("needs to be unarchived").
  // Words that open a request to look at something: a ticket after them is looked at, whatever follows ("show REQ-47 even though…").
  "words.polarity.look": "show|display|pull up|open|show me|see|view",
  // A polite question in the passive asks for the change ("could the Dell XPS 13 be unarchived?").
  "words.polarity.passive_question": "can|could|may|would|will",
  "words.polarity.be": "be",
  // A wish with the change's participle asks for it ("I'd like wa_laptop assigned to u_barbara").
  "words.polarity.wish": "i'd like|i would like|i want|we want|we'd like|we would like|i need|we need",
  "words.polarity.passive_request": "needs to be|need to be|has to be|have to be|must be|should be|ought to be",
  "words.polarity.determiner": "the|this|that|our|my|your|their|his|her|its|a|an",
  "words.polarity.question_tags": "or not|yes or no",
  "words.polarity.of": "on|for|of|in|about|from",
  "words.polarity.question":
    "is|are|was|were|did|does|do|has|have|had|isn't|wasn't|hasn't|didn't|doesn't|should|shall|must|can we|could we|may|why|when|where|how come|who",
  "words.polarity.supposed":
    "if|what if|suppose|supposing|imagine|wonder|wondering|should we|should i|shouldn't we|we'd|we would|would we|would it|will need|we'll|we will|i'll|going to|gonna|thinking of|thinking about|maybe|perhaps|in case|let's say|hypothetically|almost|nearly|just asking|might|might have to|may have to|could have to|might need to|i was going to|i was about to|was going to|considering|i'm considering|thinking of asking|planning to|i plan to|should be able to|needs to be able to|need to be able to|must be able to|so that|so he can|so she can|so they can|whether to|discussing whether|debating whether|deciding whether|will have to|'ll have to|going to have to|would it be a bad idea|would it be a good idea|is it a good idea|is it a bad idea|bad idea to|good idea to|we were supposed to|i was supposed to|we were going to|i was going to",
  "words.polarity.reported":
    "said|says|told|tells|asked|wrote|writes|posted|mentioned|claims|claimed|suggested|according to|wants to|we talked about|talked about|we discussed|discussed|wanted|wanted us to|wants us to|would like us to|floated the idea|mentioned the idea|brought up the idea|wants me to ask you|asked me to ask you|wanted me to ask you|indicated|stated|noted that|pointed out|confirmed that|reckons|thinks that",
  // News given, not asked for ("FYI", "just saying"): a sentence holding it and no request changes nothing.
  // Only asking ('just asking'), anywhere in the text: nothing in it is a request.
  // A condition not yet met ("disable wa_vpn only if Grace approves"): the change waits for it, nothing is proposed now.
  "words.polarity.condition":
    "only if|only when|only once|only after|but only if|provided that|providing that|as long as|on condition that|if and only if|once * has|once * have|once * is|once * are|when * has been|after * has",
  // A reminder asked for ("remind me to restrict wa_software"): deskbot sets none, and the change is for later.
  // A condition on the record itself ("only if it's still disabled"): no wait, the Confirm shows its state.
  "words.polarity.condition_itself": "it's|it is|its|it|they're|they are|they",
  // Thanks for something ("thanks for the help with the audit"): what follows was done, it is not asked for.
  "words.polarity.gratitude":
    "thanks for|thank you for|thx for|cheers for|grateful for|thanks again for|many thanks for",
  // A deferral anywhere in the sentence ("unlink @ken, but let's wait for Ken to confirm"): nothing is proposed now.
  "words.polarity.deferral":
    "let's wait|lets wait|let us wait|we'll wait|we will wait|wait for * to|wait until|for later|do it later|some other time|i'll ask you to|i will ask you to|i'll ask you|i'll let you know when|i will let you know when|not now|someday|some day|it can wait|can wait|that can wait",
  // Words after "remind me" that ask to be told again ("remind me how merge works"), not reminded later.
  "words.polarity.told_again": "how|what|which|who|why|where",
  "words.polarity.reminder": "remind me|remind us|set a reminder|don't let me forget|do not let me forget|note to self",
  "words.polarity.only_asking": "just asking|just wondering|only asking|asking for a friend|simple question",
  // An announcement's opening: with no ticket named, it asks for no comment (src/understanding/reader.ts).
  "words.polarity.announcement": "heads up|heads-up|head's up|psa|announcement",
  "words.polarity.news":
    "fyi|for your information|just so you know|just saying|for the record|just for your information|for info",
  // Told as done by the one writing ("I already did the merge"): no request.
  "words.polarity.done_by_me":
    "i already|i've already|ive already|i have already|we already|we've already|we have already|i just|we just",
  "words.polarity.request":
    "can you|could you|would you|will you|can u|could u|would you mind|please|pls|plz|kindly|i need you to|if you could|if you would|would it be possible to|is it possible to|i'd like you to|go ahead|don't forget to|do not forget to|can't you|cannot you|won't you|why don't you|remember to|if you have *|if you get *|if you can|if possible|when you can|when you have *|when you get *|would you be so kind as to|kindly",
  // Words that draw a consequence ("…, so link @linus"): what follows is a sentence of its own.
  "words.polarity.consequence": "so|therefore|hence|that's why|which is why",
  "words.polarity.clause": "but|although|though|however|because|whereas",
  "words.polarity.past_endings": "ed",
  // The endings of a verb said of several people ("ils désactivent"); English has none of its own.
  "words.polarity.plural_endings": "",
  "words.polarity.future_endings": "",
  // A verb's ending that, after "is"/"are", tells what is going on ("Ken and Grace are linking up"), not what to do.
  // Verbs of going on or stopping before an "-ing" ("keeps pinging me"): what happens, not a request.
  "words.polarity.aspect": "keeps|keep|kept|continues|continue|continued|stopped|stops|started|starts|quit",
  "words.polarity.progressive_endings": "ing",
  "words.polarity.event": "who|who's|whos|why|how come|did|has|have|had|ever|already|someone|somebody",
  // The auxiliary of a past event before a verb in its base form ("did Alan unlink Dennis?"): what was done.
  // The auxiliaries of a change told as done ("wa_vpn was switched on"): the participle after them asks nothing.
  "words.polarity.was": "was|were|got|has been|have been|had been|been|was just|got just",
  // What a ticket is said to be about, right after it ("REQ-47 is about a projector"): talk about it, no news to post.
  "words.polarity.ticket_subject": "is about|was about|is all about|talks about|deals with|concerns",
  "words.polarity.past_auxiliary": "did|didn't|didnt",
  "words.polarity.who_did": "who|who's|whos|someone|somebody",
  "words.polarity.who": "who|who's|whos|why|how come",
  // Phrases that hold a "who" word without asking who ("qu'est-ce qui a été ajouté" asks what).
  "words.polarity.not_who": "",
  "help.words": "You can also write in your own words, for example: {examples}",
  "workflow.noUser": "This step was run without a person to act for: give it the user who runs the workflow.",
  "audit.linkedAutomatically":
    "linked automatically from the directory, {source, select, slack_user_id {by their Slack user id} entra_id {by their Microsoft Entra id} other {by the e-mail their chat platform verified}}",

  "page.title": "{page, select, privacy {deskbot: privacy} other {deskbot: terms of use}}",
  "page.body":
    "{page, select, privacy {deskbot is run by your company's IT team, on its own servers. It reads the commands you send it and the messages you act on, and passes what you ask for to your company's service-management platform.\nIt keeps, in its own database: which platform user each chat account is linked to, who is an admin, a record of the changes made through it (who, which command, when, how it ended), and for a few days the outcome of each change, so that none is made twice. It keeps no conversation.\nIt sends nothing anywhere else, unless your IT team has given it an AI model: then the words it cannot read as a command go to that model (your words only), and so does a thread you ask it to summarise. For anything about your data, ask your IT team.} other {deskbot is software under the MIT licence, run by your company's IT team. Your use of it is governed by your company's policies for its IT service desk.\nIt acts on your company's service-management platform as you ask it to; the platform's own terms apply to what it holds.}}",
} as const;
