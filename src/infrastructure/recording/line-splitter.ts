/**
 * Splits a stream of text chunks into lines without ever joining the whole text: a 100 MB recording is
 * read chunk by chunk, and only the current partial line is carried between chunks.
 */
export class LineSplitter {
  private carry = '';
  private lineNumber = 0;

  /** Complete lines found in this chunk, each with its 1-based line number; blank lines are skipped. */
  *push(chunk: string): Generator<{ readonly line: string; readonly number: number }> {
    let start = 0;
    let text = chunk;
    if (this.carry) {
      text = this.carry + chunk;
      this.carry = '';
    }
    for (let newline = text.indexOf('\n', start); newline !== -1; newline = text.indexOf('\n', start)) {
      this.lineNumber += 1;
      const end = newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
      if (end > start) yield { line: text.slice(start, end), number: this.lineNumber };
      start = newline + 1;
    }
    this.carry = text.slice(start);
  }

  /** The last line when the text does not end with a newline. */
  *end(): Generator<{ readonly line: string; readonly number: number }> {
    const last = this.carry.endsWith('\r') ? this.carry.slice(0, -1) : this.carry;
    this.carry = '';
    if (last.length > 0) {
      this.lineNumber += 1;
      yield { line: last, number: this.lineNumber };
    }
  }
}
