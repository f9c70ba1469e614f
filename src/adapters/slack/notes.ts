// Slack's texts that are no Reply: a note to a person (a second press, a slow command's progress) and a workflow step's error.
import { fitMrkdwn, fitPlain, mrkdwn } from "./blocks.ts";
import { SLACK_LIMITS } from "./limits.ts";

const NOTE_ICONS = { plain: "", progress: ":hourglass_flowing_sand: " } as const;

/** A line of text as a message of mrkdwn: escaped, mentions as Slack's, cut to the message's fallback length. */
export function toNote(text: string, icon: keyof typeof NOTE_ICONS = "plain"): { text: string } {
  return { text: fitMrkdwn(`${NOTE_ICONS[icon]}${mrkdwn(text)}`, SLACK_LIMITS.fallback) };
}

/** Why a workflow step failed, as `functions.completeError` takes it: the error then what to do, in one text. */
export function toStepError(error: string, troubleshoot?: string): string {
  return fitPlain([error, troubleshoot].filter(Boolean).join(" "), SLACK_LIMITS.stepError);
}
