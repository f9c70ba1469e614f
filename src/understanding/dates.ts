// Dates in people's words, read as the days they mean and the bound each puts on a listing: the words are the catalogue's, the rules here hold in any language.
import { createRequire } from "node:module";
import { catalogues, LOCALES, type Locale } from "../messages/translate.ts";
import { type Cue, cueAt, cuesOf } from "./cues.ts";
import type { Word } from "./text.ts";

/*
 * The product's convention for date bounds, the one place it is written:
 * - a bound is a day, at 00:00 UTC: `--X-after D` takes D and every day after it (D is the first day
 *   included); `--X-before D` takes every day before D (D is the first day excluded);
 * - a period (a day, a week, a month…) is after its first day and before the day after its last:
 *   "in October" is after 10-01 and before 11-01; "between Nov 1 and Nov 15" includes both ends;
 * - a period still running (today, this week, this month, this year, the last 7 days…) gives only its
 *   after bound: nothing was made after today;
 * - "since/from D" is after D's first day; "after D" after the day after D's last (D left out);
 *   "before D" before D's first day; "until/through D", or "D included", before the day after D's last;
 *   a denied "since" ("nobody touched since Aug 31") is before the day after D's last;
 * - weeks run Monday to Sunday; a day, month, quarter or feast named without a year is the most
 *   recent one that has begun (a listing looks back: created, updated, since, before). A deadline
 *   would take the next one instead, but no command reads a deadline from words yet.
 */

/** A date the sentence gives, with whether it bounds from before or after, and which date it is about. */
export interface DateEntity {
  /** The bound's day, `YYYY-MM-DD`. */
  day: string;
  bound: "before" | "after";
  field: "created" | "updated";
  /** Where the date's words start and end in the text. */
  start: number;
  end: number;
  /** Said with a bound or a listing's word just before it ("since…", "created in…"), not in passing ("another Friday"). */
  anchored: boolean;
}

/** Whole days since 1970-01-01 (UTC): the reader's arithmetic is on these. */
type Day = number;

/** A stretch of whole days: its first, and the day after its last. */
interface Period {
  first: Day;
  end: Day;
}

/** How long a period's step is. */
type Grain = "day" | "week" | "fortnight" | "month" | "quarter" | "half" | "year";

/** A date read at some words of the sentence (`from` to `to`, word indexes, `to` excluded). */
interface When {
  period: Period;
  from: number;
  to: number;
  /** "the last 7 days": counted back from today, so only ever a start. */
  span?: true;
  /** One day ("Nov 1"), rather than a longer period ("October"). */
  oneDay: boolean;
  /** A day of the month named alone ("the 1st"): in a range, it takes the month of the range's end. */
  bareDate?: number;
}

const DAY_MS = 86_400_000;

function dayOf(year: number, month: number, date: number): Day {
  return Math.floor(Date.UTC(year, month - 1, date) / DAY_MS);
}

function partsOf(day: Day): { year: number; month: number; date: number; weekday: number } {
  const at = new Date(day * DAY_MS);
  return {
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    date: at.getUTCDate(),
    weekday: ((at.getUTCDay() + 6) % 7) + 1,
  };
}

function isoOf(day: Day): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Whether the month has this date (no 31 April, no 29 February but in a leap year). */
function exists(year: number, month: number, date: number): boolean {
  return date >= 1 && partsOf(dayOf(year, month, date)).date === date;
}

/** How many months each grain counts, for those counted in months. */
const MONTHS_IN: Partial<Record<Grain, number>> = { month: 1, quarter: 3, half: 6, year: 12 };
const DAYS_IN: Partial<Record<Grain, number>> = { day: 1, week: 7, fortnight: 14 };

/** The period of this grain that holds `day` (the Monday-to-Sunday week, the calendar month…). */
function periodHolding(grain: Grain, day: Day): Period {
  const months = MONTHS_IN[grain];
  if (months !== undefined) {
    const { year, month } = partsOf(day);
    const firstMonth = month - ((month - 1) % months);
    return { first: dayOf(year, firstMonth, 1), end: dayOf(year, firstMonth + months, 1) };
  }
  if (grain === "day") return { first: day, end: day + 1 };
  const monday = day - (partsOf(day).weekday - 1);
  return { first: monday, end: monday + (DAYS_IN[grain] ?? 7) };
}

