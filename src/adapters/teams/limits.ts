// Teams' limits on what deskbot sends, with the page of Microsoft's documentation that states Teams' own: the one table every Teams renderer reads.

/**
 * Every number a Teams renderer cuts to. Teams' own limit is a message's size: Microsoft's "Format
 * your bot messages" (https://learn.microsoft.com/en-us/microsoftteams/platform/bots/how-to/format-your-bot-messages)
 * puts it at about 100 KB for the whole message encoded as UTF-16, advising to keep within 80 KB
 * (the page said 40 KB before 2025); a bot over it is answered 413 `MessageSizeTooBig`. The lengths
 * of texts below are deskbot's choices that keep a card readable and well under it.
 */
export const TEAMS_LIMITS = {
  /**
   * A card's JSON at most, in characters (UTF-16 code units): 24,000 is 48 KB as UTF-16, within
   * both the 80 KB Microsoft advises and, with the message around it, well clear of the 100 KB limit.
   */
  cardBytes: 24_000,
  /** The longest text one block shows; a longer one is cut, and says so. */
  text: 2000,
  /** The shorter cuts tried, in turn, while a card is over `cardBytes`. */
  shrinkingTexts: [800, 300, 100],
  /** A card's or an item's title. */
  title: 300,
  /** A button's title. */
  actionTitle: 40,
  /** An activity's `summary` (a notification's text). */
  summary: 1000,
  /** A link preview's text, in the compose box's list. */
  previewText: 300,
  /** A multi-line `Input.Text`'s `maxLength`. */
  inputValue: 3000,
} as const;
