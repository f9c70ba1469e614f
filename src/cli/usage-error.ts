// The error a CLI subcommand throws for bad arguments: printed as is, exit status 2.

/** Bad command-line usage; its message is fit to print. */
export class UsageError extends Error {
  override readonly name = "UsageError";
}