/** `day` moved by `count` steps of the grain (a month back from 31 March is 28 or 29 February). */
function moved(grain: Grain, day: Day, count: number): Day {
  const days = DAYS_IN[grain];
  if (days !== undefined) return day + days * count;
  const { year, month, date } = partsOf(day);
  const target = month + (MONTHS_IN[grain] ?? 12) * count;
  const lastDate = partsOf(dayOf(year, target + 1, 1) - 1).date;
  return dayOf(year, target, Math.min(date, lastDate));
}

/** The most recent year, from today's back, in which the month has this date and it has come: "Sept 1st", "Feb 29". */
function recentYear(month: number, date: number, today: Day): number | undefined {
  const thisYear = partsOf(today).year;
  for (let year = thisYear; year >= thisYear - 8; year -= 1)
    if (exists(year, month, date) && dayOf(year, month, date) <= today) return year;
  return undefined;
}

// The catalogue's words for dates, compiled once, every language's at once.
const since = cuesOf("words.vocab.since");
const BOUND_CUES = {
  since,
  until: cuesOf("words.vocab.until"),
  before: cuesOf("words.vocab.before"),
  after: cuesOf("words.vocab.after"),
  between: cuesOf("words.vocab.between"),
};
type BoundWord = keyof typeof BOUND_CUES;
const NEGATION = cuesOf("words.vocab.negation");
const UPDATED = cuesOf("words.vocab.updated");
const CREATED = cuesOf("words.vocab.created");
const IN = cuesOf("words.vocab.date.in");
const AND = cuesOf("words.vocab.date.and");
const INCLUSIVE = cuesOf("words.vocab.date.inclusive");
const TO = cuesOf("words.vocab.date.to");
const THIS = cuesOf("words.vocab.date.this");
/** The words of "this" that follow what they qualify ("la semaine en cours"): "jour cette année" is no "this day". */
const THIS_AFTER = cuesOf("words.vocab.date.this_after");
/** A day named again ("that day", "ce jour-là"): it names no date of its own. */
const ANAPHORA = cuesOf("words.vocab.date.anaphora");
const LAST = cuesOf("words.vocab.date.last");
const PAST = cuesOf("words.vocab.date.past");
const AGO = cuesOf("words.vocab.date.ago");
const EXACTLY = cuesOf("words.vocab.date.exactly");
const START = cuesOf("words.vocab.date.start");
const END = cuesOf("words.vocab.date.end");
const OF = cuesOf("words.vocab.date.of");
const ARTICLE = cuesOf("words.vocab.date.article");
const FIRST = cuesOf("words.vocab.date.first");
const WEEKEND = cuesOf("words.vocab.date.weekend");
const PAGE = cuesOf("words.vocab.page");
const PER_PAGE = cuesOf("words.vocab.per_page");
const BEFORE_LAST = cuesOf("words.vocab.date.before_last");
const YEAR_WORD = cuesOf("words.vocab.date.year_word");
const ORDINAL_SUFFIXES = new Set(cuesOf("words.vocab.date.ordinal").map((cue) => cue.words.join("")));

/** The catalogue's keys that start with `prefix`, each with what follows the prefix and its cues: `words.vocab.date.month.` gives 1 to 12. */
function family(prefix: string, locales: readonly Locale[] = LOCALES): Array<{ name: string; cues: readonly Cue[] }> {
  return Object.keys(catalogues.en)
    .filter((key) => key.startsWith(prefix))
    .map((key) => ({ name: key.slice(prefix.length), cues: cuesOf(key, locales) }));
}

const UNITS = family("words.vocab.date.unit.") as Array<{ name: Grain; cues: readonly Cue[] }>;
const DAYS_AGO = family("words.vocab.date.days_ago.");
const WEEKDAYS = family("words.vocab.date.weekday.");
const MONTHS = family("words.vocab.date.month.");
const QUARTERS = family("words.vocab.date.quarter.");
const HALVES = family("words.vocab.date.half.");
const FEASTS = family("words.vocab.date.feast.");
const NUMBERS = family("words.vocab.number.");
/** The number words of each language alone: "sept" counts in French, and is September in English. */
const NUMBERS_IN = Object.fromEntries(
  LOCALES.map((locale) => [locale, family("words.vocab.number.", [locale])]),
) as Record<Locale, ReturnType<typeof family>>;

/** How many words the longest of the cues takes at `at`, or 0. (`cuesOf` gives the longest first.) */
function take(cues: readonly Cue[], words: readonly string[], at: number): number {
  for (const cue of cues) {
    const length = cueAt(cue, words, at);
    if (length > 0) return length;
  }
  return 0;
}

