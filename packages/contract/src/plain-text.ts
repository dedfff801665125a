/**
 * What people may type into the shop's forms. Control characters have no place in a name or a
 * message: NUL can't even be stored (PostgreSQL refuses it in text), and the others (bell,
 * escape, backspace, C1 codes) only serve to confuse whoever reads the text later, in a terminal,
 * a log or an email.
 */

// \p{Cc} is every C0 control, DEL and every C1 control. In text, tab and LF are fine, and CR as
// part of CRLF.
const CONTROL_IN_TEXT = /(?!\t|\n|\r\n)\p{Cc}/u;
// On one line: every control character, tab and line breaks included.
const CONTROL_IN_LINE = /\p{Cc}/u;

/** Text of several lines (a message, notes, a description): tabs and line breaks are fine. */
export const isPlainText = (value: string): boolean => !CONTROL_IN_TEXT.test(value);

/** A single line (a name, a subject, a password): no control characters at all. */
export const isPlainLine = (value: string): boolean => !CONTROL_IN_LINE.test(value);
