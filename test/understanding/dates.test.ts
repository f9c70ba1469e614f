// Dates in people's words, read as the bounds they mean, by class: every weekday, month, quarter and relative period, in English and French, from several todays.
import { describe, expect, it } from "vitest";
import { createRegistry } from "../../src/core/commands/index.ts";
import { readWords } from "../../src/understanding/reader.ts";

const registry = createRegistry();
const DAY = 86_400_000;

/** A today at noon UTC, and what the expectations are computed from. */
function todayOf(iso: string) {
  const at = new Date(`${iso}T12:00:00Z`);
  const [y, m, d] = [at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate()];
  return { iso, at, y, m, d, start: Date.UTC(y, m - 1, d), weekday: ((at.getUTCDay() + 6) % 7) + 1 };
}
type Today = ReturnType<typeof todayOf>;

/** Friday (the issue's), Monday, Sunday, New Year's Day, a leap day. */
const TODAYS = ["2026-11-27", "2026-11-23", "2026-11-29", "2027-01-01", "2028-02-29"].map(todayOf);

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utc = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

/** The date options of the line the words are read as, in a fixed order. */
function boundsRead(text: string, today: Today): string {
  const reading = readWords(text, { registry, today: today.at });
  const line = reading.kind === "none" ? "" : reading.line;
  return [...line.matchAll(/--(created|updated)-(after|before) (\S+)/g)]
    .map((match) => match[0])
    .sort()
    .join(" ");
}

/** The options a period gives: after its first day; before the day after its last, once it has ended. */
function periodBounds(first: number, end: number, today: Today, field = "created"): string {
  const after = `--${field}-after ${iso(first)}`;
  return end <= today.start ? `${after} --${field}-before ${iso(end)}` : after;
}

const afterDay = (ms: number, field = "created") => `--${field}-after ${iso(ms)}`;
const beforeDay = (ms: number, field = "created") => `--${field}-before ${iso(ms)}`;

/** The most recent year in which the month has this day and it has come. */
function recentYear(m: number, d: number, today: Today): number {
  for (let y = today.y; ; y -= 1) {
    const at = utc(y, m, d);
    if (new Date(at).getUTCDate() === d && at <= today.start) return y;
  }
}

const WEEKDAYS = {
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  fr: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
};
const MONTHS = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
};

