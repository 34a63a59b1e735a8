/**
 * Where a text that is not valid JSON goes wrong, as a person finds it in an editor: line
 * and column (both from 1). Node's JSON.parse names an offset only in some of its messages;
 * this finds the first character no valid JSON text can continue with, by the longest
 * prefix the parser still takes for the start of one (a few parses of the text, once, when
 * a file is already known to be broken).
 */
export function jsonErrorPlace(text: string): { line: number; column: number } {
  const validStart = (length: number) => {
    try {
      JSON.parse(text.slice(0, length));
      return true;
    } catch (error) {
      const { message } = error as Error;
      // Cut short, not wrong: "Unexpected end of JSON input", or an offset at the very end.
      const position = / at position (\d+)/.exec(message)?.[1];
      return /end of JSON input/.test(message) || Number(position) >= length;
    }
  };
  let good = 0;
  let bad = text.length + 1;
  while (bad - good > 1) {
    const middle = Math.floor((good + bad) / 2);
    if (validStart(middle)) good = middle;
    else bad = middle;
  }
  // The text up to `good` characters could still become JSON; its next character cannot
  // (or the text ended too soon).
  const before = text.slice(0, Math.min(good, text.length));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}

/** JSON.parse, throwing an error that says the line and column where the text goes wrong. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const { line, column } = jsonErrorPlace(text);
    const reason = (error as Error).message.replace(/ in JSON at position \d+.*$/, '');
    throw new SyntaxError(`not valid JSON at line ${line}, column ${column} (${reason})`);
  }
}
