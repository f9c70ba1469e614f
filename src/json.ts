// JSON that may not be JSON: what a platform, a request body or a stored row hands back.

/** The value `text` holds as JSON, or undefined when there is none or it is not JSON. */
export function parseJson(text: string | null | undefined): unknown {
  try {
    return JSON.parse(text ?? "");
  } catch {
    return undefined;
  }
}