/** Which member of the family stands at `at`, by the longest of its cues, and how many words it takes. */
function takeOf(
  members: ReadonlyArray<{ name: string; cues: readonly Cue[] }>,
  words: readonly string[],
  at: number,
): { name: string; length: number } | undefined {
  let best: { name: string; length: number } | undefined;
  for (const { name, cues } of members) {
    const length = take(cues, words, at);
    if (length > (best?.length ?? 0)) best = { name, length };
  }
  return best;
}

/** Whether one of the cues ends just before `at` (a cue is a few words: a bounded look back). */
function endsBefore(cues: readonly Cue[], words: readonly string[], at: number): boolean {
  return cues.some((cue) => at - cue.words.length >= 0 && cueAt(cue, words, at - cue.words.length) > 0);
}

/** Every word that says a bound, for the look back of a date that needs one ("in", "since", "avant"…). */
const GATES = [IN, ...Object.values(BOUND_CUES)];

/** Whether a date that needs a word before it to be one ("in May", "depuis le 15") has it, past an article. */
function gated(words: readonly string[], at: number): boolean {
  if (GATES.some((cues) => endsBefore(cues, words, at))) return true;
  const article = ARTICLE.find((cue) => at - cue.words.length >= 0 && cueAt(cue, words, at - cue.words.length) > 0);
  return article !== undefined && GATES.some((cues) => endsBefore(cues, words, at - article.words.length));
}

const YEAR = /^(19|20|21)\d\d$/;
const DAY_NUMBER = /^(\d{1,2})(\p{L}{0,3})$/u;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A count at `at`: digits ("30") or a number word ("two", "trois"). */
function countAt(words: readonly string[], at: number): { count: number; length: number } | undefined {
  const word = words[at] ?? "";
  if (/^\d{1,3}$/.test(word)) return { count: Number(word), length: 1 };
  const named = takeOf(NUMBERS, words, at);
  return named ? { count: Number(named.name), length: named.length } : undefined;
}

/** A day of the month at `at`: "15", "15th", "1er", "first", with an article before it or not. */
function dayNumberAt(
  words: readonly string[],
  at: number,
): { date: number; length: number; marked: boolean } | undefined {
  const article = take(ARTICLE, words, at);
  const first = take(FIRST, words, at + article);
  if (first > 0) return { date: 1, length: article + first, marked: true };
  const match = DAY_NUMBER.exec(words[at + article] ?? "");
  if (!match) return undefined;
  const date = Number(match[1]);
  const suffix = match[2] ?? "";
  if (date < 1 || date > 31 || (suffix !== "" && !ORDINAL_SUFFIXES.has(suffix))) return undefined;
  return { date, length: article + 1, marked: suffix !== "" || article > 0 };
}

/** A year written after a date ("October 2025"), or none. */
function yearAt(words: readonly string[], at: number): number | undefined {
  const word = words[at] ?? "";
  return YEAR.test(word) ? Number(word) : undefined;
}

/** A period named by a month, a quarter, a half or a year, as the next words say it; without a year, the most recent begun. */
function namedPeriodAt(
  words: readonly string[],
  at: number,
  today: Day,
  alone: boolean,
  language: Locale,
): When | undefined {
  const named = [
    { members: MONTHS, months: 1 },
    { members: QUARTERS, months: 3 },
    { members: HALVES, months: 6 },
  ];
  for (const { members, months } of named) {
    const found = takeOf(members, words, at);
    // "sept jours" is seven days, not September.
    if (!found || takeOf(UNITS, words, at + found.length)) continue;
    const year = yearAt(words, at + found.length);
    // A month alone ("may", "mars") is a date only where a word before it says so ("in May", "avant mars"),
    // and never where the sentence's language counts with it ("des sept équipes"): then only with a day or a year.
    const counts = takeOf(NUMBERS_IN[language], words, at) !== undefined;
    if (months === 1 && year === undefined && alone && (!gated(words, at) || counts)) return undefined;
    const firstMonth = (Number(found.name) - 1) * months + 1;
    let startYear = year ?? partsOf(today).year;
    if (year === undefined && dayOf(startYear, firstMonth, 1) > today) startYear -= 1;
    const period = { first: dayOf(startYear, firstMonth, 1), end: dayOf(startYear, firstMonth + months, 1) };
    return { period, from: at, to: at + found.length + (year === undefined ? 0 : 1), oneDay: false };
  }
  // "2025", "calendar year 2025", "l'année civile 2025".
  const yearWord = take(YEAR_WORD, words, at);
  const year = yearAt(words, at + yearWord);
  if (year !== undefined && (!alone || gated(words, at)))
    return {
      period: { first: dayOf(year, 1, 1), end: dayOf(year + 1, 1, 1) },
      from: at,
      to: at + yearWord + 1,
      oneDay: false,
    };
  return undefined;
}

