// Small value formatters shared by the commands' replies (plain text, platform-neutral).
import { t } from "../messages/translate.ts";

export const yesNo = (value: boolean | null | undefined): string => t("value.yesNo", { yes: String(value === true) });
export const onOff = (value: boolean | null | undefined): string => t("value.onOff", { on: String(value === true) });

/** A value, or an em dash when absent. */
export const orDash = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === "" ? "—" : String(value);

/** An amount with its currency, such as `12,400 EUR`. */
export function money(amount: number | null | undefined, currency?: string | null): string {
  if (amount === null || amount === undefined) return "—";
  return `${amount.toLocaleString("en-US", { maximumFractionDigits: 2 })}${currency ? ` ${currency}` : ""}`;
}
