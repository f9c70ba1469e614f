// Slack's limits on what deskbot sends (PLATFORM-FACTS.md, docs/platforms.md): the one table every Slack renderer reads.

/**
 * Every number a Slack renderer cuts to. Most are Slack's own (Block Kit, views, modals); the few
 * that are deskbot's choice under a looser or undocumented limit say so.
 */
export const SLACK_LIMITS = {
  /** Blocks in a message. */
  blocks: 50,
  /** Blocks in a view: a modal or the Home tab. */
  viewBlocks: 100,
  /** deskbot's choice: a link preview's own blocks, under a message's 50 with room for its buttons. */
  unfurlBlocks: 45,
  sectionText: 3000,
  fieldText: 2000,
  fields: 10,
  contextText: 2000,
  headerText: 150,
  buttonText: 75,
  buttonValue: 2000,
  confirmTitle: 100,
  confirmText: 300,
  confirmButton: 30,
  /** A modal's `title`, `submit` and `close`, each. */
  viewTitle: 24,
  privateMetadata: 3000,
  inputLabel: 2000,
  inputHint: 2000,
  inputPlaceholder: 150,
  /** An option's text (a checkbox's). */
  optionText: 75,
  /** A `plain_text_input`'s `max_length` at most, and so its `initial_value`. */
  inputValue: 3000,
  /** deskbot's choice: an error beside a modal's input (`response_action: "errors"`), which Slack shows in a line or two. */
  inlineError: 300,
  /** deskbot's choice: a workflow step's error (`functions.completeError`), which Slack sends the person in a Slackbot message. */
  stepError: 2000,
  /** deskbot's choice: the top-level `text`. Slack takes more, but a fallback that long helps no one. */
  fallback: 3000,
  /** deskbot's choice: room kept in a list's last section for the note of the items not shown. */
  moreNotShownRoom: 40,
} as const;