/** "this week", "last month", "la semaine dernière", "the last 7 days", "ces 3 dernières semaines", "past fortnight". */
function relativePeriodAt(words: readonly string[], at: number, today: Day, bare: boolean): When | undefined {
  let index = at;
  let last = false;
  let past = false;
  let current = false;
  let twoBack = false;
  const markers = (after = false) => {
    for (let step = 0; step < 2; step += 1) {
      // "l'avant-dernière semaine": the one before the last.
      const beforeLast = take(BEFORE_LAST, words, index);
      if (beforeLast > 0) {
        twoBack = true;
        index += beforeLast;
        continue;
      }
      const lastLength = take(LAST, words, index);
      const pastLength = lastLength > 0 ? 0 : take(PAST, words, index);
      const thisLength = lastLength + pastLength > 0 ? 0 : take(after ? THIS_AFTER : THIS, words, index);
      if (lastLength + pastLength + thisLength === 0) return;
      last ||= lastLength > 0;
      past ||= pastLength > 0;
      current ||= thisLength > 0;
      index += lastLength + pastLength + thisLength;
    }
  };
  markers();
  const beforeCount = index;
  let counted = countAt(words, index);
  if (counted) index += counted.length;
  markers();
  let unit = takeOf(UNITS, words, index);
  // "an" is one in English and a year in French ("l'an dernier"): a count with no unit after it is none.
  if (!unit && counted) {
    counted = undefined;
    index = beforeCount;
    unit = takeOf(UNITS, words, index);
  }
  if (!unit) return undefined;
  index += unit.length;
  markers(true);
  const grain = unit.name as Grain;
  if (counted && (last || past)) {
    const first = moved(grain, today, -counted.count);
    return { period: { first, end: today + 1 }, from: at, to: index, span: true, oneDay: false };
  }
  if (counted) return undefined;
  if (past)
    return {
      period: { first: moved(grain, today, -1), end: today + 1 },
      from: at,
      to: index,
      span: true,
      oneDay: false,
    };
  // "the week before last", "l'avant-dernière semaine": one more back.
  const beforeLast = take(BEFORE_LAST, words, index);
  if (beforeLast > 0 || twoBack) {
    index += beforeLast;
    return { period: periodHolding(grain, moved(grain, today, -2)), from: at, to: index, oneDay: grain === "day" };
  }
  if (last)
    return { period: periodHolding(grain, moved(grain, today, -1)), from: at, to: index, oneDay: grain === "day" };
  if (current || bare) return { period: periodHolding(grain, today), from: at, to: index, oneDay: grain === "day" };
  return undefined;
}

/** "3 weeks ago", "il y a 3 semaines", "exactly 3 weeks ago": the period of that grain then, or that very day. */
function agoAt(words: readonly string[], at: number, today: Day): When | undefined {
  let index = at;
  const agoFirst = take(AGO, words, index);
  index += agoFirst;
  let exactly = take(EXACTLY, words, index);
  index += exactly;
  const counted = countAt(words, index);
  if (!counted) return undefined;
  index += counted.length;
  const unit = takeOf(UNITS, words, index);
  if (!unit) return undefined;
  index += unit.length;
  const agoAfter = agoFirst > 0 ? 0 : take(AGO, words, index);
  if (agoFirst + agoAfter === 0) return undefined;
  index += agoAfter;
  const trailing = take(EXACTLY, words, index);
  exactly += trailing;
  index += trailing;
  const grain = unit.name as Grain;
  const then = moved(grain, today, -counted.count);
  const period = exactly > 0 ? { first: then, end: then + 1 } : periodHolding(grain, then);
  return { period, from: at, to: index, oneDay: period.end - period.first === 1 };
}

