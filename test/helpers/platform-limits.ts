// The limits Slack and Teams put on what a bot sends: one check, shared by the fakes (every message) and the property tests.

type Json = Record<string, unknown>;
const asArray = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);
const textOf = (value: unknown): string =>
  typeof value === "object" && value !== null ? String((value as Json).text ?? "") : "";

/** Problems with one Block Kit block (none when it is within every limit). */
function blockProblems(block: Json, where: string): string[] {
  const problems: string[] = [];
  const over = (what: string, length: number, max: number) => {
    if (length > max) problems.push(`${where}: ${what} has ${length} characters (at most ${max})`);
  };
  if (typeof block.block_id === "string") over("block_id", block.block_id.length, 255);
  if (block.type === "section") {
    over("section text", textOf(block.text).length, 3000);
    const fields = asArray(block.fields);
    if (fields.length > 10) problems.push(`${where}: ${fields.length} fields (at most 10)`);
    for (const field of fields) over("a field", textOf(field).length, 2000);
  }
  if (block.type === "header") over("header", textOf(block.text).length, 150);
  if (block.type === "context") {
    const elements = asArray(block.elements);
    if (elements.length > 10) problems.push(`${where}: ${elements.length} context elements (at most 10)`);
    for (const element of elements) over("a context text", textOf(element).length, 2000);
  }
  if (block.type === "actions") {
    const elements = asArray(block.elements);
    if (elements.length > 25) problems.push(`${where}: ${elements.length} actions (at most 25)`);
    for (const element of elements) {
      over("a button's text", textOf(element.text).length, 75);
      over("a button's value", String(element.value ?? "").length, 2000);
      over("an action_id", String(element.action_id ?? "").length, 255);
      const confirm = element.confirm as Json | undefined;
      if (confirm) {
        over("a confirmation's title", textOf(confirm.title).length, 100);
        over("a confirmation's text", textOf(confirm.text).length, 300);
        over("a confirmation's button", textOf(confirm.confirm).length, 30);
        over("a confirmation's button", textOf(confirm.deny).length, 30);
      }
    }
  }
  if (block.type === "input") {
    over("an input's label", textOf(block.label).length, 2000);
    over("an input's hint", textOf(block.hint).length, 2000);
    const element = (block.element ?? {}) as Json;
    over("a placeholder", textOf(element.placeholder).length, 150);
    for (const option of asArray(element.options)) over("an option's text", textOf(option.text).length, 75);
    if (typeof element.initial_value === "string")
      over("an initial value", element.initial_value.length, Number(element.max_length ?? 3000));
  }
  return problems;
}

/** Problems with a Slack message (chat.postMessage, chat.postEphemeral, a response_url post). */
export function slackMessageProblems(message: Json): string[] {
  const blocks = asArray(message.blocks);
  const problems = blocks.length > 50 ? [`message: ${blocks.length} blocks (at most 50)`] : [];
  if (String(message.text ?? "").length > 4000)
    problems.push(`message: text has ${String(message.text).length} characters (keep under 4,000)`);
  return [...problems, ...blocks.flatMap((block, index) => blockProblems(block, `block ${index}`))];
}

/** Problems with a Slack view (a modal, the Home tab). */
export function slackViewProblems(view: Json): string[] {
  const blocks = asArray(view.blocks);
  const problems = blocks.length > 100 ? [`view: ${blocks.length} blocks (at most 100)`] : [];
  for (const part of ["title", "submit", "close"]) {
    const length = textOf(view[part]).length;
    if (length > 24) problems.push(`view: ${part} has ${length} characters (at most 24)`);
  }
  if (String(view.private_metadata ?? "").length > 3000) problems.push("view: private_metadata over 3,000 characters");
  return [...problems, ...blocks.flatMap((block, index) => blockProblems(block, `view block ${index}`))];
}

/** Problems with a Teams activity: its size, and its cards' version. */
export function teamsActivityProblems(activity: Json): string[] {
  const problems: string[] = [];
  const size = Buffer.byteLength(JSON.stringify(activity));
  if (size > 28_000) problems.push(`activity: ${size} bytes (at most about 28 KB)`);
  for (const attachment of asArray(activity.attachments)) {
    const card = attachment.content as Json | undefined;
    if (attachment.contentType === "application/vnd.microsoft.card.adaptive" && card?.version !== "1.5") {
      problems.push(`card: version ${String(card?.version)} (Teams renders 1.5)`);
    }
    // Markdown is read in TextBlocks only: a backtick there that is not escaped is the bot's own markup, which Teams shows as is.
    const markdown = [...JSON.stringify(card ?? {}).matchAll(/"type":"TextBlock","text":"((?:[^"\\]|\\.)*)"/g)];
    if (markdown.some((match) => /(^|[^\\])`/.test(JSON.parse(`"${match[1]}"`) as string))) {
      problems.push("card: a backtick in markdown (Teams shows it literally)");
    }
  }
  return problems;
}
