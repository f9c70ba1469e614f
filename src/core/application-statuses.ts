// An application's status in words, and back: shown in the reader's language, typed as the API's value or as shown.
import { APPLICATION_STATUSES, type ApplicationStatus } from "../api/limits.ts";
import { inLocale, LOCALES, t } from "../messages/translate.ts";
import { fold } from "../understanding/text.ts";

/** The status as people read it of one application (`approved` → "Approved", « Approuvée »). */
export const applicationStatusWords = (status: ApplicationStatus): string => t(`app.status.${status}`);

/** The status as people read it of applications, several (`approved` → "Approved", « Approuvées »): a list's title. */
export const applicationsStatusWords = (status: ApplicationStatus): string => t(`app.statuses.${status}`);

/** A word folded for comparison as people's words are: lower case, without accents (`Approuvée` → `approuvee`). */
const folded = (word: string) => fold(word).trim();

/**
 * The status a typed word names: the API's value, or the status's words in any of deskbot's
 * languages (what a reply showed), whatever the case and accents; undefined for anything else.
 */
export function applicationStatusOf(word: string): ApplicationStatus | undefined {
  const typed = folded(word);
  return APPLICATION_STATUSES.find(
    (status) =>
      status === typed ||
      LOCALES.some((locale) =>
        inLocale(locale, () => [applicationStatusWords(status), applicationsStatusWords(status)]).some(
          (words) => folded(words) === typed,
        ),
      ),
  );
}