/** "Nov 1", "1er septembre", "the 15th of October 2025", "November the 1st". */
function dayOfMonthAt(words: readonly string[], at: number, today: Day): When | undefined {
  let month: { name: string; length: number } | undefined;
  let date: { date: number; length: number } | undefined;
  let index = at;
  const leading = dayNumberAt(words, index);
  if (leading) {
    index += leading.length;
    const of = take(OF, words, index);
    month = takeOf(MONTHS, words, index + of) ?? takeOf(MONTHS, words, index);
    if (!month) return undefined;
    index += (takeOf(MONTHS, words, index + of) ? of : 0) + month.length;
    date = leading;
  } else {
    month = takeOf(MONTHS, words, index);
    if (!month) return undefined;
    index += month.length;
    date = dayNumberAt(words, index);
    // "September, 2nd page": a number that counts pages is no day ("March 1, page 2" has the page's own).
    if (!date) return undefined;
    const page = take(PAGE, words, index + date.length);
    const counted = index + date.length + page;
    const ownNumber = /^\d/u.test(words[counted] ?? "") && take(PER_PAGE, words, counted + 1) === 0;
    if (page > 0 && !ownNumber) return undefined;
    index += date.length;
  }
  const monthNumber = Number(month.name);
  const given = yearAt(words, index);
  if (given !== undefined) index += 1;
  const year = given ?? recentYear(monthNumber, date.date, today);
  if (year === undefined || !exists(year, monthNumber, date.date)) return undefined;
  const day = dayOf(year, monthNumber, date.date);
  return { period: { first: day, end: day + 1 }, from: at, to: index, oneDay: true };
}

/** A day of the month alone, where a bound says it is one ("since the 15th", "depuis le 1er"): the most recent such day. */
function bareDayAt(words: readonly string[], at: number, today: Day): When | undefined {
  const found = dayNumberAt(words, at);
  if (!found?.marked || !gated(words, at + found.length - 1)) return undefined;
  const { year, month } = partsOf(today);
  for (let back = 0; back < 12; back += 1) {
    const day = dayOf(year, month - back, found.date);
    if (partsOf(day).date === found.date && day <= today)
      return {
        period: { first: day, end: day + 1 },
        from: at,
        to: at + found.length,
        oneDay: true,
        bareDate: found.date,
      };
  }
  return undefined;
}

/** "Monday", "last Friday", "vendredi dernier", "this Monday": the most recent one before today, or this week's. */
function weekdayAt(words: readonly string[], at: number, today: Day): When | undefined {
  let index = at;
  const thisBefore = take(THIS, words, index);
  index += thisBefore || take(LAST, words, index);
  const weekday = takeOf(WEEKDAYS, words, index);
  if (!weekday) return undefined;
  index += weekday.length;
  const thisAfter = take(THIS_AFTER, words, index);
  index += thisAfter || take(LAST, words, index);
  const todayWeekday = partsOf(today).weekday;
  const wanted = Number(weekday.name);
  const day =
    thisBefore + thisAfter > 0
      ? today - (todayWeekday - 1) + (wanted - 1)
      : today - ((todayWeekday - wanted + 7) % 7 || 7);
  return { period: { first: day, end: day + 1 }, from: at, to: index, oneDay: true };
}

/** Saturday and Sunday: "the weekend", "last weekend", "le week-end dernier" is the most recent one begun; on a Saturday or Sunday, "last" is the one before. */
function weekendAt(words: readonly string[], at: number, today: Day): When | undefined {
  let index = at + take(ARTICLE, words, at);
  const thisBefore = take(THIS, words, index);
  const lastBefore = thisBefore > 0 ? 0 : take(LAST, words, index);
  index += thisBefore + lastBefore;
  const weekend = take(WEEKEND, words, index);
  if (weekend === 0) return undefined;
  index += weekend;
  const lastAfter = take(LAST, words, index);
  index += lastAfter;
  const saturday = today - ((partsOf(today).weekday - 6 + 7) % 7);
  const inIt = today - saturday < 2;
  const first = inIt && lastBefore + lastAfter > 0 ? saturday - 7 : saturday;
  const running = first + 2 > today;
  return {
    period: { first, end: first + 2 },
    from: at,
    to: index,
    oneDay: false,
    ...(running ? { span: true as const } : {}),
  };
}

/** "today", "yesterday", "avant-hier". */
function daysAgoAt(words: readonly string[], at: number, today: Day): When | undefined {
  const found = takeOf(DAYS_AGO, words, at);
  if (!found) return undefined;
  const day = today - Number(found.name);
  return { period: { first: day, end: day + 1 }, from: at, to: at + found.length, oneDay: true };
}

/** A named day of the year ("Halloween", "la Toussaint"): the most recent. */
function feastAt(words: readonly string[], at: number, today: Day): When | undefined {
  const found = takeOf(FEASTS, words, at);
  if (!found) return undefined;
  const [month, date] = found.name.split("-").map(Number) as [number, number];
  const year = recentYear(month, date, today);
  if (year === undefined) return undefined;
  const day = dayOf(year, month, date);
  return { period: { first: day, end: day + 1 }, from: at, to: at + found.length, oneDay: true };
}