describe.each(TODAYS)("dates read on $iso", (today) => {
  /** The most recent such weekday before today (on a Monday, "since Monday" is a week ago). */
  const lastWeekday = (weekday: number) => today.start - ((today.weekday - weekday + 7) % 7 || 7) * DAY;
  const monday = today.start - (today.weekday - 1) * DAY;

  it("since each weekday: after the most recent one before today, in both languages", () => {
    for (let weekday = 1; weekday <= 7; weekday += 1) {
      const day = lastWeekday(weekday);
      expect(boundsRead(`apps created since ${WEEKDAYS.en[weekday - 1]}`, today)).toBe(afterDay(day));
      expect(boundsRead(`applis créées depuis ${WEEKDAYS.fr[weekday - 1]}`, today)).toBe(afterDay(day));
      expect(boundsRead(`apps updated since last ${WEEKDAYS.en[weekday - 1]}`, today)).toBe(afterDay(day, "updated"));
      expect(boundsRead(`applis modifiées depuis ${WEEKDAYS.fr[weekday - 1]} dernier`, today)).toBe(
        afterDay(day, "updated"),
      );
    }
  });

  it("on each weekday: that day, both bounds", () => {
    for (let weekday = 1; weekday <= 7; weekday += 1) {
      const day = lastWeekday(weekday);
      const both = `${afterDay(day)} ${beforeDay(day + DAY)}`;
      expect(boundsRead(`what apps got created last ${WEEKDAYS.en[weekday - 1]}?`, today)).toBe(both);
      expect(boundsRead(`applis créées ${WEEKDAYS.fr[weekday - 1]}`, today)).toBe(both);
      expect(boundsRead(`apps created this ${WEEKDAYS.en[weekday - 1]}`, today)).toBe(
        periodBounds(monday + (weekday - 1) * DAY, monday + weekday * DAY, today),
      );
    }
  });

  it("in each month, with a year and without: the month, the most recent begun; one still running only starts", () => {
    for (let m = 1; m <= 12; m += 1) {
      const y = utc(today.y, m, 1) <= today.start ? today.y : today.y - 1;
      const month = periodBounds(utc(y, m, 1), utc(y, m + 1, 1), today);
      expect(boundsRead(`list apps created in ${MONTHS.en[m - 1]}`, today)).toBe(month);
      expect(boundsRead(`applis créées en ${MONTHS.fr[m - 1]}`, today)).toBe(month);
      const given = periodBounds(utc(2025, m, 1), utc(2025, m + 1, 1), today);
      expect(boundsRead(`apps created in ${MONTHS.en[m - 1]} 2025`, today)).toBe(given);
      expect(boundsRead(`applis créées en ${MONTHS.fr[m - 1]} 2025`, today)).toBe(given);
      expect(boundsRead(`apps created before ${MONTHS.en[m - 1]}`, today)).toBe(beforeDay(utc(y, m, 1)));
      expect(boundsRead(`applis créées avant ${MONTHS.fr[m - 1]}`, today)).toBe(beforeDay(utc(y, m, 1)));
    }
  });

  it("a day of each month: before it, after it (left out), since it, until it (kept): the most recent such day", () => {
    for (let m = 1; m <= 12; m += 1) {
      for (const d of [1, 15, 31]) {
        if (new Date(utc(2028, m, d)).getUTCDate() !== d) continue;
        const day = utc(recentYear(m, d, today), m, d);
        const en = `${MONTHS.en[m - 1]?.slice(0, 3)} ${d}`;
        const fr = `${d === 1 ? "1er" : d} ${MONTHS.fr[m - 1]}`;
        expect(boundsRead(`apps created before ${en}`, today)).toBe(beforeDay(day));
        expect(boundsRead(`applis créées avant le ${fr}`, today)).toBe(beforeDay(day));
        expect(boundsRead(`applis créées antérieures au ${fr}`, today)).toBe(beforeDay(day));
        expect(boundsRead(`apps created after ${en}`, today)).toBe(afterDay(day + DAY));
        expect(boundsRead(`applis créées après le ${fr}`, today)).toBe(afterDay(day + DAY));
        expect(boundsRead(`apps created since ${MONTHS.en[m - 1]} ${d}th`, today)).toBe(afterDay(day));
        expect(boundsRead(`applis créées depuis le ${fr}`, today)).toBe(afterDay(day));
        expect(boundsRead(`apps added until ${en}`, today)).toBe(beforeDay(day + DAY));
        expect(boundsRead(`apps added up to and including ${en}`, today)).toBe(beforeDay(day + DAY));
        expect(boundsRead(`apps ajoutées jusqu'au ${fr} inclus`, today)).toBe(beforeDay(day + DAY));
        expect(boundsRead(`apps created before ${en} 2025`, today)).toBe(beforeDay(utc(2025, m, d)));
      }
    }
  });

  it("29 February, named without a year, is the most recent one", () => {
    const day = utc(recentYear(2, 29, today), 2, 29);
    expect(boundsRead("apps created since Feb 29", today)).toBe(afterDay(day));
    expect(boundsRead("applis créées depuis le 29 février", today)).toBe(afterDay(day));
  });

  it("between two days: both kept, in both languages", () => {
    const y = recentYear(10, 31, today);
    const expected = `${afterDay(utc(y, 10, 1), "updated")} ${beforeDay(utc(y, 11, 1), "updated")}`;
    expect(boundsRead("apps updated between Oct 1 and Oct 31", today)).toBe(expected);
    expect(boundsRead("apps updated from Oct 1 to Oct 31", today)).toBe(expected);
    expect(boundsRead("applis modifiées entre le 1er octobre et le 31 octobre", today)).toBe(expected);
  });

  it("a range run on with 'through'/'au', its first day alone or a day's number sharing the month: both ends kept", () => {
    const y = recentYear(10, 31, today);
    const expected = `${afterDay(utc(y, 10, 2), "updated")} ${beforeDay(utc(y, 10, 21), "updated")}`;
    for (const text of [
      "apps updated Oct 2 through Oct 20",
      "apps updated October 2 to October 20",
      "apps updated from 2 to 20 October",
      "apps updated 2 through 20 October inclusive",
      "applis modifiées du 2 octobre au 20 octobre inclus",
      "applis modifiées du 2 au 20 octobre",
      "applis modifiées du 2 octobre jusqu'au 20 octobre",
    ])
      expect(boundsRead(text, today), text).toBe(expected);
    // Two days joined by "and" are not a range: the first one is read alone.
    expect(boundsRead("apps updated Oct 2 and Oct 20", today)).toBe(
      `${afterDay(utc(y, 10, 2), "updated")} ${beforeDay(utc(y, 10, 3), "updated")}`,
    );
  });

  it("relative periods: each one, ended (both bounds) or running (a start only), in both languages", () => {
    const { y, m } = today;
    const quarter = Math.floor((m - 1) / 3) * 3 + 1;
    const periods: Array<[string[], number, number]> = [
      [["apps created today", "applis créées aujourd'hui"], today.start, today.start + DAY],
      [["apps created yesterday", "applis créées hier"], today.start - DAY, today.start],
      [["apps created the day before yesterday", "applis créées avant-hier"], today.start - 2 * DAY, today.start - DAY],
      [["apps created this week", "applis créées cette semaine"], monday, monday + 7 * DAY],
      [["apps created last week", "applis créées la semaine dernière"], monday - 7 * DAY, monday],
      [["apps created two weeks ago", "applis créées il y a deux semaines"], monday - 14 * DAY, monday - 7 * DAY],
      [["apps created this month", "applis créées ce mois-ci"], utc(y, m, 1), utc(y, m + 1, 1)],
      [["apps created last month", "applis créées le mois dernier"], utc(y, m - 1, 1), utc(y, m, 1)],
      [["apps created this quarter", "applis créées ce trimestre"], utc(y, quarter, 1), utc(y, quarter + 3, 1)],
      [["apps created last quarter", "applis créées le trimestre dernier"], utc(y, quarter - 3, 1), utc(y, quarter, 1)],
      [["apps created this year", "applis créées cette année"], utc(y, 1, 1), utc(y + 1, 1, 1)],
      [["apps created last year", "applis créées l'an dernier"], utc(y - 1, 1, 1), utc(y, 1, 1)],
      [["apps created last year", "applis créées l'année dernière"], utc(y - 1, 1, 1), utc(y, 1, 1)],
      [
        ["apps created exactly 3 weeks ago", "applis créées il y a pile 3 semaines"],
        today.start - 21 * DAY,
        today.start - 20 * DAY,
      ],
    ];
    for (const [texts, first, end] of periods)
      for (const text of texts)
        expect([text, boundsRead(text, today)]).toEqual([text, periodBounds(first, end, today)]);
  });

  it("the weekend, the one before the last period, 'on or before/after', 'between 1 and 15', a calendar year", () => {
    const saturday = today.start - ((today.weekday - 6 + 7) % 7) * DAY;
    // The most recent weekend begun; "last" on a weekend day is the one before.
    const lastWeekend = today.weekday >= 6 ? saturday - 7 * DAY : saturday;
    for (const text of ["apps created over the weekend", "applis créées ce week-end"])
      expect([text, boundsRead(text, today)]).toEqual([text, periodBounds(saturday, saturday + 2 * DAY, today)]);
    for (const text of ["apps created last weekend", "applis créées le week-end dernier"])
      expect([text, boundsRead(text, today)]).toEqual([text, periodBounds(lastWeekend, lastWeekend + 2 * DAY, today)]);
    for (const text of ["apps created the week before last", "applis créées l'avant-dernière semaine"])
      expect([text, boundsRead(text, today)]).toEqual([text, periodBounds(monday - 14 * DAY, monday - 7 * DAY, today)]);
    const y = recentYear(6, 30, today);
    expect(boundsRead("apps updated on or before 30 June", today)).toBe(beforeDay(utc(y, 7, 1), "updated"));
    expect(boundsRead("apps updated on or after 30 June", today)).toBe(afterDay(utc(y, 6, 30), "updated"));
    const october = recentYear(10, 15, today);
    const firstHalf = `${afterDay(utc(october, 10, 1))} ${beforeDay(utc(october, 10, 16))}`;
    for (const text of ["apps created between 1 and 15 October", "applis créées entre le 1 et le 15 octobre"])
      expect([text, boundsRead(text, today)]).toEqual([text, firstHalf]);
    for (const text of ["apps created in calendar year 2025", "applis créées sur l'année civile 2025"])
      expect([text, boundsRead(text, today)]).toEqual([text, periodBounds(utc(2025, 1, 1), utc(2026, 1, 1), today)]);
  });

  it("a date said in passing gives way to the one the listing's words govern", () => {
    const { y, m } = today;
    expect(boundsRead("another Friday, sigh. Show me the apps created last month", today)).toBe(
      periodBounds(utc(y, m - 1, 1), utc(y, m, 1), today),
    );
    expect(boundsRead("pour le comité de mardi, les applis créées le mois dernier", today)).toBe(
      periodBounds(utc(y, m - 1, 1), utc(y, m, 1), today),
    );
  });

  it("since the start of a period: its first day", () => {
    const { y, m } = today;
    const quarter = Math.floor((m - 1) / 3) * 3 + 1;
    const starts: Array<[string, number]> = [
      ["apps created since the start of the month", utc(y, m, 1)],
      ["applis créées depuis le début du mois", utc(y, m, 1)],
      ["apps created since the beginning of the year", utc(y, 1, 1)],
      ["applis créées depuis le début de l'année", utc(y, 1, 1)],
      ["inboxes created since the start of the quarter", utc(y, quarter, 1)],
      ["boîtes d'équipe créées depuis le début du trimestre", utc(y, quarter, 1)],
    ];
    for (const [text, first] of starts) expect([text, boundsRead(text, today)]).toEqual([text, afterDay(first)]);
  });

  it("the last N days or weeks: after today less N, in both languages", () => {
    for (const n of [1, 3, 7, 15, 30]) {
      expect(boundsRead(`apps created in the last ${n} days`, today)).toBe(afterDay(today.start - n * DAY));
      expect(boundsRead(`applis créées ces ${n} derniers jours`, today)).toBe(afterDay(today.start - n * DAY));
      expect(boundsRead(`apps updated in the past ${n} weeks`, today)).toBe(
        afterDay(today.start - 7 * n * DAY, "updated"),
      );
      expect(boundsRead(`applis modifiées ces ${n} dernières semaines`, today)).toBe(
        afterDay(today.start - 7 * n * DAY, "updated"),
      );
    }
  });

  it("each quarter and half: the most recent begun", () => {
    for (let q = 1; q <= 4; q += 1) {
      const first = (q - 1) * 3 + 1;
      const y = utc(today.y, first, 1) <= today.start ? today.y : today.y - 1;
      const expected = periodBounds(utc(y, first, 1), utc(y, first + 3, 1), today);
      expect(boundsRead(`apps created in Q${q}`, today)).toBe(expected);
      expect(boundsRead(`applis créées au T${q}`, today)).toBe(expected);
    }
    for (const h of [1, 2]) {
      const first = (h - 1) * 6 + 1;
      const y = utc(today.y, first, 1) <= today.start ? today.y : today.y - 1;
      const expected = periodBounds(utc(y, first, 1), utc(y, first + 6, 1), today);
      expect(boundsRead(`apps created in H${h}`, today)).toBe(expected);
      expect(boundsRead(`applis créées au ${h === 1 ? "premier" : "second"} semestre`, today)).toBe(expected);
    }
  });
});

