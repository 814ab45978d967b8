/**
 * A fenced code block (``` or ~~~, up to three spaces in), from its opening line to its closing
 * fence. A fence left open (a half-written draft) runs to the end of the text: `(?![\s\S])`, since
 * `$` under /m would end it at its first line.
 */
export const FENCED_CODE_BLOCK = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\1[^\n]*(?=\n|$)|(?![\s\S]))/gm;