/** "the start of the month", "début de l'année", "end of October": the first or last day of a period. */
function edgeAt(words: readonly string[], at: number, today: Day, language: Locale): When | undefined {
  const start = take(START, words, at);
  const end = start > 0 ? 0 : take(END, words, at);
  if (start + end === 0) return undefined;
  let index = at + start + end;
  for (let step = 0; step < 3 && take(OF, words, index) > 0; step += 1) index += take(OF, words, index);
  const inner = relativePeriodAt(words, index, today, true) ?? namedPeriodAt(words, index, today, false, language);
  if (!inner) return undefined;
  const day = start > 0 ? inner.period.first : inner.period.end - 1;
  return { period: { first: day, end: day + 1 }, from: at, to: inner.to, oneDay: true };
}

/** A day written as ISO (`2025-02-10`). */
function isoAt(words: readonly string[], at: number): When | undefined {
  const match = ISO_DAY.exec(words[at] ?? "");
  if (!match) return undefined;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!exists(year, month, date)) return undefined;
  const day = dayOf(year, month, date);
  return { period: { first: day, end: day + 1 }, from: at, to: at + 1, oneDay: true };
}

/** The first words of every date phrase: a word that is none of them, and has no figure, starts no date. */
const STARTERS = new Set(
  [
    ...[DAYS_AGO, WEEKDAYS, MONTHS, QUARTERS, HALVES, FEASTS, NUMBERS, UNITS].flatMap((members) =>
      members.flatMap((member) => member.cues),
    ),
    ...[AGO, EXACTLY, LAST, PAST, THIS, THIS_AFTER, START, END, ARTICLE, FIRST, WEEKEND, BEFORE_LAST, YEAR_WORD].flat(),
  ].map((cue) => cue.words[0] as string),
);

function startsDate(word: string): boolean {
  return /\d/.test(word) || STARTERS.has(word) || (/[sx]$/.test(word) && STARTERS.has(word.slice(0, -1)));
}

/** The date that starts at word `at`, read the longest way any reader reads it. */
function whenAt(words: readonly string[], at: number, today: Day, language: Locale): When | undefined {
  if (!startsDate(words[at] ?? "")) return undefined;
  let best: When | undefined;
  for (const read of [
    isoAt(words, at),
    daysAgoAt(words, at, today),
    agoAt(words, at, today),
    relativePeriodAt(words, at, today, false),
    edgeAt(words, at, today, language),
    weekdayAt(words, at, today),
    weekendAt(words, at, today),
    dayOfMonthAt(words, at, today),
    namedPeriodAt(words, at, today, true, language),
    feastAt(words, at, today),
    bareDayAt(words, at, today),
  ])
    if (read && read.to > (best?.to ?? at)) best = read;
  return best;
}

/** chrono's reader of one language (English and French have the same shape). */
type Chrono = typeof import("chrono-node/en");

const load = createRequire(import.meta.url);
let chrono: { en: Chrono; fr: Chrono } | undefined;

/**
 * chrono in the two languages it is asked to read, loaded the first time a sentence has a date written
 * in figures with slashes or dots ("10/02/2025", "15.11"): the catalogue's words read every other
 * date. A server that never sees one never holds chrono (about 2 MiB of heap).
 */
function chronoReaders(): { en: Chrono; fr: Chrono } {
  chrono ??= { en: load("chrono-node/en") as Chrono, fr: load("chrono-node/fr") as Chrono };
  return chrono;
}

/** A date written in figures that the words do not say the order of ("10/02/2025": the 10th of February in French). */
const FIGURES_DATE = /^\d{1,4}[/.]\d{1,2}(?:[/.]\d{2,4})?$/;

/** The longest word a date is written with ("septembre", "2025-02-10T09:00:00Z", "aujourd'hui"): chrono never reads a longer one. */
const LONGEST_DATE_WORD = 32;

