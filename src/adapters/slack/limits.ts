// Slack's limits on what deskbot sends, each with the page of Slack's documentation that states it: the one table every Slack renderer reads.

/**
 * Every number a Slack renderer cuts to. Most are Slack's own, each with its source (a page of
 * Slack's documentation); the few that are deskbot's choice under a looser or undocumented limit say so.
 */
export const SLACK_LIMITS = {
  /** Blocks in a message: "up to 50 blocks in each message" (https://docs.slack.dev/reference/block-kit/blocks). */
  blocks: 50,
  /** Blocks in a view, a modal or the Home tab: "100 blocks in modals or Home tabs" (https://docs.slack.dev/reference/block-kit/blocks). */
  viewBlocks: 100,
  /** deskbot's choice: a link preview's own blocks, under a message's 50 with room for its buttons. */
  unfurlBlocks: 45,
  /** A section's `text`: at most 3,000 characters (https://docs.slack.dev/reference/block-kit/blocks/section-block). */
  sectionText: 3000,
  /** Each of a section's `fields`: at most 2,000 characters (https://docs.slack.dev/reference/block-kit/blocks/section-block). */
  fieldText: 2000,
  /** A section's `fields`: at most 10 (https://docs.slack.dev/reference/block-kit/blocks/section-block). */
  fields: 10,
  /**
   * deskbot's choice: a context block's text element. Slack states its 10 elements at most
   * (https://docs.slack.dev/reference/block-kit/blocks/context-block) and a text object's 3,000 characters
   * (https://docs.slack.dev/reference/block-kit/composition-objects/text-object); 2,000, as a section's field, is under both.
   */
  contextText: 2000,
  /** A header block's `text`: at most 150 characters, plain text (https://docs.slack.dev/reference/block-kit/blocks/header-block). */
  headerText: 150,
  /** A button's `text`: at most 75 characters (https://docs.slack.dev/reference/block-kit/block-elements/button-element). */
  buttonText: 75,
  /** A button's `value`: at most 2,000 characters (https://docs.slack.dev/reference/block-kit/block-elements/button-element). */
  buttonValue: 2000,
  /** A confirmation dialog's `title`: at most 100 characters (https://docs.slack.dev/reference/block-kit/composition-objects/confirmation-dialog-object). */
  confirmTitle: 100,
  /** A confirmation dialog's `text`: at most 300 characters (https://docs.slack.dev/reference/block-kit/composition-objects/confirmation-dialog-object). */
  confirmText: 300,
  /** A confirmation dialog's `confirm` and `deny` buttons: at most 30 characters each (https://docs.slack.dev/reference/block-kit/composition-objects/confirmation-dialog-object). */
  confirmButton: 30,
  /** A modal's `title`, `submit` and `close`: at most 24 characters each (https://docs.slack.dev/reference/views/modal-views). */
  viewTitle: 24,
  /** A view's `private_metadata`: at most 3,000 characters (https://docs.slack.dev/reference/views/modal-views). */
  privateMetadata: 3000,
  /** An input block's `label`: at most 2,000 characters (https://docs.slack.dev/reference/block-kit/blocks/input-block). */
  inputLabel: 2000,
  /** An input block's `hint`: at most 2,000 characters (https://docs.slack.dev/reference/block-kit/blocks/input-block). */
  inputHint: 2000,
  /** A plain-text input's `placeholder`: at most 150 characters (https://docs.slack.dev/reference/block-kit/block-elements/plain-text-input-element). */
  inputPlaceholder: 150,
  /** An option's `text` (a checkbox's): at most 75 characters (https://docs.slack.dev/reference/block-kit/composition-objects/option-object). */
  optionText: 75,
  /**
   * A plain-text input's `max_length` at most, and so its `initial_value`: 3,000 characters
   * (https://docs.slack.dev/reference/block-kit/block-elements/plain-text-input-element).
   */
  inputValue: 3000,
  /** deskbot's choice: an error beside a modal's input (`response_action: "errors"`), which Slack shows in a line or two. */
  inlineError: 300,
  /** deskbot's choice: a workflow step's error (`functions.completeError`), which Slack sends the person in a Slackbot message. */
  stepError: 2000,
  /**
   * deskbot's choice: the top-level `text`. Slack advises keeping it under 4,000 characters and cuts
   * one over 40,000 (https://docs.slack.dev/reference/methods/chat.postMessage); a fallback that long helps no one.
   */
  fallback: 3000,
  /** deskbot's choice: room kept in a list's last section for the note of the items not shown. */
  moreNotShownRoom: 40,
} as const;
