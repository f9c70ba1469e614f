// A small CSV reader (RFC 4180: quoted fields, doubled quotes, CRLF or LF), keeping each record's line number.

/** One record of a CSV text and the line it starts on (the first line is 1). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/**
 * Reads every record of `text`, its fields separated by `delimiter`; throws, naming the line, on a
 * quote left open, on anything but a separator or a line end after a closing quote (`"ab"c`), and
 * on a quote inside an unquoted field (`a"b`): a field with a quote must be quoted whole, its quotes doubled.
 */
export function readCsv(text: string, delimiter: "," | ";" = ","): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;
  const endRecord = () => {
    fields.push(field);
    // A blank line is no record.
    if (fields.length > 1 || fields[0] !== "") records.push({ line: recordLine, fields });
    fields = [];
    field = "";
  };
  const body = text.startsWith("\uFEFF") ? text.slice(1) : text;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index] as string;
    if (quoted) {
      if (char === '"' && body[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
        const next = body[index + 1];
        if (next !== undefined && next !== delimiter && next !== "\n" && next !== "\r")
          throw new Error(
            `line ${line}: "${next}" follows a quoted field's closing quote: quote the whole field, and double each quote inside it`,
          );
      } else {
        if (char === "\n") line += 1;
        field += char;
      }
    } else if (char === '"' && field === "") {
      quoted = true;
      quoteLine = line;
    } else if (char === '"') {
      throw new Error(
        `line ${line}: a quote inside an unquoted field: quote the whole field, and double each quote inside it`,
      );
    } else if (char === delimiter) {
      fields.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && body[index + 1] === "\n") index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else field += char;
  }
  if (quoted) throw new Error(`line ${quoteLine}: a quoted field is never closed`);
  if (field !== "" || fields.length > 0) endRecord();
  return records;
}
