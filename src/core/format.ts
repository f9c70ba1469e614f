// Small value formatters shared by the commands' replies (plain text, platform-neutral).
import { currentLocale, t } from "../messages/translate.ts";

export const yesNo = (value: boolean | null | undefined): string => t("value.yesNo", { yes: String(value === true) });
export const onOff = (value: boolean | null | undefined): string => t("value.onOff", { on: String(value === true) });

/** A value, or an em dash when absent. */
export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === "" ? "—" : String(value);

/**
 * How each language writes an amount, made once: `toLocaleString` with options builds a new
 * Intl.NumberFormat on every call (the most expensive thing a list of applications did).
 */
const AMOUNTS = {
  en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }),
  fr: new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 }),
} as const;

/** An amount with its currency, in the reader's way of writing numbers: `12,400 EUR`, `12 400 EUR`. */
export function money(amount: number | null | undefined, currency?: string | null): string {
  if (amount === null || amount === undefined) return "—";
  const written = AMOUNTS[currentLocale()].format(amount);
  return `${written}${currency ? ` ${currency}` : ""}`;
}