/** A date in figures at word `at`, read by chrono in the sentence's language first: a day, its year the most recent when not given. */
function figuresAt(sentence: readonly Word[], at: number, today: Day, language: Locale): When | undefined {
  const word = sentence[at];
  if (!word || word.text.length > LONGEST_DATE_WORD || !FIGURES_DATE.test(word.text)) return undefined;
  // Without a year, figures ("2.10") are a date only where a word before them says so ("after 2.10").
  if (
    word.text.split(/[/.]/).length < 3 &&
    !gated(
      sentence.map((each) => each.folded),
      at,
    )
  )
    return undefined;
  const { en, fr } = chronoReaders();
  const reference = new Date(today * DAY_MS + DAY_MS / 2);
  for (const reader of language === "fr" ? [fr, en] : [en, fr]) {
    const result = reader.parse(word.text, reference)[0];
    if (!result || result.text.length !== word.text.length || !result.start.isCertain("day")) continue;
    const month = result.start.get("month") ?? 0;
    const date = result.start.get("day") ?? 0;
    const year = result.start.isCertain("year") ? result.start.get("year") : recentYear(month, date, today);
    if (year === null || year === undefined || !exists(year, month, date)) continue;
    const day = dayOf(year, month, date);
    return { period: { first: day, end: day + 1 }, from: at, to: at + 1, oneDay: true };
  }
  return undefined;
}

/** How many words before a date its bound ("before", "depuis", "up to and including") may start. */
const BOUND_REACH = 4;

/** How many words after a listing's word ("created", "modifiées") a date it governs may start. */
const ANCHOR_REACH = 4;

/** How many words before its bound a denial ("nobody touched since") may stand. */
const NEGATION_REACH = 4;

/** The bound word nearest before word `at` (not before `floor`), with where it starts. */
function boundBefore(
  words: readonly string[],
  at: number,
  floor: number,
): { kind: BoundWord; at: number; weak: boolean } | undefined {
  let found: { kind: BoundWord; at: number; weak: boolean } | undefined;
  // A word inside a longer bound already found ("before" in "on or before") starts none of its own.
  let coveredUntil = 0;
  for (let start = Math.max(floor, at - BOUND_REACH); start < at; start += 1) {
    if (start < coveredUntil) continue;
    let longest = 0;
    for (const [kind, cues] of Object.entries(BOUND_CUES) as Array<[BoundWord, Cue[]]>) {
      for (const cue of cues) {
        const length = cueAt(cue, words, start);
        if (length > longest && start + length <= at) {
          longest = length;
          coveredUntil = start + length;
          found = { kind, at: start, weak: cue.weak };
        }
      }
    }
  }
  return found;
}

/**
 * A day's number standing alone just before "to"/"au" and the date at `at` ("from 2 to 20 November",
 * "du 2 au 20 novembre"), not before `floor`: where it stands and its number.
 */
function numberRunningTo(
  words: readonly string[],
  at: number,
  floor: number,
): { at: number; date: number } | undefined {
  for (let length = 1; length <= 2 && at - length - 1 >= floor; length += 1) {
    const number = at - length - 1;
    // "between 1 and 15 October", "entre le 1 et le 15 novembre": "and" after a "between".
    const between = take(AND, words, at - length) === length && endsBefore(BOUND_CUES.between, words, number);
    if (take(TO, words, at - length) !== length && !between) continue;
    const found = dayNumberAt(words, number);
    if (found && found.length === 1) return { at: number, date: found.date };
  }
  return undefined;
}

/** The day `date` of the month `day` is in, when it exists and is not after `day`. */
function sameMonthDay(day: Day, date: number): Day | undefined {
  const { year, month } = partsOf(day);
  const start = dayOf(year, month, date);
  return exists(year, month, date) && start <= day ? start : undefined;
}

/** For each word, where the last of these cues before it begins (-1 for none): one pass for the whole sentence. */
function lastCueBefore(cues: readonly Cue[], words: readonly string[]): number[] {
  const last: number[] = [];
  let found = -1;
  for (let at = 0; at <= words.length; at += 1) {
    last.push(found);
    if (at < words.length && take(cues, words, at) > 0) found = at;
  }
  return last;
}

/** Whether a date said before its field's word is about update or creation: the first such word after it (creation by default). */
function fieldAfter(words: readonly string[], from: number): "updated" | "created" {
  for (let at = from; at < words.length; at += 1) {
    if (take(UPDATED, words, at) > 0) return "updated";
    if (take(CREATED, words, at) > 0) return "created";
  }
  return "created";
}

/**
 * The dates in the sentence and the bounds they give (see the convention above). A date's bound is the
 * nearest bound word a few words ahead of it; "between X and Y" and "from X to Y" bound both ways.
 * Whether it is about creation or update is the nearest such word anywhere ahead of it, else the
 * first after it (creation by default). Linear: each word is the start of at most one date, read by readers of a few words each.
 */
