// Small value formatters shared by the commands' replies (plain text, platform-neutral).
import { currentLocale, t } from "../messages/translate.ts";

export const yesNo = (value: boolean | null | undefined): string => t("value.yesNo", { yes: String(value === true) });
export const onOff = (value: boolean | null | undefined): string => t("value.onOff", { on: String(value === true) });

/** A value, or an em dash when absent. */
export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === "" ? "—" : String(value);

/** An amount with its currency, in the reader's way of writing numbers: `12,400 EUR`, `12 400 EUR`. */
export function money(amount: number | null | undefined, currency?: string | null): string {
  if (amount === null || amount === undefined) return "—";
  const written = amount.toLocaleString(currentLocale() === "fr" ? "fr-FR" : "en-US", { maximumFractionDigits: 2 });
  return `${written}${currency ? ` ${currency}` : ""}`;
}