describe("dates read as the issue's writers meant them (today Friday 2026-11-27)", () => {
  const today = todayOf("2026-11-27");

  it.each([
    ["apps added since Monday", "--created-after 2026-11-23"],
    ["applis créées depuis lundi", "--created-after 2026-11-23"],
    ["apps created before sept 1st", "--created-before 2026-09-01"],
    ["apps updated in October", "--updated-after 2026-10-01 --updated-before 2026-11-01"],
    ["apps updated between Nov 1 and Nov 15", "--updated-after 2026-11-01 --updated-before 2026-11-16"],
    ["apps ajoutées jusqu'au 31 octobre inclus", "--created-before 2026-11-01"],
    ["apps added through Oct 31", "--created-before 2026-11-01"],
    ["apps created after Nov 15", "--created-after 2026-11-16"],
    ["applis dont la dernière mise à jour est antérieure au 1er août", "--updated-before 2026-08-01"],
    ["apps nobody touched since Aug 31", "--updated-before 2026-09-01"],
    ["les apps que personne a touchées depuis le 31 août", "--updated-before 2026-09-01"],
    ["apps that haven't been updated since before last week", "--updated-before 2026-11-16"],
    ["apps from 2025 that are still only discovered", "--created-after 2025-01-01 --created-before 2026-01-01"],
    ["discovered apps since Halloween", "--created-after 2026-10-31"],
    ["applis découvertes depuis la Toussaint", "--created-after 2026-11-01"],
    ["restricted apps that changed since the 15th", "--updated-after 2026-11-15"],
    ["apps updated in the past fortnight", "--updated-after 2026-11-13"],
    ["apps created since 2026-10-05", "--created-after 2026-10-05"],
    ["applis créées depuis le 10/02/2025", "--created-after 2025-02-10"],
    // The field's word after the date when none stands before it; a day named again names none.
    [
      "The outage was Monday, which apps were changed that day?",
      "--updated-after 2026-11-23 --updated-before 2026-11-24",
    ],
    ["Since Tuesday, which apps got modified?", "--updated-after 2026-11-24"],
    [
      "Pendant la panne de lundi, quelles applis ont été modifiées ce jour-là ?",
      "--updated-after 2026-11-23 --updated-before 2026-11-24",
    ],
    ["Depuis mardi, quelles applis ont changé ?", "--updated-after 2026-11-24"],
    ["applis mises à jour cette année", "--updated-after 2026-01-01"],
    ["applis mises à jour ce mois-ci", "--updated-after 2026-11-01"],
    ["the apps added that week", ""],
  ])("%s → %s", (text, expected) => {
    expect(boundsRead(text, today)).toBe(expected);
  });

  it("a day of the month alone, in a range, is of the range's last month", () => {
    const october = todayOf("2026-10-10");
    const expected = "--updated-after 2025-11-01 --updated-before 2025-11-16";
    expect(boundsRead("applis modifiées entre le 1er et le 15 novembre", october)).toBe(expected);
    expect(boundsRead("apps updated between the 1st and Nov 15", october)).toBe(expected);
  });

  it("counts no entries with the number of a date: the last 7 days are not 7 entries", () => {
    const reading = readWords("show the audit log for the last 7 days", { registry, today: today.at });
    expect(reading.kind === "none" ? "" : reading.line).not.toContain("--limit");
  });

  it.each([
    "apps created in the last 7 apps",
    "apps that may be risky",
    "les applis des sept équipes",
    "show page 2 of the apps",
    "apps for version 2.10 please",
    "les applis des sept équipes depuis sept jours",
  ])("reads no date in %s", (text) => {
    expect(boundsRead(text, today)).toBe("");
  });
});