export function datesIn(sentence: readonly Word[], today: Date, language: Locale): DateEntity[] {
  const words = sentence.map((word) => word.folded);
  const todayDay = Math.floor(today.getTime() / DAY_MS);
  const dates: DateEntity[] = [];
  const lastUpdated = lastCueBefore(UPDATED, words);
  const lastCreated = lastCueBefore(CREATED, words);
  let previous: { to: number; opensRange: boolean; when: When; dates: number; period: boolean } | undefined;
  for (let at = 0; at < words.length; ) {
    const again = take(ANAPHORA, words, at);
    if (again > 0) {
      at += again;
      continue;
    }
    const when = whenAt(words, at, todayDay, language) ?? figuresAt(sentence, at, todayDay, language);
    if (!when) {
      at += 1;
      continue;
    }
    // "inclus", "included" after the date: its last day is in.
    const inclusive = take(INCLUSIVE, words, when.to);
    const to = when.to + inclusive;
    const floor = previous?.to ?? 0;
    const bound = boundBefore(words, when.from, floor);
    const gap = words.slice(floor, when.from);
    // "between X and Y", "from X to Y": Y, with nothing but "and" before it, is the last day in.
    const closesRange = previous?.opensRange === true && gap.length > 0 && take(AND, gap, 0) === gap.length;
    // "Nov 2 through Nov 20": a day read alone, then "through" and a date, is the range's first day.
    const runsOn = previous?.period === true && gap.length > 0 && take(TO, gap, 0) === gap.length;
    // "du 2 au 20 novembre", "from 2 to 20 November": a day's number alone before "to" is the date's month's.
    const startDate = runsOn || closesRange ? undefined : numberRunningTo(words, when.from, floor);
    const denied =
      bound !== undefined &&
      words
        .slice(Math.max(floor, bound.at - NEGATION_REACH), bound.at)
        .some((_, index, near) => take(NEGATION, near, index) > 0);
    let kind: BoundWord | "period" | "end" = closesRange || runsOn ? "end" : (bound?.kind ?? "period");
    // "from" names the period it comes from ("apps from 2025"), and is a start only for a day ("from Nov 1").
    if (kind === "since" && bound?.weak && !when.oneDay) kind = "period";
    if (kind === "before" && inclusive > 0) kind = "until";
    const { first, end } = when.period;
    const bounds: Array<["after" | "before", Day]> = [];
    if (runsOn && previous) {
      // The first day's own "before" gives way to the range's end.
      const opener = dates.splice(previous.dates);
      dates.push(...opener.filter((date) => date.bound === "after"));
    }
    const rangeStart = startDate === undefined ? undefined : sameMonthDay(first, startDate.date);
    if (rangeStart !== undefined && startDate) {
      kind = "end";
      bounds.push(["after", rangeStart]);
    }
    if (denied && (kind === "since" || kind === "after")) bounds.push(["before", end]);
    else if (kind === "since" || kind === "between") bounds.push(["after", first]);
    else if (kind === "after") bounds.push(["after", end]);
    else if (kind === "before") bounds.push(["before", first]);
    else if (kind === "until" || kind === "end") bounds.push(["before", end]);
    else {
      bounds.push(["after", first]);
      if (!when.span && end <= todayDay) bounds.push(["before", end]);
    }
    const fieldAt = Math.max(lastUpdated[when.from] ?? -1, lastCreated[when.from] ?? -1);
    // "apps changed on Monday", else "the outage was Monday, which apps were changed?": the nearest word ahead, else after.
    const field =
      fieldAt >= 0
        ? (lastUpdated[when.from] ?? -1) > (lastCreated[when.from] ?? -1)
          ? "updated"
          : "created"
        : fieldAfter(words, to);
    const anchored =
      bound !== undefined || closesRange || runsOn || (fieldAt >= 0 && when.from - fieldAt <= ANCHOR_REACH);
    const start = (sentence[rangeStart !== undefined && startDate ? startDate.at : when.from] as Word).start;
    const stop = (sentence[to - 1] as Word).end;
    // "entre le 1er et le 15 novembre": the 1st is November's.
    if (closesRange && previous?.when.bareDate !== undefined && when.bareDate === undefined) {
      const { year, month } = partsOf(first);
      const start = dayOf(year, month, previous.when.bareDate);
      if (exists(year, month, previous.when.bareDate) && start <= first)
        for (const date of dates.slice(previous.dates)) date.day = isoOf(start);
    }
    const opensRange = !closesRange && (kind === "between" || kind === "since");
    previous = { to, opensRange, when, dates: dates.length, period: kind === "period" && when.oneDay === true };
    for (const [side, day] of bounds) dates.push({ day: isoOf(day), bound: side, field, start, end: stop, anchored });
    at = to;
  }
  return dates;
}
