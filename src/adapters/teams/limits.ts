// Teams' limits on what deskbot sends (PLATFORM-FACTS.md, docs/platforms.md): the one table every Teams renderer reads.

/**
 * Every number a Teams renderer cuts to. Teams' own limit is an activity's size (about 28 KB); the
 * lengths of texts are deskbot's choices that keep a card readable and under it.
 */
export const TEAMS_LIMITS = {
  /** A card's JSON at most: Teams refuses an activity over about 28 KB, so a card stays well under it. */
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
